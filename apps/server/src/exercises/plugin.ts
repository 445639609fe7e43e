import {
  AttemptBody,
  AttemptResult,
  bodyOrEmpty,
  ExerciseParams,
  HintBody,
  HintLadder,
  LessonExercises,
  LessonParams,
} from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { EntitlementStore } from "../courses/entitlement-store.ts";
import { lessonMissing } from "../courses/plugin.ts";
import type { ProgressStore } from "../courses/progress-store.ts";
import { tooManyRequests } from "../errors.ts";
import type { Guards } from "../http/guards.ts";
import type { CheckerRegistry, ExerciseChecker } from "./checkers.ts";
import { exerciseMissing, kindMismatch, noHints, solutionNeedsConfirm } from "./errors.ts";
import { ladderOf } from "./ladder.ts";
import { passedHowRule, revealFor } from "./reveal.ts";
import type { ExerciseStore } from "./store.ts";
import type { StudyTimeStore } from "./study-time.ts";
import { lastQuizAnswer, toExerciseProgress, toHintLadder } from "./views.ts";

export interface ExercisesOptions {
  store: ExerciseStore;
  progress: ProgressStore;
  entitlements: EntitlementStore;
  guards: Guards;
  checkers: CheckerRegistry;
  /** Checked attempts per account per minute: a Python check starts a process. */
  attemptsPerMinute: number;
  /** Called when a learner opens a lesson with Python exercises: start a checking process ahead. */
  warmPython?: () => void;
  /** Study time from activity (issue 37): attempts and hints count as activity. */
  studyTime: StudyTimeStore;
}

const minute = 60_000;

/**
 * The lesson player's exercises (issue 20): attempts checked on the server and recorded (a pass is
 * never taken from the browser's word), the hint ladder one rung at a time, and the learner's record
 * per lesson. Everything hangs off a lesson, so every route needs that lesson (guards.entitlement).
 */
export const exercisesPlugin: FastifyPluginAsyncZod<ExercisesOptions> = async (
  app,
  { store, progress, entitlements, guards, checkers, attemptsPerMinute, warmPython, studyTime },
) => {
  const exerciseLesson = guards.entitlement<z.infer<typeof ExerciseParams>>(async ({ exerciseId }) => {
    const exercise = await store.find(exerciseId);
    return exercise && entitlements.lesson(exercise.lessonId);
  }, exerciseMissing);
  const findExercise = async (exerciseId: string) => {
    const exercise = await store.find(exerciseId);
    if (!exercise) throw exerciseMissing();
    return exercise;
  };

  const limiter = app.createRateLimit({
    max: attemptsPerMinute,
    timeWindow: minute,
    keyGenerator: (request) => `attempts:${request.accountId}`,
  });
  const attemptLimit = async (request: Parameters<typeof limiter>[0]) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
  };

  app.post(
    "/exercises/:exerciseId/attempts",
    {
      onRequest: guards.signedIn,
      preHandler: [exerciseLesson, attemptLimit],
      schema: { params: ExerciseParams, body: AttemptBody, response: { 200: AttemptResult } },
    },
    async (request) => {
      const { accountId, body } = request;
      const exercise = await findExercise(request.params.exerciseId);
      if (body.kind !== exercise.kind) throw kindMismatch(exercise.kind);
      const checker = checkers[exercise.kind] as ExerciseChecker;
      const result = await checker(exercise, body);
      const quizAnswer = body.kind === "quiz" ? body.answer : undefined;
      // `body.seconds` is the old player's number and is not believed: the server measures time.
      await studyTime.touch(accountId, exercise.lessonId, exercise.id);
      const row = await store.recordAttempt(
        accountId,
        exercise.id,
        result.passed,
        0,
        quizAnswer,
        passedHowRule(exercise),
      );
      const lessonDone = await store.lessonPassed(accountId, exercise.lessonId);
      if (lessonDone) await progress.record(accountId, exercise.lessonId, true);
      return {
        exerciseId: exercise.id,
        result: revealFor(exercise, result, row),
        progress: toExerciseProgress(exercise.id, row),
        lessonDone,
      };
    },
  );

  app.post(
    "/exercises/:exerciseId/hints",
    {
      onRequest: guards.signedIn,
      preHandler: exerciseLesson,
      schema: { params: ExerciseParams, body: bodyOrEmpty(HintBody), response: { 200: HintLadder } },
    },
    async (request) => {
      const { accountId } = request;
      const exercise = await findExercise(request.params.exerciseId);
      if (exercise.kind === "quiz" || exercise.kind === "predict" || exercise.kind === "run") throw noHints();
      await studyTime.touch(accountId, exercise.lessonId, exercise.id);
      const rungs = ladderOf(exercise);
      let [row] = await store.progress(accountId, [exercise.id]);
      const used = row?.hintsUsed ?? 0;
      // Past the last rung the ladder stays as it is: asking again reveals nothing new.
      if (used < rungs.length) {
        const next = rungs[used]!.kind;
        if ((next === "solution" || next === "blocks") && request.body.confirm !== true)
          throw solutionNeedsConfirm();
        row = await store.recordHints(accountId, exercise.id, used + 1);
      }
      return toHintLadder(exercise, row);
    },
  );

  /** The player's first call on a lesson: each exercise's record and the rungs revealed so far. */
  app.get(
    "/lessons/:lessonId/exercises",
    {
      onRequest: guards.signedIn,
      preHandler: guards.entitlement<z.infer<typeof LessonParams>>(
        ({ lessonId }) => entitlements.lesson(lessonId),
        lessonMissing,
      ),
      schema: { params: LessonParams, response: { 200: LessonExercises } },
    },
    async (request, reply) => {
      const { lessonId } = request.params;
      const exercises = await store.ofLessons([lessonId]);
      if (exercises.some((exercise) => exercise.kind === "python")) warmPython?.();
      const rows = await store.progress(
        request.accountId,
        exercises.map((exercise) => exercise.id),
      );
      const byId = new Map(rows.map((row) => [row.exerciseId, row]));
      // The revealed rungs include the solution once asked for: paid content, kept out of caches.
      reply.header("cache-control", "private, no-store");
      return {
        lessonId,
        exercises: exercises.map((exercise) => ({
          ...toHintLadder(exercise, byId.get(exercise.id)),
          ...lastQuizAnswer(exercise, byId.get(exercise.id)),
        })),
      };
    },
  );
};
