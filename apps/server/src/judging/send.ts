import type { PgBoss } from "pg-boss";
import { type JudgeJob, judgeQueue } from "./queue.ts";

/** Puts a stored submission on the judge queue (any worker on the same database may take it). */
export async function enqueueJudging(boss: PgBoss, submissionId: number): Promise<void> {
  const job: JudgeJob = { submissionId };
  await boss.send(judgeQueue, job);
}
