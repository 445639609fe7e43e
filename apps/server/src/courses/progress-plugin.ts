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
import { lessonDraft } from "../errors.ts";
import { exercisesNotPassed } from "../exercises/errors.ts";
import type { ExerciseStore } from "../exercises/store.ts";
import type { Guards } from "../http/guards.ts";
import type { EntitlementStore } from "./entitlement-store.ts";
import { lessonMissing } from "./plugin.ts";
import type { ProgressStore } from "./progress-store.ts";
import { toCourseProgress, toLessonProgress } from "./views.ts";

export interface ProgressOptions {
  store: ProgressStore;
  entitlements: EntitlementStore;
  /** A lesson with exercises is done when they all passed the server's checks, never by a button. */
  exercises: ExerciseStore;
  guards: Guards;
}

/**
 * Which lessons a learner has opened and finished. Opening a lesson page records a visit; 完成本课
 * marks it done (a peek is not learning, and parents read the percentage as "learned"). A lesson with
 * exercises is done only when all of them passed the server's checks (exercises/plugin.ts marks it):
 * `done` on it is refused until then, so progress cannot be posted from the browser console. Only
 * on lessons the learner may read: progress on a course nobody bought is not learning either.
 */
export const progressPlugin: FastifyPluginAsyncZod<ProgressOptions> = async (
  app,
  { store, entitlements, exercises, guards },
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
      const { done } = request.body;
      // Only the checks finish a lesson (issue 37): a lesson without exercises (a draft: every
      // written lesson has checked items) never finishes with one click; finishing again after
      // every check passed is harmless; anything else is the checks' call.
      if (done !== undefined) {
        if ((await exercises.countInLesson(lessonId)) === 0) throw lessonDraft();
        if (done === false || !(await exercises.lessonPassed(request.accountId, lessonId)))
          throw exercisesNotPassed();
      }
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
      const lessonIds = await exercises.lessonsOfCourse(appUid);
      return toCourseProgress(
        appUid,
        await store.inCourse(request.accountId, appUid),
        await exercises.passedCounts(request.accountId, lessonIds),
      );
    },
  );
};
