import {
  AttemptAnswer,
  AttemptBody,
  AttemptParams,
  AttemptPending,
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
import type { Db } from "../db/connect.ts";
import { tooManyRequests } from "../errors.ts";
import type { Guards } from "../http/guards.ts";
import { notCheckedBecause } from "../judging/attempt-jobs.ts";
import { resourceOf } from "../judging/work-queue.ts";
import type { WorkSystem } from "../judging/work-system.ts";
import { attemptAnswer, liveWorkerFor } from "./attempt-answers.ts";
import type { AttemptStore } from "./attempt-store.ts";
import {
  attemptMissing,
  checkStillWaiting,
  checksQueueFull,
  exerciseMissing,
  kindMismatch,
  noHints,
  notChecked,
  parsonsLinesRefused,
  solutionNeedsConfirm,
} from "./errors.ts";
import { ladderOf } from "./ladder.ts";
import { assembleParsonsStep } from "./step-check.ts";
import type { ExerciseStore } from "./store.ts";
import type { StudyTimeStore } from "./study-time.ts";
import { lastQuizAnswer, toHintLadder } from "./views.ts";

export interface ExercisesOptions {
  db: Db;
  store: ExerciseStore;
  attempts: AttemptStore;
  entitlements: EntitlementStore;
  guards: Guards;
  /** The queue every check goes through, and the wait for its result. */
  work: WorkSystem;
  /** Checked attempts per account per minute. */
  attemptsPerMinute: number;
  /** How long an attempt's answer waits for the server's result before saying "pending", ms. */
  waitMs: number;
  /** Study time from activity (issue 37): attempts and hints count as activity. */
  studyTime: StudyTimeStore;
}

const minute = 60_000;

/**
 * The lesson player's exercises (issues 20, 38): attempts queued for the server's own check and
 * recorded when it is done (a pass is never taken from the browser's word), the hint ladder one
 * rung at a time, and the learner's record per lesson. Everything hangs off a lesson, so every
 * route needs that lesson (guards.entitlement); an attempt's answer, only its owner.
 */
export const exercisesPlugin: FastifyPluginAsyncZod<ExercisesOptions> = async (
  app,
  { db, store, attempts, entitlements, guards, work, attemptsPerMinute, waitMs, studyTime },
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

  const answerDeps = { db, store, attempts, work };

  /**
   * Stores the attempt and queues its check (bounded: a full queue or an account with checks
   * already waiting is told to try again), then waits a little: the confirmed result when the check
   * is that quick, else 202 pending, to be asked again by `GET exercises/attempts/{id}`.
   */
  app.post(
    "/exercises/:exerciseId/attempts",
    {
      onRequest: guards.signedIn,
      preHandler: [exerciseLesson, attemptLimit],
      schema: {
        params: ExerciseParams,
        body: AttemptBody,
        response: { 200: AttemptAnswer, 202: AttemptPending },
      },
    },
    async (request, reply) => {
      const { accountId, body } = request;
      const exercise = await findExercise(request.params.exerciseId);
      if (body.kind !== exercise.kind) throw kindMismatch(exercise.kind);
      // An arrangement the puzzle cannot make is bad input, answered now (a checker's refusal in
      // the queue would reach the child as "not checked").
      if (body.kind === "parsons" && assembleParsonsStep(exercise, body.lines) === null)
        throw parsonsLinesRefused();
      if (!(await liveWorkerFor(work, exercise))) throw notChecked(notCheckedBecause["no-worker"]);
      await studyTime.touch(accountId, exercise.lessonId, exercise.id);
      let waiting: ReturnType<typeof work.waiter.expect> | undefined;
      try {
        const attemptId = await db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          const refusal = await work.queue.admit(tx, accountId, 0);
          if (refusal === "queue-full") throw checksQueueFull();
          if (refusal) throw checkStillWaiting();
          const id = await attempts.create(tx, accountId, exercise.id, body);
          waiting = work.waiter.expect(`attempt:${id}`);
          await work.queue.add(tx, {
            accountId,
            lane: 0,
            resource: resourceOf(exercise),
            task: "attempt",
            refId: id,
          });
          return id;
        });
        await waiting?.until(waitMs);
        const row = await attempts.find(attemptId);
        if (!row) throw attemptMissing();
        const answer = await attemptAnswer(answerDeps, row, exercise);
        reply.header("cache-control", "private, no-store");
        if (answer.state === "pending") reply.code(202);
        return answer;
      } finally {
        waiting?.cancel();
      }
    },
  );

  /** An attempt's answer, for its owner only; waits a little for the result like the attempt did. */
  app.get(
    "/exercises/attempts/:attemptId",
    {
      onRequest: guards.signedIn,
      preHandler: guards.owner<z.infer<typeof AttemptParams>>(
        ({ attemptId }) => attempts.ownerOf(attemptId),
        attemptMissing,
      ),
      schema: { params: AttemptParams, response: { 200: AttemptAnswer, 202: AttemptPending } },
    },
    async (request, reply) => {
      const { attemptId } = request.params;
      const waiting = work.waiter.expect(`attempt:${attemptId}`);
      try {
        let row = await attempts.find(attemptId);
        if (row && (row.state === "queued" || row.state === "checking")) {
          await waiting.until(waitMs);
          row = await attempts.find(attemptId);
        }
        const exercise = row && (await store.find(row.exerciseId));
        if (!row || !exercise) throw attemptMissing();
        const answer = await attemptAnswer(answerDeps, row, exercise);
        reply.header("cache-control", "private, no-store");
        if (answer.state === "pending") reply.code(202);
        return answer;
      } finally {
        waiting.cancel();
      }
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
      if (exercises.some((exercise) => exercise.kind === "python")) work.warmPython();
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
