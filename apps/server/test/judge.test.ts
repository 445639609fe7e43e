import type { Problem, ProblemList, Submission, SubmissionPage } from "@qisi/api/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProblemStore } from "../src/problems/store.ts";
import { SubmissionStore } from "../src/submissions/store.ts";
import { call, newPhone, type SignedIn, signIn } from "./support/client.ts";
import { aPlusB, brokenCpp, rightCpp, wrongCpp } from "./support/judge-fixtures.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";

/** Polls a submission until the judge is done with it. */
export async function verdictOf(
  base: string,
  token: string,
  id: number,
  timeoutMs = 60_000,
): Promise<Submission> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await call<Submission>(base, `/submissions/${id}`, { token });
    if (body.state === "done") return body;
    if (Date.now() > deadline) throw new Error(`submission ${id} still ${body.state}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Issue 18: problems, submissions and the in-process judge on the embedded database. */
describe("judge through the API (PGlite, in-process worker)", () => {
  const adminPhone = newPhone();
  let server: TestServer;
  let base: string;
  let alice: SignedIn;
  let bob: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    // One submission waiting or judged at a time per account, so a second is refused.
    server = await startTestServer("pglite", {
      ADMIN_PHONES: adminPhone,
      SUBMISSIONS_PENDING_PER_ACCOUNT: "1",
    });
    base = server.url;
    await new ProblemStore(server.ctx.db).save([aPlusB()]);
    [alice, bob, admin] = await Promise.all([
      signIn(base, newPhone()),
      signIn(base, newPhone()),
      signIn(base, adminPhone),
    ]);
  }, 120_000);
  afterAll(() => server?.close());

  const submit = (who: SignedIn, source: string, language = "cpp", problem = "test-a-plus-b") =>
    call<{ id: number; detail?: string }>(base, `/problems/${problem}/submissions`, {
      token: who.token,
      body: { language, source },
    });

  it("shows statements to visitors, samples only (hidden tests never leave the server)", async () => {
    const list = await call<ProblemList>(base, "/problems");
    expect(list.status).toBe(200);
    expect(list.body.items).toContainEqual({
      id: "test-a-plus-b",
      title: "两数之和",
      level: 1,
      tags: ["入门", "输入输出"],
      mark: null,
    });
    const problem = await call<Problem>(base, "/problems/test-a-plus-b");
    expect(problem.body).toMatchObject({ timeLimitMs: 1000, memoryLimitMb: 64, testCount: 3 });
    expect(problem.body.samples).toEqual([{ input: "1 2\n", output: "3\n" }]);
    expect(JSON.stringify(problem.body)).not.toContain("-5 3");
    expect((await call(base, "/problems/no-such")).status).toBe(404);
  });

  it("judges a right solution AC, with progress, per-test time and memory", async () => {
    const created = await submit(alice, rightCpp);
    expect(created.status).toBe(202);
    const done = await verdictOf(base, alice.token, created.body.id);
    expect(done).toMatchObject({ verdict: "AC", score: 100, state: "done", problemTitle: "两数之和" });
    expect(done.cases.map((c) => [c.index, c.verdict])).toEqual([
      [1, "AC"],
      [2, "AC"],
      [3, "AC"],
    ]);
    expect(done.cases[0]!.memoryKb).toBeGreaterThan(0);
    expect(JSON.stringify(done.cases)).not.toContain("-2");
    const list = await call<ProblemList>(base, "/problems", { token: alice.token });
    expect(list.body.items.find((p) => p.id === "test-a-plus-b")?.mark).toBe("solved");
  }, 90_000);

  it("judges a wrong solution WA on the failing test, and marks the problem attempted for that child", async () => {
    const created = await submit(bob, wrongCpp);
    const done = await verdictOf(base, bob.token, created.body.id);
    expect(done.verdict).toBe("WA");
    expect(done.cases.find((c) => c.verdict !== "AC")?.index).toBe(3);
    expect(done.score).toBe(66);
    const problem = await call<Problem>(base, "/problems/test-a-plus-b", { token: bob.token });
    expect(problem.body.mark).toBe("attempted");
  }, 90_000);

  it("gives a compile error with the line of the mistake", async () => {
    const created = await submit(alice, brokenCpp);
    const done = await verdictOf(base, alice.token, created.body.id);
    expect(done.verdict).toBe("CE");
    expect(done.diagnostics[0]).toMatchObject({ line: 1, severity: "error" });
  }, 90_000);

  it("lets only the owner (and admins) read a submission", async () => {
    const { body } = await call<SubmissionPage>(base, "/submissions/mine", { token: alice.token });
    const id = body.items[0]!.id;
    expect((await call(base, `/submissions/${id}`, { token: bob.token })).status).toBe(404);
    expect((await call(base, `/submissions/${id}`)).status).toBe(401);
    expect((await call(base, `/submissions/${id}`, { token: admin.token })).status).toBe(200);
    expect((await call(base, "/submissions/999999", { token: alice.token })).status).toBe(404);
  });

  it("lists my submissions newest first, a page at a time", async () => {
    const first = await call<SubmissionPage>(base, "/submissions/mine?limit=1", { token: alice.token });
    expect(first.body.items.map((s) => s.verdict)).toEqual(["CE"]);
    expect(first.body.next).toBeTruthy();
    const second = await call<SubmissionPage>(base, `/submissions/mine?limit=1&until=${first.body.next}`, {
      token: alice.token,
    });
    expect(second.body.items.map((s) => s.verdict)).toEqual(["AC"]);
    expect(second.body.items[0]).not.toHaveProperty("source");
    expect((await call(base, "/submissions/mine?until=garbage", { token: alice.token })).status).toBe(400);
  });

  it("refuses visitors, oversized code and a second submission while one is judging (Chinese 429)", async () => {
    expect(
      (
        await call(base, "/problems/test-a-plus-b/submissions", {
          body: { language: "cpp", source: rightCpp },
        })
      ).status,
    ).toBe(401);
    const big = await submit(alice, `// ${"长".repeat(22_000)}\n${rightCpp}`);
    expect(big.status).toBe(413);
    expect(big.body.detail).toContain("64 KB");
    expect((await submit(alice, rightCpp, "cpp", "no-such")).status).toBe(404);
    const carol = await signIn(base, newPhone());
    const [one, two] = await Promise.all([submit(carol, rightCpp), submit(carol, rightCpp)]);
    expect([one.status, two.status].sort()).toEqual([202, 429]);
    const refused = one.status === 429 ? one : two;
    expect(refused.body.detail).toContain("评测中");
    const accepted = one.status === 202 ? one : two;
    await verdictOf(base, carol.token, accepted.body.id);
    expect((await submit(carol, rightCpp)).status).toBe(202);
  }, 120_000);

  it("stores a submission only together with its queue job (one transaction)", async () => {
    const erin = await signIn(base, newPhone());
    const store = new SubmissionStore(server.ctx.db);
    const input = { problemId: "test-a-plus-b", language: "cpp" as const, source: rightCpp };
    await expect(
      store.create(erin.id, input, 1, async () => {
        throw new Error("queue down");
      }),
    ).rejects.toThrow("queue down");
    const { body } = await call<SubmissionPage>(base, "/submissions/mine", { token: erin.token });
    expect(body.items).toEqual([]);
    // Nothing left behind counts against the limit: the next try goes through.
    expect((await submit(erin, rightCpp)).status).toBe(202);
  });

  it("judges Python too: a right solution AC, a syntax error CE", async () => {
    const dave = await signIn(base, newPhone());
    const created = await submit(dave, "a, b = map(int, input().split())\nprint(a + b)\n", "python");
    expect(created.status).toBe(202);
    expect((await verdictOf(base, dave.token, created.body.id)).verdict).toBe("AC");
    const broken = await submit(dave, "print(1\n", "python");
    expect((await verdictOf(base, dave.token, broken.body.id)).verdict).toBe("CE");
  }, 120_000);
});
