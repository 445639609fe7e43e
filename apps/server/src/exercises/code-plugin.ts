import { ExerciseCode, ExerciseCodeBody, ExerciseParams, LessonCode, LessonParams } from "@qisi/api/contract";
import { parseProject } from "@qisi/studio/checks/scratch";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { EntitlementStore } from "../courses/entitlement-store.ts";
import { lessonMissing } from "../courses/plugin.ts";
import { HttpError } from "../errors.ts";
import type { Guards } from "../http/guards.ts";
import type { ExerciseRow } from "./checkers.ts";
import type { ExerciseCodeRow, ExerciseCodeStore } from "./code-store.ts";
import { exerciseMissing } from "./errors.ts";
import type { ExerciseStore } from "./store.ts";

export interface ExerciseCodeOptions {
  store: ExerciseCodeStore;
  exercises: ExerciseStore;
  entitlements: EntitlementStore;
  guards: Guards;
}

/**
 * A quiz has answers, and a Scratch `make` task is built in the lesson's own project (the learner's
 * copy of the lesson's starter, saved as a project): no code of their own.
 */
const noCode = () =>
  new HttpError(
    400,
    "exercise_kind_mismatch",
    "This exercise keeps no code.",
    "这道练习没有要单独保存的程序：选择题交答案就好，搭积木的作品会和这一课的作品一起自动保存。",
  );

const notAProject = () =>
  new HttpError(
    400,
    "bad_request",
    "This is not a Scratch 3 project.json.",
    "这不是一个 Scratch 作品，保存不了。请回到编辑器里再试一次。",
  );

/**
 * What keeps code here: Python and C++ exercises, and a Scratch fix or modify task, which opens
 * with a starter project of its own (its project.json is kept like code: a few KB).
 */
function keepsCode(exercise: ExerciseRow): boolean {
  if (exercise.kind === "python" || exercise.kind === "cpp") return true;
  return exercise.kind === "scratch" && typeof exercise.spec.starter === "string";
}

const toExerciseCode = (row: ExerciseCodeRow) => ({
  exerciseId: row.exerciseId,
  code: row.code,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The lesson player's editor, kept per exercise (issue 37): the code the child has for each Python
 * or C++ exercise, and the project.json of each Scratch exercise with a starter of its own, so
 * switching exercises and reloading start from where they were. Neither route
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
      if (!keepsCode(exercise)) throw noCode();
      if (exercise.kind === "scratch" && !parseProject(request.body.code)) throw notAProject();
      return toExerciseCode(await store.keep(request.accountId, exercise.id, request.body.code));
    },
  );
};
