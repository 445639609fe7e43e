import type { Compiler } from "@qisi/judge";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exerciseAttempts, exerciseProgress } from "../src/db/schema.ts";
import { attemptConfirmed, call, newPhone, type SignedIn, signIn } from "./support/client.ts";
import { startTestPostgres, type TestPostgres } from "./support/postgres.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";

/**
 * Issue 38, the attempt route's plumbing and its bad input: every check goes through the one
 * queue; who may ask about an attempt; a full queue, nobody checking, a broken compiler and a
 * database that does not answer each give the child a Chinese sentence that says what to do,
 * never a 500, and nothing is recorded that the server did not confirm. Real server, real checks.
 */

const python = "25s2-01-l1-e2";
const cpp = "25s2-03-l1-e2";
const rightPython = 'print("小林，生日快乐！")\n';
const loopForever = "while True:\n    pass\n";
const chinese = /[\u4e00-\u9fff]/;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("checks through the queue (PGlite, one in-process worker)", () => {
  let server: TestServer;
  let base: string;
  let children: SignedIn[];
  beforeAll(async () => {
    server = await startTestServer("pglite", {
      JUDGE_WORKERS: "1",
      QUEUE_MAX: "1",
      ATTEMPT_WAIT_MS: "300",
    });
    base = server.url;
    children = await Promise.all([1, 2, 3].map(() => signIn(base, newPhone())));
  }, 60_000);
  afterAll(() => server?.close());

  const post = (who: SignedIn | null, exerciseId: string, body: unknown) =>
    call(base, `/exercises/${exerciseId}/attempts`, { token: who?.token ?? null, body });
  const recordOf = async (who: SignedIn, exerciseId: string) =>
    (
      await server.ctx.db
        .select()
        .from(exerciseProgress)
        .where(and(eq(exerciseProgress.accountId, who.id), eq(exerciseProgress.exerciseId, exerciseId)))
    )[0];

  it("answers an attempt to its owner only: others get the 404 of a missing one, visitors 401, bad ids 400", async () => {
    const [owner, other] = children as [SignedIn, SignedIn];
    const confirmed = await attemptConfirmed(base, owner.token, python, {
      kind: "python",
      code: rightPython,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ state: "confirmed", result: { passed: true } });
    const id = confirmed.body.attemptId as number;
    const mine = await call(base, `/exercises/attempts/${id}`, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toContain("no-store");
    expect(mine.body).toMatchObject({ state: "confirmed", attemptId: id, exerciseId: python });
    const theirs = await call(base, `/exercises/attempts/${id}`, { token: other.token });
    const missing = await call(base, `/exercises/attempts/${id + 1000}`, { token: other.token });
    expect([theirs.status, missing.status]).toEqual([404, 404]);
    expect(theirs.body).toEqual(missing.body);
    expect(theirs.body.detail).toMatch(chinese);
    expect((await call(base, `/exercises/attempts/${id}`)).status).toBe(401);
    for (const bad of ["abc", "0", "-1", "1.5", "99999999999"]) {
      const reply = await call(base, `/exercises/attempts/${bad}`, { token: owner.token });
      expect(reply.status, bad).toBe(400);
      expect(reply.body.detail).toMatch(chinese);
    }
  }, 120_000);

  it("a full queue: 429 queue_full with Retry-After and the Chinese sentence, nothing stored", async () => {
    const [looper, waiter, late] = children as [SignedIn, SignedIn, SignedIn];
    // The only worker slot is busy with a loop until its time limit; one check may wait.
    const loop = await post(looper, python, { kind: "python", code: loopForever });
    expect(loop.status).toBe(202);
    await until(
      () => server.ctx.db.execute(sql`SELECT count(*)::int AS n FROM work_jobs WHERE state = 'running'`),
      (result) => (result as unknown as { rows: { n: number }[] }).rows[0]!.n === 1,
    );
    const queued = await post(waiter, python, { kind: "python", code: rightPython });
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ state: "pending", exerciseId: python });
    const before = await server.ctx.db.select().from(exerciseAttempts);
    const refused = await post(late, python, { kind: "python", code: rightPython });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("10");
    expect(refused.body).toMatchObject({
      code: "queue_full",
      detail: "排队的同学有点多，10 秒后再点一次检查。",
      retryAfter: 10,
    });
    expect(await server.ctx.db.select().from(exerciseAttempts)).toHaveLength(before.length);
    // The loop ends at its time limit as the child's mistake; the waiting check is then confirmed.
    const loopAnswer = await attemptConfirmedAnswer(looper, loop.body.attemptId);
    expect(loopAnswer.body.result).toMatchObject({ passed: false });
    expect(loopAnswer.body.result.message).toContain("循环");
    const waited = await attemptConfirmedAnswer(waiter, queued.body.attemptId);
    expect(waited.body).toMatchObject({ state: "confirmed", result: { passed: true } });
    expect((await recordOf(waiter, python))?.passedAt).not.toBeNull();
    expect(await recordOf(late, python)).toBeUndefined();
  }, 120_000);

  const attemptConfirmedAnswer = async (who: SignedIn, attemptId: number) =>
    until(
      () => call(base, `/exercises/attempts/${attemptId}`, { token: who.token }),
      (reply) => reply.status !== 202,
      90_000,
    );
});

describe("when nobody can check", () => {
  it("no worker at all: 503 checks_unavailable that says to try again in a while, nothing stored", async () => {
    const server = await startTestServer("pglite", { JUDGE_WORKERS: "0" });
    try {
      const child = await signIn(server.url, newPhone());
      const reply = await call(server.url, `/exercises/${python}/attempts`, {
        token: child.token,
        body: { kind: "python", code: rightPython },
      });
      expect(reply.status).toBe(503);
      expect(reply.body.code).toBe("checks_unavailable");
      expect(reply.body.detail).toContain("再点一次“检查”");
      expect(reply.headers.get("retry-after")).toBe("10");
      expect(await server.ctx.db.select().from(exerciseAttempts)).toEqual([]);
    } finally {
      await server.close();
    }
  }, 60_000);

  it("a broken compiler: the C++ check answers 503 with a Chinese sentence that says what to do, nothing recorded", async () => {
    const broken: Compiler = {
      name: "broken",
      compile: () => Promise.reject(new Error("spawn clang++-19 ENOENT")),
      close: async () => {},
    };
    const server = await startTestServer("pglite", { JUDGE_WORKERS: "1" }, { cppCompiler: () => broken });
    try {
      const child = await signIn(server.url, newPhone());
      const code = '#include <iostream>\nint main() { std::cout << "欢迎来到小启的展台！\\n"; }\n';
      const reply = await attemptConfirmed(server.url, child.token, cpp, { kind: "cpp", code });
      expect(reply.status, JSON.stringify(reply.body)).toBe(503);
      expect(reply.body.code).toBe("checks_unavailable");
      expect(reply.body.detail).toContain("请过一会儿再点一次“检查”");
      const progress = await server.ctx.db.select().from(exerciseProgress);
      expect(progress).toEqual([]);
      const [attempt] = await server.ctx.db.select().from(exerciseAttempts);
      expect(attempt).toMatchObject({ state: "failed", result: null });
    } finally {
      await server.close();
    }
  }, 120_000);
});

describe("when the database does not answer", () => {
  let postgres: TestPostgres;
  let server: TestServer;
  let stopped = false;
  beforeAll(async () => {
    postgres = await startTestPostgres();
    server = await startTestServer("postgres", { DATABASE_URL: postgres.url, JUDGE_WORKERS: "1" });
  }, 120_000);
  afterAll(async () => {
    await server?.close().catch(() => {});
    if (!stopped) postgres?.stop();
  });

  it("a check answers a Chinese 503 that says to try again, and the health check says down", async () => {
    const child = await signIn(server.url, newPhone());
    postgres.stop();
    stopped = true;
    const reply = await call(server.url, `/exercises/${python}/attempts`, {
      token: child.token,
      body: { kind: "python", code: rightPython },
    });
    expect(reply.status).toBe(503);
    expect(reply.body).toMatchObject({ code: "unavailable" });
    expect(reply.body.detail).toContain("过一会儿再试");
    expect(reply.headers.get("retry-after")).toBe("10");
    expect((await call(server.url, "/healthz")).status).toBe(503);
  }, 60_000);
});
