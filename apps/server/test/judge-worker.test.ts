import type { Submission } from "@qisi/api/contract";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { submissions } from "../src/db/schema.ts";
import { ProblemStore } from "../src/problems/store.ts";
import { call, newPhone, type SignedIn, signIn } from "./support/client.ts";
import { aPlusB, rightCpp } from "./support/judge-fixtures.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";
import { startWorkerProcess, stopWorkerProcess, type WorkerProcess } from "./support/worker-process.ts";

/** Busy on every test until the limit stops it: three tests keep a worker busy for ~7 s. */
const spinCpp = "int main(){ volatile unsigned x = 0; for (;;) x = x + 1; }\n";

/** Quick crash detection for the test: a hold that lasts 10 s without a heartbeat, looked for every second. */
const queueEnv = { JUDGE_HEARTBEAT_SECONDS: "10", JUDGE_MONITOR_SECONDS: "1" };

const started: WorkerProcess[] = [];
const startWorker = async (env: Record<string, string>) => {
  const worker = await startWorkerProcess({ ...queueEnv, ...env });
  started.push(worker);
  return worker;
};

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Issue 18, queue and scale: the server only stores and queues (JUDGE_WORKERS=0); separate worker
 * processes on the same Postgres judge. A worker killed mid-judging does not leave the child
 * waiting: its job goes to another worker, or, when retries are spent, ends as 系统错误.
 */
describe.each([
  { retryLimit: "2", name: "a worker killed mid-judging: another worker judges the submission again" },
  {
    retryLimit: "0",
    name: "a worker killed mid-judging with no retries left: the submission ends SE, not stuck",
  },
])("separate judge workers on Postgres", ({ retryLimit, name }) => {
  let server: TestServer;
  let child: SignedIn;
  let env: Record<string, string>;
  afterEach(async () => {
    for (const worker of started.splice(0)) await stopWorkerProcess(worker);
  });
  afterAll(() => server?.close());

  const submit = (source: string) =>
    call<{ id: number }>(server.url, "/problems/test-a-plus-b/submissions", {
      token: child.token,
      body: { language: "cpp", source },
    });
  const read = (id: number) =>
    call<Submission>(server.url, `/submissions/${id}`, { token: child.token }).then((reply) => reply.body);
  const attemptsOf = async (id: number) =>
    (await server.ctx.db.select().from(submissions).where(eq(submissions.id, id)))[0]!.attempts;

  it(name, async () => {
    server = await startTestServer("postgres", {
      JUDGE_WORKERS: "0",
      JUDGE_RETRY_LIMIT: retryLimit,
      ...queueEnv,
    });
    env = { DATABASE_URL: server.ctx.config.databaseUrl!, JUDGE_RETRY_LIMIT: retryLimit };
    await new ProblemStore(server.ctx.db).save([aPlusB()]);
    child = await signIn(server.url, newPhone());

    // Nobody judges in the server: the submission waits in the queue until a worker starts.
    const right = await submit(rightCpp);
    expect(right.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await read(right.body.id)).state).toBe("queued");
    const first = await startWorker(env);
    const judged = await until(
      () => read(right.body.id),
      (s) => s.state === "done",
      60_000,
    );
    expect(judged.verdict).toBe("AC");

    const spin = await submit(spinCpp);
    await until(
      () => read(spin.body.id),
      (s) => s.state === "running",
      60_000,
    );
    first.process.kill("SIGKILL");
    await first.exited;
    const cutOff = await read(spin.body.id);
    expect(cutOff.state).not.toBe("done");

    if (retryLimit === "0") {
      // Only the server is left; it settles the given-up job once the heartbeat is missed.
      const ended = await until(
        () => read(spin.body.id),
        (s) => s.state === "done",
        60_000,
      );
      expect(ended.verdict).toBe("SE");
      expect(ended.diagnostics[0]?.message).toContain("评测机");
    } else {
      await startWorker(env);
      const ended = await until(
        () => read(spin.body.id),
        (s) => s.state === "done",
        90_000,
      );
      expect(ended.verdict).toBe("TLE");
      expect(ended.cases.map((c) => c.verdict)).toEqual(["TLE", "TLE", "TLE"]);
      expect(await attemptsOf(spin.body.id)).toBe(2);
    }
    // And the next submission is judged normally.
    if (retryLimit === "0") await startWorker(env);
    const next = await submit(rightCpp);
    expect(next.status).toBe(202);
    expect(
      (
        await until(
          () => read(next.body.id),
          (s) => s.state === "done",
          60_000,
        )
      ).verdict,
    ).toBe("AC");
  }, 240_000);
});
