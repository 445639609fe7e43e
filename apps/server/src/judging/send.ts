import { sql } from "drizzle-orm";
import { fromDrizzle, type PgBoss } from "pg-boss";
import type { Db } from "../db/connect.ts";
import { type JudgeJob, judgeQueue } from "./queue.ts";

/**
 * Puts a submission on the judge queue (any worker on the same database may take it). Given the
 * transaction that stores the submission, the job is written in it: both or neither.
 */
export async function enqueueJudging(boss: PgBoss, submissionId: number, tx?: Db): Promise<void> {
  const job: JudgeJob = { submissionId };
  // Both drivers answer `execute` with `{rows}` (node-postgres and PGlite), which is what the adapter reads.
  const db = tx ? fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql) : undefined;
  await boss.send(judgeQueue, job, db ? { db } : {});
}
