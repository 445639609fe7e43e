import { createRunner, type RunnerChoice } from "@qisi/judge";
import type { PgBoss } from "pg-boss";
import type { Db } from "../db/connect.ts";
import { ProblemStore } from "../problems/store.ts";
import { SubmissionStore } from "../submissions/store.ts";
import { giveUp, type JudgeDeps, judgeSubmission } from "./judge-submission.ts";
import { type JudgeJob, judgeFailedQueue, judgeQueue } from "./queue.ts";

export interface JudgeWorkers {
  stop(): Promise<void>;
}

/**
 * Judges jobs from the queue, `concurrency` at a time, in this process: the server's in-process
 * pool (embedded default) and the separate `judge-worker` process run the same code. One runner
 * serves every slot (its compiler and Python sandbox are started once and reused).
 */
export async function startJudgeWorkers(
  boss: PgBoss,
  db: Db,
  concurrency: number,
  runnerChoice?: RunnerChoice,
): Promise<JudgeWorkers> {
  const submissions = new SubmissionStore(db);
  const polling = { pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 0.5 };
  // Every process settles given-up jobs (cheap), so a server whose judging is left to separate
  // workers still answers SE when those workers keep dying.
  await boss.work<JudgeJob>(judgeFailedQueue, { ...polling, batchSize: 10 }, async (jobs) => {
    for (const job of jobs) await giveUp({ submissions }, job.data.submissionId);
  });
  const runner = concurrency > 0 ? createRunner(runnerChoice) : null;
  if (runner) {
    const deps: JudgeDeps = { submissions, problems: new ProblemStore(db), runner };
    // Jobs are claimed two per slot and judged `concurrency` at a time: while a full batch keeps
    // coming back the worker fetches again at once (burst); with one job per fetch pg-boss would
    // wait its polling interval between jobs (1 submission/s with 2 workers, bench/judge-queue.ts).
    await boss.work<JudgeJob>(
      judgeQueue,
      { ...polling, batchSize: 2 * concurrency, burstWhenBatchFull: true },
      async (jobs) => {
        let next = 0;
        const slot = async () => {
          while (next < jobs.length) await judgeSubmission(deps, jobs[next++]!.data.submissionId);
        };
        await Promise.all(Array.from({ length: concurrency }, slot));
      },
    );
  }
  return {
    async stop() {
      if (runner) await boss.offWork(judgeQueue, { wait: true });
      await boss.offWork(judgeFailedQueue, { wait: true });
      await runner?.close();
    },
  };
}
