import type { PGlite } from "@electric-sql/pglite";
import { fromPglite, PgBoss } from "pg-boss";
import type { JudgeSettings } from "../config.ts";
import type { Database } from "../db/connect.ts";

/** The queue of submissions to judge, and where a job goes once every retry is spent. */
export const judgeQueue = "judge";
export const judgeFailedQueue = "judge-failed";

export interface JudgeJob {
  submissionId: number;
}

/**
 * pg-boss on the server's own database: PGlite in-process (its single connection, shared with the
 * server) or Postgres (its own small pool). Every process that judges or submits opens one; they
 * find each other's jobs through the tables, so a worker on another machine just points at the
 * same `DATABASE_URL`.
 *
 * A worker holding a job sends a heartbeat every `heartbeatSeconds / 2`; when one dies (killed,
 * out of memory, machine gone), the monitor of any live process sees the missed heartbeat and puts
 * the job back for another worker, up to `retryLimit` times, then into `judge-failed`, whose
 * handler gives the submission 系统错误 (SE). A submission is never left "judging" forever.
 */
export async function openJudgeQueue(database: Database, settings: JudgeSettings): Promise<PgBoss> {
  const common = {
    monitorIntervalSeconds: settings.monitorSeconds,
    superviseIntervalSeconds: settings.monitorSeconds,
    useListenNotify: true,
    // Scheduling (cron) is not used; fewer timers on a busy machine.
    schedule: false,
  };
  const boss =
    database.kind === "pglite"
      ? new PgBoss({
          ...common,
          db: fromPglite((database as Database & { client: PGlite }).client),
          backend: "pglite",
        })
      : new PgBoss({ ...common, connectionString: database.url, max: 4 });
  // pg-boss reports failures of its own timers here; unhandled, an 'error' event ends the process.
  boss.on("error", (error) => {
    process.emitWarning(`judge queue: ${(error as Error).message}`);
  });
  await boss.start();
  const options = {
    heartbeatSeconds: settings.heartbeatSeconds,
    retryLimit: settings.retryLimit,
    // A judge run is seconds; an hour means something is wrong beyond a missed heartbeat.
    expireInSeconds: 3600,
    deleteAfterSeconds: 24 * 3600,
    notify: true,
  };
  await boss.createQueue(judgeFailedQueue, { ...options, retryLimit: 5 });
  await boss.createQueue(judgeQueue, { ...options, deadLetter: judgeFailedQueue });
  await boss.updateQueue(judgeQueue, { retryLimit: settings.retryLimit, deadLetter: judgeFailedQueue });
  return boss;
}
