import { describeRunners } from "@qisi/judge";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/connect.ts";
import { openJudgeQueue } from "./judging/queue.ts";
import { startJudgeWorkers } from "./judging/workers.ts";

/**
 * A judge worker on its own (`pnpm --filter @qisi/judge worker`, or `node dist/judge-worker.js`):
 * takes submissions from the queue in the database named by `DATABASE_URL` and judges
 * `JUDGE_WORKERS` (default 1) at a time. Start more of them, on more machines, to judge more. It
 * lives in the server package because the submissions and problems tables are the server's; the
 * judge package stays free of the server (its `worker` script runs this file).
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new Error(
      "A separate judge worker needs DATABASE_URL (Postgres): the embedded database belongs to the server process, which judges in-process.",
    );
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: null });
  const boss = await openJudgeQueue(database, config.judge);
  const workers = await startJudgeWorkers(
    boss,
    database.db,
    Math.max(1, config.judge.workers),
    config.judge.runner,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    // Jobs in hand finish first; a job cut off here is given to another worker after its heartbeat.
    await workers.stop();
    await boss.stop({ graceful: false, close: true });
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
  process.stdout.write(
    `启思编程 judge worker ready (${Math.max(1, config.judge.workers)} at a time; ${describeRunners(config.judge.runner)})\n`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
