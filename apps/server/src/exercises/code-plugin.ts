import { ExerciseCode, ExerciseCodeBody, ExerciseParams, LessonCode, LessonParams } from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { EntitlementStore } from "../courses/entitlement-store.ts";
import { lessonMissing } from "../courses/plugin.ts";
import { HttpError } from "../errors.ts";
import type { Guards } from "../http/guards.ts";
import type { ExerciseCodeRow, ExerciseCodeStore } from "./code-store.ts";
import { exerciseMissing } from "./errors.ts";
import type { ExerciseStore } from "./store.ts";

export interface ExerciseCodeOptions {
  store: ExerciseCodeStore;
  exercises: ExerciseStore;
  entitlements: EntitlementStore;
  guards: Guards;
}

/** A quiz has answers and a Scratch exercise a project (the learner's copy of the starter): no code. */
const noCode = () =>
  new HttpError(
    400,
    "exercise_kind_mismatch",
    "This exercise keeps no code.",
    "这道练习没有要保存的程序：选择题交答案就好，Scratch 的作品会自动保存。",
  );

const toExerciseCode = (row: ExerciseCodeRow) => ({
  exerciseId: row.exerciseId,
  code: row.code,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The lesson player's editor, kept per exercise (issue 37): the code the child has for each Python
 * or C++ exercise, so switching exercises and reloading start from where they were. Neither route
 * names an account: each reads and writes only the caller's own code, and only of a lesson the
 * caller may open (the exercise's lesson, as every exercise route).
 */
export const exerciseCodePlugin: FastifyPluginAsyncZod<ExerciseCodeOptions> = async (
  app,
  { store, exercises, entitlements, guards },
) => {
  app.get(
    "/lessons/:lessonId/code",
    {
      onRequest: guards.signedIn,
      preHandler: guards.entitlement<z.infer<typeof LessonParams>>(
        ({ lessonId }) => entitlements.lesson(lessonId),
        lessonMissing,
      ),
      schema: { params: LessonParams, response: { 200: LessonCode } },
    },
    async (request, reply) => {
      const { lessonId } = request.params;
      const rows = await store.ofLesson(request.accountId, lessonId);
      // A child's code, changing with every save: never cached on the way.
      reply.header("cache-control", "private, no-store");
      return { lessonId, exercises: rows.map(toExerciseCode) };
    },
  );

  app.put(
    "/exercises/:exerciseId/code",
    {
      onRequest: guards.signedIn,
      preHandler: guards.entitlement<z.infer<typeof ExerciseParams>>(async ({ exerciseId }) => {
        const exercise = await exercises.find(exerciseId);
        return exercise && entitlements.lesson(exercise.lessonId);
      }, exerciseMissing),
      schema: { params: ExerciseParams, body: ExerciseCodeBody, response: { 200: ExerciseCode } },
    },
    async (request) => {
      const exercise = await exercises.find(request.params.exerciseId);
      if (!exercise) throw exerciseMissing();
      if (exercise.kind !== "python" && exercise.kind !== "cpp") throw noCode();
      return toExerciseCode(await store.keep(request.accountId, exercise.id, request.body.code));
    },
  );
};
