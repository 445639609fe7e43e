import {
  bodyOrEmpty,
  CourseProgress,
  CourseProgressQuery,
  LessonParams,
  LessonProgress,
  LessonProgressBody,
} from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Guards } from "../http/guards.ts";
import type { EntitlementStore } from "./entitlement-store.ts";
import { lessonMissing } from "./plugin.ts";
import type { ProgressStore } from "./progress-store.ts";
import { toCourseProgress, toLessonProgress } from "./views.ts";

export interface ProgressOptions {
  store: ProgressStore;
  entitlements: EntitlementStore;
  guards: Guards;
}

/**
 * Which lessons a learner has opened and finished. Opening a lesson page records a visit; 完成本课
 * marks it done (a peek is not learning, and parents read the percentage as "learned"). Only on
 * lessons the learner may read: progress on a course nobody bought is not learning either.
 */
export const progressPlugin: FastifyPluginAsyncZod<ProgressOptions> = async (
  app,
  { store, entitlements, guards },
) => {
  app.post(
    "/lessons/:lessonId/progress",
    {
      onRequest: guards.signedIn,
      preHandler: guards.entitlement<z.infer<typeof LessonParams>>(
        ({ lessonId }) => entitlements.lesson(lessonId),
        lessonMissing,
      ),
      schema: {
        params: LessonParams,
        body: bodyOrEmpty(LessonProgressBody),
        response: { 200: LessonProgress },
      },
    },
    async (request) => {
      const { lessonId } = request.params;
      const content = await entitlements.lesson(lessonId);
      if (!content) throw lessonMissing();
      const row = await store.record(request.accountId, lessonId, request.body.done);
      return toLessonProgress(row, content.appUid);
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
