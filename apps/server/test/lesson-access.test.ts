import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyPackage, call, newPhone, type SignedIn, signIn } from "./support/client.ts";
import { backends, startTestServer, type TestServer } from "./support/test-server.ts";

/**
 * Issue 16, finding 3: paid lessons were readable by anyone and progress could be written on
 * courses nobody bought. Outlines stay public; lesson text and progress need the course, or a
 * sign-in for a free taster lesson; admins read everything.
 */
describe.each(backends)("paid lessons on %s", (backend) => {
  let server: TestServer;
  let base: string;
  let buyer: SignedIn;
  let browser: SignedIn;
  let admin: SignedIn;
  const adminPhone = newPhone();
  const paidLesson = "25s2-01-l2";
  const freeLesson = "25s2-01-l1";
  const paidText = "我们请计算机帮小启记账";

  beforeAll(async () => {
    server = await startTestServer(backend, { ADMIN_PHONES: adminPhone });
    base = server.url;
    buyer = await signIn(base, newPhone());
    browser = await signIn(base, newPhone());
    admin = await signIn(base, adminPhone);
    await buyPackage(base, buyer, "25s2-01-full");
  });
  afterAll(() => server.close());

  const lesson = (id: string, who?: SignedIn) => call(base, `/lessons/${id}`, { token: who?.token });
  const depotData = (who?: SignedIn) =>
    call(base, "/apps/depot/depot-25s2-python-cpp-01/data", { token: who?.token });
  // A visit: both lessons have exercises, so only their checks can finish them (exercises/).
  const mark = (id: string, who?: SignedIn) =>
    call(base, `/lessons/${id}/progress`, { token: who?.token, body: {} });

  it("keeps the outline public: titles, durations and which lessons are free, but no text", async () => {
    const { status, body } = await call(base, "/apps/25s2-python-cpp-01/depot");
    expect(status).toBe(200);
    const [first, second] = body.children[0].children;
    expect(first).toMatchObject({ lessonId: freeLesson, free: true, minutes: 30 });
    expect(second).toMatchObject({ lessonId: paidLesson, free: false, title: "第 2 课：会记东西的变量" });
    expect(JSON.stringify(body)).not.toContain(paidText);
  });

  it("refuses a visitor a lesson's text, free or paid, with a Chinese 401", async () => {
    for (const reply of [await lesson(paidLesson), await lesson(freeLesson), await depotData()]) {
      expect(reply.status).toBe(401);
      expect(reply.body.detail).toMatch(/登录/);
      expect(JSON.stringify(reply.body)).not.toContain(paidText);
    }
  });

  it("refuses a signed-in learner who has not bought the course: 403 not_entitled", async () => {
    for (const reply of [await lesson(paidLesson, browser), await depotData(browser)]) {
      expect(reply.status).toBe(403);
      expect(reply.body.code).toBe("not_entitled");
      expect(reply.body.detail).toContain("购买课程");
      expect(JSON.stringify(reply.body)).not.toContain(paidText);
    }
  });

  it("lets any signed-in learner read a free lesson", async () => {
    const reply = await lesson(freeLesson, browser);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: freeLesson, free: true, minutes: 30 });
    expect(reply.body.body).toContain("print");
  });

  it("gives the buyer every lesson, one by one and all at once", async () => {
    const one = await lesson(paidLesson, buyer);
    expect(one.status).toBe(200);
    expect(one.headers.get("cache-control")).toBe("private, no-store");
    expect(one.body.body).toContain(paidText);
    const all = await depotData(buyer);
    expect(all.status).toBe(200);
    expect(all.headers.get("cache-control")).toBe("private, no-store");
    expect(all.body.lessons[paidLesson].body).toContain(paidText);
  });

  it("lets an admin read everything without buying", async () => {
    expect((await lesson(paidLesson, admin)).body.body).toContain(paidText);
    expect((await depotData(admin)).status).toBe(200);
  });

  it("refuses progress on a paid lesson without the course, and writes nothing", async () => {
    expect((await mark(paidLesson)).status).toBe(401);
    const refused = await mark(paidLesson, browser);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("not_entitled");
    const rows = await server.ctx.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM lesson_progress WHERE account_id = $1",
      [browser.id],
    );
    expect(rows[0]!.n).toBe(0);
    expect((await mark(freeLesson, browser)).status).toBe(200);
    expect((await mark(paidLesson, buyer)).status).toBe(200);
  });

  it("answers an unknown lesson with 404 before any entitlement question", async () => {
    const reply = await lesson("no-such-lesson", browser);
    expect(reply.status).toBe(404);
    expect(reply.body.detail).toContain("没有找到这节课");
  });
});
