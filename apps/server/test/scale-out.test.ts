import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../src/db/connect.ts";
import { exerciseAttempts, exerciseProgress } from "../src/db/schema.ts";
import { type ChildServer, spawnServer } from "./support/child-server.ts";
import { attemptConfirmed, call, newPhone, type SignedIn, signIn } from "./support/client.ts";
import { freshPostgresDatabase } from "./support/test-server.ts";
import { startWorkerProcess, stopWorkerProcess, type WorkerProcess } from "./support/worker-process.ts";

/**
 * Issue 38, scale-out: two server instances with no workers of their own and two worker processes
 * on one Postgres, as production runs them. Any press of 检查 may land on either server and be
 * checked by either worker: each attempt is recorded exactly once, the per-account limits hold
 * across both servers, and a worker killed in the middle of a check has the check run again by the
 * other one.
 */

/** The free first lesson (25s2-python-cpp-01): a modify task in Python, and a prediction to mark. */
const python = "25s2-01-l1-e2";
const predict = "25s2-01-l1-e1";
const rightPython = 'print("小林，生日快乐！")\n';
/**
 * Right, but slow enough to be killed in the middle of: a 3 s wait that is not CPU (no limit
 * reached) and not `time.sleep`, which a check skips (the check driver makes it instant).
 */
const slowPython = 'import select\nselect.select([], [], [], 3)\nprint("小林，生日快乐！")\n';
/** The prediction's choices: A (0) is right. */
const guess = (right: boolean) => ({ kind: "predict", answer: { choice: right ? 0 : 1 } });
/** Distinct sources that each take the compiler a while: the whole standard library, no header cache. */
const slowCpp = (n: number) => `#include <bits/stdc++.h>\n// ${n}\nint main() { std::cout << ${n}; }\n`;

const queueEnv = { JUDGE_HEARTBEAT_SECONDS: "3", JUDGE_MONITOR_SECONDS: "1" };

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("two servers and two workers on one Postgres", () => {
  let servers: ChildServer[] = [];
  let workers: WorkerProcess[] = [];
  let database: Database;
  beforeAll(async () => {
    const url = await freshPostgresDatabase();
    const env = {
      DATABASE_URL: url,
      JWT_SECRET: "shared-by-both",
      SMS_DAILY_PER_IP: "1000",
      JUDGE_WORKERS: "0",
      EXERCISE_ATTEMPTS_PER_MINUTE: "8",
      ATTEMPT_WAIT_MS: "500",
      ...queueEnv,
    };
    servers = await Promise.all([spawnServer(env), spawnServer(env)]);
    workers = await Promise.all(
      [1, 2].map(() => startWorkerProcess({ DATABASE_URL: url, JUDGE_WORKERS: "1", ...queueEnv })),
    );
    database = await openDatabase({ databaseUrl: url, dataDir: null });
  }, 240_000);
  afterAll(async () => {
    await Promise.all(workers.map(stopWorkerProcess));
    for (const server of servers) if (server.process.exitCode === null) server.process.kill("SIGTERM");
    await Promise.all(servers.map((server) => server.exited));
    await database?.close();
  }, 60_000);

  const base = (n: number) => servers[n % 2]!.base;
  const rowsOf = async <T>(query: SQL) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const attemptsOf = (who: SignedIn) =>
    database.db.select().from(exerciseAttempts).where(eq(exerciseAttempts.accountId, who.id));
  const progressOf = async (who: SignedIn, exerciseId: string) =>
    (
      await database.db
        .select()
        .from(exerciseProgress)
        .where(and(eq(exerciseProgress.accountId, who.id), eq(exerciseProgress.exerciseId, exerciseId)))
    )[0];

  it("records every attempt exactly once, whichever server took it and whichever worker checked it", async () => {
    const children = await Promise.all(Array.from({ length: 8 }, (_, n) => signIn(base(n), newPhone())));
    const answers = await Promise.all(
      children.flatMap((child, n) => [
        attemptConfirmed(base(n), child.token, python, { kind: "python", code: rightPython }),
        attemptConfirmed(base(n + 1), child.token, predict, guess(n % 2 === 1)),
      ]),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    for (const [n, child] of children.entries()) {
      expect((await progressOf(child, python))?.attempts).toBe(1);
      expect((await progressOf(child, predict))?.attempts).toBe(1);
      expect((await progressOf(child, predict))?.passedAt !== null).toBe(n % 2 === 1);
      const rows = await attemptsOf(child);
      expect(rows.map((row) => [row.state, row.runs])).toEqual([
        ["done", 1],
        ["done", 1],
      ]);
    }
    // Nothing is left in the queue.
    expect(await rowsOf<{ n: number }>(sql`SELECT count(*)::int AS n FROM work_jobs`)).toEqual([{ n: 0 }]);
  }, 180_000);

  it("keeps each account's limits across both servers: attempts a minute, and one compile at a time", async () => {
    const child = await signIn(base(0), newPhone());
    const statuses: number[] = [];
    for (let n = 0; n < 9; n += 1) {
      const reply = await attemptConfirmed(base(n), child.token, predict, guess(true));
      statuses.push(reply.status);
    }
    // Eight a minute (EXERCISE_ATTEMPTS_PER_MINUTE), counted together although each server saw at most five.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);

    const compiler = await signIn(base(1), newPhone());
    const [one, two] = await Promise.all(
      [0, 1].map((n) =>
        call(base(n), "/cpp/compile", { token: compiler.token, body: { source: slowCpp(n) } }),
      ),
    );
    expect([one!.status, two!.status].sort()).toEqual([200, 429]);
    const refused = one!.status === 429 ? one! : two!;
    expect(refused.body.detail).toContain("还在编译");
  }, 180_000);

  it("runs a check again on the other worker when its worker is killed in the middle, and records it once", async () => {
    const child = await signIn(base(0), newPhone());
    const sent = await call(base(0), `/exercises/${python}/attempts`, {
      token: child.token,
      body: { kind: "python", code: slowPython },
    });
    expect(sent.status).toBe(202);
    const attemptId = sent.body.attemptId as number;
    const running = await until(
      () =>
        rowsOf<{ worker: string }>(
          sql`SELECT worker FROM work_jobs WHERE task = 'attempt' AND ref_id = ${attemptId} AND state = 'running'`,
        ),
      (rows) => rows.length === 1,
    );
    const pid = Number(running[0]!.worker.split(":")[1]);
    const victim = workers.find((worker) => worker.process.pid === pid)!;
    expect(victim).toBeDefined();
    victim.process.kill("SIGKILL");
    await victim.exited;

    const answer = await until(
      () => call(base(1), `/exercises/attempts/${attemptId}`, { token: child.token }),
      (reply) => reply.status !== 202,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ state: "confirmed", result: { passed: true } });
    const [row] = await database.db
      .select()
      .from(exerciseAttempts)
      .where(inArray(exerciseAttempts.id, [attemptId]));
    expect(row).toMatchObject({ state: "done", runs: 2 });
    expect((await progressOf(child, python))?.attempts).toBe(1);
  }, 180_000);
});
