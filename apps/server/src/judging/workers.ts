import { createRunner } from "@qisi/judge";
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
export async function startJudgeWorkers(boss: PgBoss, db: Db, concurrency: number): Promise<JudgeWorkers> {
  const submissions = new SubmissionStore(db);
  const polling = { pollingIntervalSeconds: 0.5, notifyPollingIntervalSeconds: 2 };
  // Every process settles given-up jobs (cheap), so a server whose judging is left to separate
  // workers still answers SE when those workers keep dying.
  await boss.work<JudgeJob>(judgeFailedQueue, { ...polling, batchSize: 10 }, async (jobs) => {
    for (const job of jobs) await giveUp({ submissions }, job.data.submissionId);
  });
  const runner = concurrency > 0 ? createRunner() : null;
  if (runner) {
    const deps: JudgeDeps = { submissions, problems: new ProblemStore(db), runner };
    await boss.work<JudgeJob>(
      judgeQueue,
      { ...polling, batchSize: 1, localConcurrency: concurrency },
      async ([job]) => {
        if (job) await judgeSubmission(deps, job.data.submissionId);
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
