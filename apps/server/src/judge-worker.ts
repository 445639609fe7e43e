import { availableParallelism } from "node:os";
import { describeRunners } from "@qisi/judge";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/connect.ts";
import { createWorkSystem } from "./judging/work-system.ts";

/**
 * A worker on its own (`pnpm --filter @qisi/judge worker`, or `node dist/judge-worker.js`): takes
 * lesson checks and judge submissions from the one queue in the database named by `DATABASE_URL`
 * and runs `JUDGE_WORKERS` (default: one per core) at a time. Start more of them, on more machines,
 * to check and judge more. It lives in the server package because the tables are the server's;
 * the judge package stays free of the server (its `worker` script runs this file).
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new Error(
      "A separate worker needs DATABASE_URL (Postgres): the embedded database belongs to the server process, which checks and judges in-process.",
    );
  }
  const slots = Math.max(
    1,
    config.env.JUDGE_WORKERS === undefined ? availableParallelism() : config.judge.workers,
  );
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: null });
  const work = createWorkSystem(database, config.judge, {
    slots,
    onError: (error) => console.error(`work queue: ${error instanceof Error ? error.message : error}`),
  });
  await work.start();
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    // Jobs in hand finish first (for a while); the rest go back to the queue for another worker.
    await work.stop();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
  process.stdout.write(
    `启思编程 judge worker ready (${slots} at a time; ${describeRunners(config.judge.runner)})\n`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
