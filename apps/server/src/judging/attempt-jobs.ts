import type { ExerciseCheckResult, QuizAnswer } from "@qisi/api/contract";
import { ProgressStore } from "../courses/progress-store.ts";
import type { CompileLeases } from "../cpp/compile-leases.ts";
import type { Db } from "../db/connect.ts";
import { HttpError } from "../errors.ts";
import { type AttemptRow, type AttemptStore, attemptBodyOf } from "../exercises/attempt-store.ts";
import type { CheckerRegistry, ExerciseChecker, ExerciseRow } from "../exercises/checkers.ts";
import { passedHowRule } from "../exercises/reveal.ts";
import { ExerciseStore } from "../exercises/store.ts";
import type { ClaimedJob, WorkQueue } from "./work-queue.ts";
import type { JobHandler } from "./worker-pool.ts";

export interface AttemptJobDeps {
  db: Db;
  queue: WorkQueue;
  attempts: AttemptStore;
  exercises: ExerciseStore;
  checkers: CheckerRegistry;
  compileLeases: CompileLeases;
  /** Runs of a job after its first before a checker that keeps throwing ends it not checked. */
  retryLimit: number;
}

/** A job's compile hold lasts this long past its last renewal (a killed worker's frees itself). */
const checkCompileHoldSeconds = 15;

/** Why the server gave up on checking an attempt; each has its sentence for the child. */
export type GiveUpReason = "worker-died" | "waited-too-long";

export const notCheckedBecause: Record<GiveUpReason | "no-worker" | "checker-broke" | "no-checker", string> =
  {
    "no-checker": "这种练习服务器暂时还不能检查，这次没有记下。请告诉老师。",
    "checker-broke":
      "检查程序暂时出了问题，这次没有检查成。你的程序还在编辑器里，请过一会儿再点一次“检查”；如果一直这样，请告诉老师。",
    "worker-died":
      "检查的机器检查你的程序时连着出了几次问题，这次没有检查成。你的程序还在编辑器里，请再点一次“检查”；如果还是这样，请告诉老师。",
    "waited-too-long": "这次检查排队太久了，没有来得及检查。你的程序还在编辑器里，请再点一次“检查”。",
    "no-worker":
      "现在没有检查程序的机器在工作，这次没有检查。你的程序还在编辑器里，过一两分钟再点一次“检查”；如果一直这样，请告诉老师。",
  };

type Outcome = { result: ExerciseCheckResult } | { failure: string };

/** Another worker took the job over (this one's lease ran out): its run records, not this one. */
class ClaimLost extends Error {}

/**
 * Runs a queued lesson check: the exercise's checker on the stored body (a C++ check under the
 * account's compile hold), then the result recorded exactly once. A checker's HttpError (its
 * service is down, a compiler broken) ends the attempt not checked, with the checker's Chinese
 * sentence; anything else it throws is run again at once while runs are left, then ends the
 * attempt not checked as well (a check that keeps breaking must not keep the child waiting).
 */
export function attemptJobHandler(deps: AttemptJobDeps): JobHandler {
  return async (job) => {
    const attempt = await deps.attempts.start(job.refId);
    const exercise = attempt && (await deps.exercises.find(attempt.exerciseId));
    if (!attempt || !exercise) {
      // Already final (a run before this one recorded it), or gone with its account or exercise.
      await endJob(deps, job, null);
      return;
    }
    const checker = deps.checkers[exercise.kind] as ExerciseChecker | undefined;
    if (!checker) {
      // A kind of exercise this worker's version cannot check yet (a newer server queued it).
      await recordAttempt(deps, job, attempt, exercise, {
        failure: notCheckedBecause["no-checker"],
      });
      return;
    }
    const check = () => checker(exercise, attemptBodyOf(attempt));
    let outcome: Outcome;
    try {
      const result =
        exercise.kind === "cpp"
          ? await deps.compileLeases.holding(job.accountId, checkCompileHoldSeconds, check)
          : await check();
      outcome = { result };
    } catch (error) {
      if (error instanceof HttpError) outcome = { failure: error.detail };
      else if (job.tries <= deps.retryLimit) throw error;
      else outcome = { failure: notCheckedBecause["checker-broke"] };
    }
    await recordAttempt(deps, job, attempt, exercise, outcome);
  };
}

/** Ends an attempt the server gave up on: nothing recorded, the child told why and what to do. */
export function giveUpAttempt(deps: Pick<AttemptJobDeps, "db" | "queue" | "attempts">) {
  return async (job: ClaimedJob, reason: GiveUpReason) => {
    const attempt = await deps.attempts.find(job.refId);
    if (!attempt) {
      await endJob(deps, job, null);
      return;
    }
    await recordAttempt(deps, job, attempt, null, { failure: notCheckedBecause[reason] });
  };
}

async function endJob(deps: Pick<AttemptJobDeps, "db" | "queue">, job: ClaimedJob, key: string | null) {
  await deps.db.transaction(async (tx) => {
    await deps.queue.finish(tx as unknown as Db, job, key ?? undefined);
  });
}

/**
 * In one transaction: the job ends (if still this worker's), the attempt becomes final, and a
 * result goes into the learner's record (attempts, seconds, the first pass, the lesson finished
 * when every exercise passed). An attempt already final changes nothing: never recorded twice.
 */
async function recordAttempt(
  deps: Pick<AttemptJobDeps, "db" | "queue" | "attempts">,
  job: ClaimedJob,
  attempt: AttemptRow,
  exercise: ExerciseRow | null,
  outcome: Outcome,
): Promise<void> {
  try {
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      if (!(await deps.queue.finish(tx, job, `attempt:${attempt.id}`))) throw new ClaimLost();
      if ("failure" in outcome) {
        await deps.attempts.fail(tx, attempt.id, outcome.failure);
        return;
      }
      if (!(await deps.attempts.finish(tx, attempt.id, outcome.result))) return;
      const { accountId, exerciseId } = attempt;
      const quizAnswer = attempt.kind === "quiz" ? (attempt.body.answer as QuizAnswer) : undefined;
      const exercises = new ExerciseStore(tx);
      // The posted `seconds` is not believed (issue 37): study time comes from activity (study-time.ts).
      await exercises.recordAttempt(
        accountId,
        exerciseId,
        outcome.result.passed,
        0,
        quizAnswer,
        exercise ? passedHowRule(exercise) : {},
      );
      const lessonId = exercise?.lessonId;
      if (lessonId && outcome.result.passed && (await exercises.lessonPassed(accountId, lessonId))) {
        await new ProgressStore(tx).record(accountId, lessonId, true);
      }
    });
  } catch (error) {
    if (!(error instanceof ClaimLost)) throw error;
  }
}
