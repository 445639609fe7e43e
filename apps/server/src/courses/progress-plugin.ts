import {
  bodyOrEmpty,
  CourseProgress,
  CourseProgressQuery,
  LessonParams,
  LessonProgress,
  LessonProgressBody,
} from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../errors.ts";
import type { Guards } from "../http/guards.ts";
import type { ProgressStore } from "./progress-store.ts";
import { toCourseProgress, toLessonProgress } from "./views.ts";

export interface ProgressOptions {
  store: ProgressStore;
  guards: Guards;
}

/**
 * Which lessons a learner has opened and finished. Opening a lesson page records a visit; 完成本课
 * marks it done (a peek is not learning, and parents read the percentage as "learned").
 */
export const progressPlugin: FastifyPluginAsyncZod<ProgressOptions> = async (app, { store, guards }) => {
  app.post(
    "/lessons/:lessonId/progress",
    {
      onRequest: guards.signedIn,
      schema: {
        params: LessonParams,
        body: bodyOrEmpty(LessonProgressBody),
        response: { 200: LessonProgress },
      },
    },
    async (request) => {
      const { lessonId } = request.params;
      const appUid = await store.appOfLesson(lessonId);
      if (!appUid) throw notFound("没有找到这节课。");
      const row = await store.record(request.accountId, lessonId, request.body.done);
      return toLessonProgress(row, appUid);
    },
  );

  app.get(
    "/lessons/progress",
    {
      onRequest: guards.signedIn,
      schema: { querystring: CourseProgressQuery, response: { 200: CourseProgress } },
    },
    async (request) => {
      const { app: appUid } = request.query;
      return toCourseProgress(appUid, await store.inCourse(request.accountId, appUid));
    },
  );
};
