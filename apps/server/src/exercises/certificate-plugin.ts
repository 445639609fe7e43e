import { AppParams, Certificate } from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Guards } from "../http/guards.ts";
import { courseNotComplete } from "./errors.ts";
import type { ExerciseStore } from "./store.ts";

export interface CertificateOptions {
  store: ExerciseStore;
  guards: Guards;
}

/** A course's certificate for the signed-in learner, once every lesson of it is done. */
export const certificatePlugin: FastifyPluginAsyncZod<CertificateOptions> = async (
  app,
  { store, guards },
) => {
  app.get(
    "/apps/:appId/certificate",
    { onRequest: guards.signedIn, schema: { params: AppParams, response: { 200: Certificate } } },
    async (request) => {
      const course = await store.completedCourse(request.accountId, request.params.appId);
      if (!course) throw courseNotComplete();
      return { ...course, completedAt: course.completedAt.toISOString() };
    },
  );
};
