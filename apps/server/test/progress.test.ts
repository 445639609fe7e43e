import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountDeletionStore } from "../src/accounts/deletion-store.ts";
import { buyPackage, call, newPhone, type SignedIn, signIn } from "./support/client.ts";
import { backends, startTestServer, type TestServer } from "./support/test-server.ts";

describe.each(backends)("lesson progress on %s", (backend) => {
  let server: TestServer;
  let base: string;
  let learner: SignedIn;
  let other: SignedIn;
  beforeAll(async () => {
    server = await startTestServer(backend);
    base = server.url;
    learner = await signIn(base, newPhone());
    other = await signIn(base, newPhone());
    // Progress is on lessons one may learn: the learner bought the course, `other` did not.
    await buyPackage(base, learner, "25s2-01-full");
  });
  afterAll(() => server.close());

  const mark = (who: SignedIn, lessonId: string, body: unknown = {}) =>
    call(base, `/lessons/${lessonId}/progress`, { token: who.token, body });
  const progress = (who: SignedIn, app: string) =>
    call(base, `/lessons/progress?app=${app}`, { token: who.token });

  it("records a visit when a lesson is opened, without finishing it", async () => {
    const reply = await mark(learner, "25s2-01-l1");
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ lessonId: "25s2-01-l1", appUid: "25s2-python-cpp-01", doneAt: null });
    expect((await progress(learner, "25s2-python-cpp-01")).body).toEqual({
      appUid: "25s2-python-cpp-01",
      visited: ["25s2-01-l1"],
      done: [],
      // Lessons with exercises, each with how many the learner passed (exercises.test.ts passes them).
      exercises: {
        "25s2-01-l1": { passed: 0, total: 10, how: { own: 0, parsons: 0, solution: 0 } },
        "25s2-01-l10": { passed: 0, total: 9, how: { own: 0, parsons: 0, solution: 0 } },
        "25s2-01-l11": { passed: 0, total: 15, how: { own: 0, parsons: 0, solution: 0 } },
        "25s2-01-l12": { passed: 0, total: 10, how: { own: 0, parsons: 0, solution: 0 } },
        "25s2-01-l13": { passed: 0, total: 10, how: { own: 0, parsons: 0, solution: 0 } },
        "25s2-01-l14": { passed: 0, total: 11, how: { own: 0, parsons: 0, solution: 0 } },
        "25s2-01-l15": { passed: 0, total: 11, how: { own: 0, parsons: 0, solution: 0 } },
        "25s2-01-l16": { passed: 0, total: 11, how: { own: 0, parsons: 0, solution: 0 } },
        "25s2-01-l17": { passed: 0, total: 11, how: { own: 0, parsons: 0, solution: 0 } },
        "25s2-01-l2": { passed: 0, total: 10, how: { own: 0, parsons: 0, solution: 0 } },
        "25s2-01-l3": { passed: 0, total: 10, how: { own: 0, parsons: 0, solution: 0 } },
        "25s2-01-l4": { passed: 0, total: 10, how: { own: 0, parsons: 0, solution: 0 } },
        "25s2-01-l5": { passed: 0, total: 14, how: { own: 0, parsons: 0, solution: 0 } },
        "25s2-01-l6": { passed: 0, total: 10, how: { own: 0, parsons: 0, solution: 0 } },
        "25s2-01-l7": { passed: 0, total: 11, how: { own: 0, parsons: 0, solution: 0 } },
        "25s2-01-l8": { passed: 0, total: 13, how: { own: 0, parsons: 0, solution: 0 } },
        "25s2-01-l9": { passed: 0, total: 10, how: { own: 0, parsons: 0, solution: 0 } },
      },
    });
  });

  // Only the checks finish a lesson (issue 37): one without exercises (a draft, free to open: the first
  // lesson of 23h2-python-01) never finishes with 完成本课.
  it("never finishes a lesson without exercises with one click", async () => {
    const refused = await mark(learner, "23h2-01-l1", { done: true });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "lesson_draft",
      detail: "这节课正在编写中，写好了就能学啦。",
    });
    expect((await mark(learner, "25s2-01-l5", { done: false })).status).toBe(409);
    expect((await progress(learner, "25s2-python-cpp-01")).body.done).toEqual([]);
  });

  it("records a visit for a POST without a body, as for {}", async () => {
    const reply = await call(base, "/lessons/25s2-01-l4/progress", { method: "POST", token: learner.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ lessonId: "25s2-01-l4", doneAt: null });
  });

  it("keeps each learner's progress their own", async () => {
    await mark(learner, "25s2-01-l3", { done: true });
    expect((await progress(other, "25s2-python-cpp-01")).body).toMatchObject({ visited: [], done: [] });
  });

  it("counts finished lessons on the learner's own courses", async () => {
    const [course] = (await call(base, `/apps/user/${learner.id}`, { token: learner.token })).body;
    const { body: depot } = await call(base, "/apps/25s2-python-cpp-01/depot");
    const total = depot.children.reduce(
      (sum: number, group: { children: unknown[] }) => sum + group.children.length,
      0,
    );
    expect(course).toMatchObject({ uid: "25s2-python-cpp-01", lessonsDone: 0, lessonsTotal: total });
    expect((await mark(learner, "25s2-01-l4", { done: true })).status).toBe(409);
    const [after] = (await call(base, `/apps/user/${learner.id}`, { token: learner.token })).body;
    expect(after.lessonsDone).toBe(0);
  });

  it("needs a sign-in, a real lesson and a well-formed body", async () => {
    expect((await call(base, "/lessons/25s2-01-l1/progress", { body: {} })).status).toBe(401);
    expect((await call(base, "/lessons/progress?app=25s2-python-cpp-01")).status).toBe(401);
    const missing = await mark(learner, "no-such-lesson");
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toContain("没有找到这节课");
    const badDone = await mark(learner, "25s2-01-l1", { done: "yes" });
    expect(badDone.status).toBe(400);
    expect(badDone.body.detail).toContain("完成状态");
    const noApp = await call(base, "/lessons/progress", { token: learner.token });
    expect(noApp.status).toBe(400);
    expect(noApp.body.detail).toContain("课程");
  });

  it("forgets progress with the account", async () => {
    const gone = await signIn(base, newPhone());
    await mark(gone, "25s2-01-l1", { done: true });
    // Deleting needs a fresh code (account-deletion.test.ts); the store does the deleting.
    await new AccountDeletionStore(server.ctx.db).deleteAccount(gone.id);
    const rows = await server.ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM lesson_progress WHERE account_id = $1",
      [gone.id],
    );
    expect(rows[0]!.n).toBe(0);
  });
});
