import { ActivityBody, bodyOrEmpty, LessonParams, StudyTime } from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { EntitlementStore } from "../courses/entitlement-store.ts";
import { lessonMissing } from "../courses/plugin.ts";
import { badRequest } from "../errors.ts";
import type { Guards } from "../http/guards.ts";
import type { ExerciseStore } from "./store.ts";
import type { StudyTimeStore } from "./study-time.ts";

export interface ActivityOptions {
  store: ExerciseStore;
  studyTime: StudyTimeStore;
  entitlements: EntitlementStore;
  guards: Guards;
}

/**
 * `POST lessons/{lessonId}/activity`: the lesson player's heartbeat while its page is visible. The
 * server adds the time since the learner's last activity it saw (study-time.ts); the body names
 * only the exercise in front of the child, never a number of seconds.
 */
export const activityPlugin: FastifyPluginAsyncZod<ActivityOptions> = async (
  app,
  { store, studyTime, entitlements, guards },
) => {
  app.post(
    "/lessons/:lessonId/activity",
    {
      onRequest: guards.signedIn,
      preHandler: guards.entitlement<z.infer<typeof LessonParams>>(
        ({ lessonId }) => entitlements.lesson(lessonId),
        lessonMissing,
      ),
      schema: { params: LessonParams, body: bodyOrEmpty(ActivityBody), response: { 200: StudyTime } },
    },
    async (request) => {
      const { lessonId } = request.params;
      const { exerciseId } = request.body;
      if (exerciseId !== undefined && (await store.find(exerciseId))?.lessonId !== lessonId)
        throw badRequest("这道练习不在这节课里。");
      const seconds = await studyTime.touch(request.accountId, lessonId, exerciseId);
      return { lessonId, seconds };
    },
  );
};
