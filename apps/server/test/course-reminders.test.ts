import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DevOutbox } from "../src/adapters/sms/dev-outbox.ts";
import { defaultContentDir } from "../src/config.ts";
import { ensureContent } from "../src/content/import.ts";
import { sendDueReminders } from "../src/reminders/send.ts";
import { ReminderStore } from "../src/reminders/store.ts";
import { buyPackage, call, newPhone, type SignedIn, signIn } from "./support/client.ts";
import { backends, startTestServer, type TestServer } from "./support/test-server.ts";

const coming = "scratch-starter-01";
const open = "25s2-python-cpp-01";
const quiet = { info: () => {}, warn: () => {} };

/**
 * content/ with the Scratch course cut to its written lessons (its two drafts and their unit gone,
 * the full package selling the two left): importing it opens the course.
 */
function contentWithScratchOpen(): string {
  const dir = mkdtempSync(join(tmpdir(), "qisi-open-"));
  cpSync(defaultContentDir, dir, { recursive: true });
  const file = join(dir, "courses", coming, "course.yaml");
  const course = readFileSync(file, "utf8");
  const cut = course
    .replace(/ {2}- id: scratch-01-u2\n[\s\S]*?(?=packages:)/, "")
    .replace(/(uid: scratch-01-full[\s\S]*?\n {4}lessons: )4\n/, "$12\n");
  expect(cut).not.toBe(course);
  expect(cut).not.toContain("03-forever");
  writeFileSync(file, cut);
  for (const folder of ["03-forever", "04-catch-apples"]) {
    rmSync(join(dir, "courses", coming, folder), { recursive: true });
  }
  return dir;
}

describe.each(backends)("开课时提醒我 on %s (issue 39)", (backend) => {
  let server: TestServer;
  let learner: SignedIn;
  beforeAll(async () => {
    server = await startTestServer(backend);
    learner = await signIn(server.url, newPhone());
  });
  afterAll(() => server.close());

  const reminder = (who: SignedIn | null, appUid: string, method = "GET") =>
    call(server.url, `/apps/${appUid}/reminder`, { method, token: who?.token ?? null });

  it("says which packages are on sale, whether the course is open, and who it is for", async () => {
    const scratch = await call(server.url, `/apps/${coming}`);
    expect(scratch.body).toMatchObject({
      status: "coming",
      packages: [{ uid: "scratch-01-full", onSale: false }],
      ages: { from: 6, to: 9 },
      gesp: { track: "scratch", level: 1 },
    });
    const python = await call(server.url, `/apps/${open}`);
    expect(python.body).toMatchObject({
      status: "open",
      packages: [
        { uid: "25s2-01-full", onSale: true },
        { uid: "25s2-01-trial", onSale: true },
      ],
      ages: { from: 10 },
      gesp: { track: "python", level: 1 },
    });
    expect(python.body.ages).not.toHaveProperty("to");
    expect(python.body.prerequisites).toMatch(/零基础/);
  });

  it("refuses to order or pay for a package not on sale, and sells one that is", async () => {
    const refused = await call(server.url, "/orders", {
      token: learner.token,
      body: [{ package_uid: "scratch-01-full" }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "not_on_sale" });
    expect(refused.body.detail).toContain("Scratch 启蒙 · 完整课程");
    // One line not on sale refuses the whole order.
    const mixed = await call(server.url, "/orders", {
      token: learner.token,
      body: [{ package_uid: "25s2-01-trial" }, { package_uid: "scratch-01-full" }],
    });
    expect(mixed.status).toBe(409);
    const sold = await call(server.url, "/orders", {
      token: learner.token,
      body: [{ package_uid: "25s2-01-trial" }],
    });
    expect(sold.status).toBe(201);
  });

  it("answers 401 signed out and 404 for an unknown course, on every method", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const visitor = await reminder(null, coming, method);
      expect(visitor.status, method).toBe(401);
      expect(visitor.body.code).toBe("unauthorized");
      const unknown = await reminder(learner, "no-such-course", method);
      expect(unknown.status, method).toBe(404);
      expect(unknown.body.detail).toBe("没有找到这门课程。");
    }
  });

  it("sets, reads and cancels the caller's own reminder; an open course has none to set", async () => {
    const other = await signIn(server.url, newPhone());
    expect((await reminder(learner, coming)).body).toEqual({ appUid: coming, reminded: false });
    expect((await reminder(learner, coming, "PUT")).body).toEqual({ appUid: coming, reminded: true });
    // Setting twice is the same as once.
    expect((await reminder(learner, coming, "PUT")).status).toBe(200);
    const read = await reminder(learner, coming);
    expect(read.body).toEqual({ appUid: coming, reminded: true });
    expect(read.headers.get("cache-control")).toBe("no-store");
    expect((await reminder(other, coming)).body.reminded).toBe(false);
    expect((await reminder(learner, coming, "DELETE")).body).toEqual({ appUid: coming, reminded: false });
    expect((await reminder(learner, coming)).body.reminded).toBe(false);
    const already = await reminder(learner, open, "PUT");
    expect(already.status).toBe(409);
    expect(already.body.detail).toBe("这门课已经开课啦，现在就可以报名学习。");
  });

  it("texts each reminder once when an import opens the course, however many servers import and send", async () => {
    const phones = [newPhone(), newPhone(), newPhone()];
    const [first, second, cancelled] = await Promise.all(phones.map((phone) => signIn(server.url, phone)));
    for (const who of [first!, second!, cancelled!]) {
      expect((await reminder(who, coming, "PUT")).status).toBe(200);
    }
    await reminder(cancelled!, coming, "DELETE");
    const dir = contentWithScratchOpen();
    // A second server on the same database, with its own SMS outbox.
    const other = await startTestServer(
      backend,
      {},
      { database: server.ctx.database, devOutbox: new DevOutbox() },
    );
    try {
      // Two imports at once (two servers starting on new content, an operator's `content import`):
      // one opens the course, the other finds it open already.
      const store = new ReminderStore(server.ctx.db);
      await Promise.all([
        ensureContent(server.ctx.db, dir, { force: true }),
        ensureContent(other.ctx.db, dir, { force: true }),
      ]);
      expect((await call(server.url, `/apps/${coming}`)).body).toMatchObject({
        status: "open",
        packages: [{ onSale: true, lessons: 2 }],
      });
      // Three senders at once: this server twice and the other one.
      const runs = await Promise.all([
        sendDueReminders(store, server.outbox, quiet, 1),
        sendDueReminders(store, server.outbox, quiet, 1),
        sendDueReminders(new ReminderStore(other.ctx.db), other.outbox, quiet, 1),
      ]);
      expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(2);
      const texted = [...server.outbox.notices, ...other.outbox.notices];
      expect(texted.map((notice) => notice.phone).sort()).toEqual([phones[0], phones[1]].sort());
      expect(texted[0]!.text).toBe(
        "【启思编程】你想学的“Scratch 创意编程启蒙”开课啦！现在就可以报名学习，打开启思编程看看吧。",
      );
      // Importing again and sending again texts nobody twice.
      await ensureContent(server.ctx.db, dir, { force: true });
      expect((await sendDueReminders(store, server.outbox, quiet)).sent).toBe(0);
      expect(server.outbox.notices.length + other.outbox.notices.length).toBe(2);
      // Sent: nothing waits any more, and an open course takes no new reminder.
      expect((await reminder(first!, coming)).body.reminded).toBe(false);
      expect((await reminder(first!, coming, "PUT")).status).toBe(409);
      // The course can be bought now.
      await buyPackage(server.url, second!, "scratch-01-full");
    } finally {
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("closes again when a lesson goes back to being written: no order, no payment, buyers keep the course", async () => {
    const buyer = await signIn(server.url, newPhone());
    const dir = contentWithScratchOpen();
    try {
      await ensureContent(server.ctx.db, dir, { force: true });
      const placed = await call(server.url, "/orders", {
        token: buyer.token,
        body: [{ package_uid: "scratch-01-full" }],
      });
      expect(placed.status).toBe(201);
      const owner = await signIn(server.url, newPhone());
      await buyPackage(server.url, owner, "scratch-01-full");
      // Back to content/ as it is: two of the course's lessons are drafts again.
      await ensureContent(server.ctx.db, defaultContentDir, { force: true });
      expect((await call(server.url, `/apps/${coming}`)).body.status).toBe("coming");
      const pay = await call(server.url, "/payment/order", {
        token: buyer.token,
        body: { order_id: placed.body.id, institution: "wechatpay", channel: "native", open_id: null },
      });
      expect(pay.status).toBe(409);
      expect(pay.body.code).toBe("not_on_sale");
      // Someone who bought it while it was open keeps every written lesson.
      const lesson = await call(server.url, "/lessons/scratch-01-l2", { token: owner.token });
      expect(lesson.status).toBe(200);
      const courses = await call(server.url, `/apps/user/${owner.id}`, { token: owner.token });
      expect(courses.body.map((app: { uid: string }) => app.uid)).toContain(coming);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("leaves a reminder due when the text cannot be sent, and a server starting sends it", async () => {
    const who = await signIn(server.url, newPhone());
    await reminder(who, coming, "PUT");
    const dir = contentWithScratchOpen();
    const store = new ReminderStore(server.ctx.db);
    const failing = new DevOutbox();
    failing.failing = true;
    const warned: string[] = [];
    try {
      await ensureContent(server.ctx.db, dir, { force: true });
      const refused = await sendDueReminders(store, failing, {
        info: () => {},
        warn: ({ reason }, message) => warned.push(`${message} ${reason}`),
      });
      expect(refused).toEqual({ sent: 0, failed: 1 });
      expect(warned.join("\n")).not.toMatch(/1\d{10}/);
      expect((await reminder(who, coming)).body.reminded).toBe(true);
      // The next server to start (on the content it imported) texts what is still due.
      const outbox = new DevOutbox();
      const restarted = await startTestServer(
        backend,
        { CONTENT_DIR: dir },
        { database: server.ctx.database, devOutbox: outbox },
      );
      await restarted.close();
      expect(outbox.notices).toHaveLength(1);
      expect((await reminder(who, coming)).body.reminded).toBe(false);
      expect((await sendDueReminders(store, failing, quiet)).sent).toBe(0);
    } finally {
      await ensureContent(server.ctx.db, defaultContentDir, { force: true });
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
