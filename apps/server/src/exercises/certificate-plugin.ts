import { AppParams, Certificate } from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guards } from "../http/guards.ts";
import { courseNotComplete } from "./errors.ts";
import type { ExerciseStore } from "./store.ts";
import type { StudyTimeStore } from "./study-time.ts";

export interface CertificateOptions {
  store: ExerciseStore;
  /** The course's study time, measured by the server from activity (issue 37). */
  studyTime: StudyTimeStore;
  guards: Guards;
}

/**
 * A course's certificate for the signed-in learner, once every lesson of it is done: how many
 * exercises were passed on the child's own, after the Parsons puzzle, after the solution, and the
 * minutes of study the server saw.
 */
export const certificatePlugin: FastifyPluginAsyncZod<CertificateOptions> = async (
  app,
  { store, studyTime, guards },
) => {
  app.get(
    "/apps/:appId/certificate",
    { onRequest: guards.signedIn, schema: { params: AppParams, response: { 200: Certificate } } },
    async (request) => {
      const course = await store.completedCourse(request.accountId, request.params.appId);
      if (!course) throw courseNotComplete();
      const { lessonIds, completedAt, ...certificate } = course;
      const seconds = await studyTime.secondsIn(request.accountId, lessonIds);
      return { ...certificate, minutes: Math.round(seconds / 60), completedAt: completedAt.toISOString() };
    },
  );
};
