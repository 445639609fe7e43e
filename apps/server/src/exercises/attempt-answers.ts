import { type AttemptAnswer, ExerciseCheckResult } from "@qisi/api/contract";
import type { Db } from "../db/connect.ts";
import { notCheckedBecause } from "../judging/attempt-jobs.ts";
import { resourceOf } from "../judging/work-queue.ts";
import type { WorkSystem } from "../judging/work-system.ts";
import type { AttemptRow, AttemptStore } from "./attempt-store.ts";
import type { ExerciseRow } from "./checkers.ts";
import { notChecked } from "./errors.ts";
import { revealFor } from "./reveal.ts";
import type { ExerciseStore } from "./store.ts";
import { toExerciseProgress } from "./views.ts";

export interface AttemptAnswerDeps {
  db: Db;
  store: ExerciseStore;
  attempts: AttemptStore;
  work: WorkSystem;
}

/** How soon the player asks again about an attempt still waiting (its GET itself waits a little too). */
const askAgainMs = 500;

/**
 * What the learner is told about an attempt: the server's confirmed result with their record, or
 * "pending" (ask again), or — when the server could not check it — a 503 whose Chinese `detail`
 * says what to do. An attempt still waiting while no worker that can check it is alive is ended
 * here, not left waiting for nothing.
 */
export async function attemptAnswer(
  deps: AttemptAnswerDeps,
  row: AttemptRow,
  exercise: ExerciseRow,
): Promise<AttemptAnswer> {
  if (row.state === "done") {
    const [progress] = await deps.store.progress(row.accountId, [row.exerciseId]);
    return {
      state: "confirmed",
      attemptId: row.id,
      exerciseId: row.exerciseId,
      // What the child may read of a marked answer depends on the record as it is now (reveal.ts).
      result: revealFor(exercise, ExerciseCheckResult.parse(row.result), progress),
      progress: toExerciseProgress(row.exerciseId, progress),
      lessonDone: await deps.store.lessonPassed(row.accountId, exercise.lessonId),
    };
  }
  if (row.state === "failed") throw notChecked(row.failure ?? notCheckedBecause["worker-died"]);
  if (row.state === "queued" && !(await liveWorkerFor(deps.work, exercise))) {
    const ended = await deps.db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      return (
        (await deps.work.queue.cancelQueued(t, "attempt", row.id)) &&
        (await deps.attempts.fail(t, row.id, notCheckedBecause["no-worker"]))
      );
    });
    if (ended) throw notChecked(notCheckedBecause["no-worker"]);
  }
  return { state: "pending", attemptId: row.id, exerciseId: row.exerciseId, retryAfterMs: askAgainMs };
}

/** Whether some process that checks this kind sent a heartbeat within its lease (a missed one or two is fine). */
export function liveWorkerFor(
  work: WorkSystem,
  exercise: Pick<ExerciseRow, "kind" | "spec">,
): Promise<boolean> {
  return work.registry.serving(resourceOf(exercise), work.livenessSeconds);
}
