/**
 * Judge queue benchmark (issue 18): submissions of a 3-test A+B through the pg-boss queue on a
 * throwaway Postgres, judged by separate worker processes (`judge-worker.ts`), as production runs
 * them. Prints submissions/s and the time from storing a submission to its verdict.
 *
 *   node --conditions=source apps/server/bench/judge-queue.ts [--submissions 40] [--workers 2]
 */
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { inArray } from "drizzle-orm";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/connect.ts";
import { accounts, submissions } from "../src/db/schema.ts";
import { openJudgeQueue } from "../src/judging/queue.ts";
import { enqueueJudging } from "../src/judging/send.ts";
import { ProblemStore } from "../src/problems/store.ts";
import { SubmissionStore } from "../src/submissions/store.ts";
import { aPlusB, rightCpp } from "../test/support/judge-fixtures.ts";
import { startTestPostgres } from "../test/support/postgres.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback;
const count = option("--submissions", 40);
const workerCount = option("--workers", 2);
const workerEntry = fileURLToPath(new URL("../src/judge-worker.ts", import.meta.url));

const postgres = await startTestPostgres();
const workers: ChildProcess[] = [];
try {
  const config = loadConfig({ DATABASE_URL: postgres.url, JUDGE_WORKERS: "0", PROBLEMS_DIR: "" });
  const database = await openDatabase({ databaseUrl: postgres.url, dataDir: null });
  const boss = await openJudgeQueue(database, config.judge);
  await new ProblemStore(database.db).save([aPlusB()]);
  for (let i = 0; i < workerCount; i += 1) {
    const child = spawn(process.execPath, ["--conditions=source", workerEntry], {
      env: { ...process.env, DATABASE_URL: postgres.url, JUDGE_WORKERS: "1", LOG_LEVEL: "error" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    workers.push(child);
    await new Promise<void>((resolve) =>
      child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve()),
    );
  }
  // One account per submission: the one-judging-at-a-time limit is per child.
  const rows = await database.db
    .insert(accounts)
    .values(Array.from({ length: count }, (_, i) => ({ phone: `1990000${String(i).padStart(4, "0")}` })))
    .returning({ id: accounts.id });
  const store = new SubmissionStore(database.db);
  // Warm-up: the first compile in each worker starts the compiler and caches headers.
  const warm = await store.create(
    rows[0]!.id,
    { problemId: "test-a-plus-b", language: "cpp", source: rightCpp },
    1,
  );
  await enqueueJudging(boss, warm!);
  await waitDone(database, [warm!]);

  const started = Date.now();
  const ids: number[] = [];
  for (const row of rows.slice(1)) {
    const id = await store.create(
      row.id,
      { problemId: "test-a-plus-b", language: "cpp", source: rightCpp },
      1,
    );
    await enqueueJudging(boss, id!);
    ids.push(id!);
  }
  const done = await waitDone(database, ids);
  const seconds = (Date.now() - started) / 1000;
  const latencies = done.map((s) => s.finishedAt!.getTime() - s.createdAt.getTime()).sort((a, b) => a - b);
  const verdicts = new Set(done.map((s) => s.verdict));
  console.log(
    JSON.stringify({
      submissions: ids.length,
      workers: workerCount,
      seconds,
      perSecond: Number((ids.length / seconds).toFixed(2)),
      latencyMs: { median: latencies[Math.floor(latencies.length / 2)], max: latencies.at(-1) },
      verdicts: [...verdicts],
    }),
  );
  await boss.stop({ graceful: false, close: true });
  await database.close();
} finally {
  for (const worker of workers) worker.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1000));
  postgres.stop();
}

async function waitDone(database: Awaited<ReturnType<typeof openDatabase>>, ids: number[]) {
  for (;;) {
    const rows = await database.db.select().from(submissions).where(inArray(submissions.id, ids));
    if (rows.every((row) => row.state === "done")) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
