import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyPackage, call, newPhone, type SignedIn, signIn } from "./support/client.ts";
import { backends, startTestServer, type TestServer } from "./support/test-server.ts";

// Issue 17 item 2: a lesson's work belongs to the child — one own copy per lesson, found again by
// the lesson, for every language alike.
describe.each(backends)("lesson projects on %s", (backend) => {
  let server: TestServer;
  let base: string;
  let alice: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    server = await startTestServer(backend);
    base = server.url;
    alice = await signIn(base, newPhone());
    bob = await signIn(base, newPhone());
  });
  afterAll(() => server.close());

  const open = (who: SignedIn | null, lessonId: string) =>
    call(base, `/projects/lesson/${lessonId}`, { method: "POST", ...(who && { token: who.token }) });

  it("makes the child's own copy of the starter on the first open, and finds it afterwards", async () => {
    const first = await open(alice, "25s2-01-l1");
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      kind: "python",
      ownerId: alice.id,
      parentId: "starter-python-hello",
      lessonId: "25s2-01-l1",
      title: "第 1 课：你好，Python",
      lesson: {
        id: "25s2-01-l1",
        courseId: "25s2-python-cpp-01",
        starterProjectId: "starter-python-hello",
      },
    });
    const saved = await call(base, `/projects/${first.body.id}`, {
      method: "PUT",
      token: alice.token,
      body: { body: 'print("我的")\n', version: first.body.version },
    });
    expect(saved.status).toBe(200);

    const again = await open(alice, "25s2-01-l1");
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, body: 'print("我的")\n' });
    // Loading the copy by id names its lesson too (the studio header's link back).
    const loaded = await call(base, `/projects/${first.body.id}`, { token: alice.token });
    expect(loaded.body.lesson).toMatchObject({ id: "25s2-01-l1", courseId: "25s2-python-cpp-01" });
  });

  it("gives each child their own copy, and Scratch lessons the same way", async () => {
    const mine = await open(alice, "scratch-01-l1");
    const theirs = await open(bob, "scratch-01-l1");
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.body).toMatchObject({ kind: "scratch", ownerId: bob.id, lessonId: "scratch-01-l1" });
  });

  it("makes one copy when two tabs open the lesson at the same moment", async () => {
    const carol = await signIn(base, newPhone());
    const [a, b] = await Promise.all([open(carol, "25s2-01-l1"), open(carol, "25s2-01-l1")]);
    expect([a.status, b.status].sort()).toEqual(expect.arrayContaining([201]));
    expect(a.body.id).toBe(b.body.id);
    const list = await call(base, `/projects/user/${carol.id}`, { token: carol.token });
    expect(list.body.items).toHaveLength(1);
  });

  it("keeps the lesson on the child's copy only: a copy of it is an ordinary project", async () => {
    const lessonCopy = await open(alice, "25s2-01-l1");
    const copy = await call(base, `/projects/${lessonCopy.body.id}/copy`, {
      method: "POST",
      token: alice.token,
    });
    const loaded = await call(base, `/projects/${copy.body.projectId}`, { token: alice.token });
    expect(loaded.body).toMatchObject({ lessonId: null, lesson: null });
  });

  it("starts Scratch lessons from the one Scratch starter a new project starts from", async () => {
    const library = await call(base, "/scratch/library");
    const starter = await call(base, "/projects/starter-scratch-cat");
    expect(JSON.parse(starter.body.body)).toEqual(library.body.starter);
  });

  it("asks visitors to sign in, and refuses paid lessons to those who have not bought them", async () => {
    expect((await open(null, "25s2-01-l1")).status).toBe(401);
    const paid = await open(alice, "25s2-01-l5");
    expect(paid.status).toBe(403);
    expect(paid.body.code).toBe("not_entitled");
  });

  // Issue 38: the paid 第 15 课's complete guessing game was a shared project of the system account:
  // a visitor read it and a non-buyer remixed it while the lesson itself refused them.
  describe("a paid lesson's starter (第一阶段 第 15 课, the complete guessing game)", () => {
    const starter = "starter-python-guess";
    let buyer: SignedIn;
    beforeAll(async () => {
      buyer = await signIn(base, newPhone());
      await buyPackage(base, buyer, "25s2-01-full");
    });
    const read = (who: SignedIn | null, path: string) => call(base, path, { token: who?.token ?? null });
    const remix = (who: SignedIn | null, projectId: string) =>
      call(base, "/projects/remix", { token: who?.token ?? null, body: { projectId } });

    it("is closed to a visitor and to a learner who has not bought the course, by every door", async () => {
      for (const path of [`/projects/${starter}`, `/projects/${starter}/body`]) {
        const visitor = await read(null, path);
        expect(visitor.status).toBe(401);
        expect(JSON.stringify(visitor.body)).not.toContain("random.randint");
        const stranger = await read(alice, path);
        expect(stranger.status).toBe(403);
        expect(stranger.body.code).toBe("not_entitled");
        expect(JSON.stringify(stranger.body)).not.toContain("random.randint");
      }
      expect((await remix(null, starter)).status).toBe(401);
      const refused = await remix(alice, starter);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe("not_entitled");
      expect((await open(alice, "25s2-01-l5")).status).toBe(403);
    });

    it("opens to the buyer, and a buyer's shared copy stays among buyers", async () => {
      const loaded = await read(buyer, `/projects/${starter}`);
      expect(loaded.status).toBe(200);
      expect(loaded.body.body).toContain("random.randint");
      expect((await read(buyer, `/projects/${starter}/body`)).body).toContain("random.randint");
      const remixed = await remix(buyer, starter);
      expect(remixed.status).toBe(201);
      const lessonCopy = await open(buyer, "25s2-01-l5");
      expect(lessonCopy.status).toBe(201);
      // The buyer shares both: they stay the buyer's, readable by other buyers only.
      for (const id of [remixed.body.projectId, lessonCopy.body.id]) {
        const shared = await call(base, `/projects/${id}`, {
          method: "PATCH",
          token: buyer.token,
          body: { shared: true },
        });
        expect(shared.status).toBe(200);
        expect((await read(buyer, `/projects/${id}`)).status).toBe(200);
        expect((await read(null, `/projects/${id}/body`)).status).toBe(401);
        expect((await read(alice, `/projects/${id}`)).status).toBe(403);
        expect((await remix(alice, id)).status).toBe(403);
      }
    });

    it("leaves a free lesson's starter open, as the studio shows it to visitors", async () => {
      expect((await read(null, "/projects/starter-python-hello")).status).toBe(200);
      expect((await remix(alice, "starter-python-hello")).status).toBe(201);
    });
  });

  it("answers 404 in Chinese for a missing lesson, and 400 for a malformed id", async () => {
    const missing = await open(alice, "no-such-lesson");
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toMatch(/没有找到这节课/);
    expect((await open(alice, "x".repeat(65))).status).toBe(400);
  });
});
