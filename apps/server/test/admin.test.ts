import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redirects } from "../src/db/schema.ts";
import { runCliInProcess } from "./support/cli.ts";
import { buyPackage, call, newPhone, type SignedIn, signIn } from "./support/client.ts";
import { backends, freshPostgresDatabase, startTestServer, type TestServer } from "./support/test-server.ts";

const adminPaths = ["/admin/overview", "/admin/orders", "/admin/payments", "/admin/redirects"];

describe.each(backends)("the operator API on %s", (backend) => {
  const adminPhone = newPhone();
  let server: TestServer;
  let base: string;
  let admin: SignedIn;
  let learner: SignedIn;
  beforeAll(async () => {
    server = await startTestServer(backend, { ADMIN_PHONES: `13000000000, ${adminPhone}` });
    base = server.url;
    admin = await signIn(base, adminPhone);
    learner = await signIn(base, newPhone());
  });
  afterAll(() => server.close());

  const asAdmin = (path: string, options: Parameters<typeof call>[2] = {}) =>
    call(base, path, { token: admin.token, ...options });

  it("hides every admin path from visitors, learners and bad tokens behind an unknown path's 404", async () => {
    const unknown = await call(base, "/admin/no-such-thing");
    for (const path of adminPaths) {
      for (const token of [undefined, learner.token, "not-a-token"]) {
        const reply = await call(base, path, { token });
        expect(reply.status).toBe(404);
        expect(reply.body).toEqual(unknown.body);
      }
    }
    const create = await call(base, "/admin/redirects", { token: learner.token, body: { url: "/" } });
    expect(create.status).toBe(404);
    const remove = await call(base, "/admin/redirects/trial", { method: "DELETE", token: learner.token });
    expect(remove.status).toBe(404);
    expect((await call(base, "/r/trial")).status).toBe(200);
  });

  it("answers every unknown path and every hidden admin path with the same 404 bytes", async () => {
    const raw = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`${base}${path}`, init);
      return `${response.status} ${response.headers.get("content-type")}\n${await response.text()}`;
    };
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const unknown = await raw("/no-such-thing");
    expect(unknown).toMatch(/^404 /);
    const others = [
      await raw("/admin/no-such-thing"),
      await raw("/admin/overview"),
      await raw("/admin/orders", { headers: bearer(learner.token) }),
      await raw("/admin/payments", { headers: bearer("not-a-token") }),
      await raw("/admin/redirects", {
        method: "POST",
        headers: { ...bearer(learner.token), "content-type": "application/json" },
        body: JSON.stringify({ url: "/" }),
      }),
      await raw("/admin/redirects/trial", { method: "DELETE", headers: bearer(learner.token) }),
      await raw("/no-such-thing", { method: "POST" }),
      // Outside /api too: the site's own fallback for a missing file.
      await raw("/../no-such-file.js"),
    ];
    for (const other of others) expect(other).toBe(unknown);
  });

  it("makes ADMIN_PHONES admins at sign-in, and only them", async () => {
    expect((await asAdmin("/admin/overview")).status).toBe(200);
    // The session does not tell anyone about roles.
    expect(admin.session).not.toHaveProperty("role");
  });

  it("counts users, orders, payments and short links", async () => {
    const before = (await asAdmin("/admin/overview")).body;
    await buyPackage(base, learner, "25s2-01-trial");
    await signIn(base, newPhone());
    const after = (await asAdmin("/admin/overview")).body;
    expect(after).toEqual({
      users: before.users + 1,
      orders: before.orders + 1,
      paidOrders: before.paidOrders + 1,
      paidFen: before.paidFen + 990,
      payments: before.payments + 1,
      redirects: before.redirects,
    });
  });

  it("lists recent orders and payments with who paid, phone masked", async () => {
    const { body: order } = await call(base, "/orders", {
      token: learner.token,
      body: [{ package_uid: "25s2-01-full", count: 2 }],
    });
    const orders = await asAdmin("/admin/orders?limit=1");
    expect(orders.body).toMatchObject({ offset: 0, limit: 1 });
    expect(orders.body.total).toBeGreaterThanOrEqual(2);
    expect(orders.body.items).toHaveLength(1);
    const [newest] = orders.body.items;
    expect(newest).toMatchObject({ id: order.id, status: "pending", totalFen: order.totalFen, paidAt: null });
    expect(newest.title).toMatch(/×2$/);
    expect(newest.account).toEqual({
      id: learner.id,
      nickname: learner.session.nickname,
      phone: learnerPhone(learner),
    });
    const second = await asAdmin("/admin/orders?limit=1&offset=1");
    expect(second.body.items[0].id).not.toBe(order.id);

    const payments = await asAdmin("/admin/payments");
    expect(payments.body.items[0]).toMatchObject({
      status: "paid",
      channel: "native",
      amountFen: 990,
      refundReason: null,
    });
    expect(payments.body.items[0].account.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
  });

  it("rejects bad paging with a Chinese detail", async () => {
    for (const query of ["limit=0", "limit=101", "offset=-1", "limit=abc"]) {
      const reply = await asAdmin(`/admin/orders?${query}`);
      expect(reply.status).toBe(400);
      expect(reply.body.detail).toMatch(/每页条数|起始位置/);
    }
  });

  it("creates, lists and deletes short links, which then redirect", async () => {
    const created = await asAdmin("/admin/redirects", {
      body: { id: "spring-camp", url: "/app/23h2-python-01" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: "spring-camp", url: "/app/23h2-python-01" });
    expect((await call(base, "/r/spring-camp")).body.url).toBe("/app/23h2-python-01");

    const listed = await asAdmin("/admin/redirects");
    expect(listed.body.items[0]).toMatchObject({ id: "spring-camp" });
    expect(listed.body.items.map((item: { id: string }) => item.id)).toContain("trial");

    const taken = await asAdmin("/admin/redirects", {
      body: { id: "spring-camp", url: "https://example.com/" },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toContain("已经存在");

    const generated = await asAdmin("/admin/redirects", { body: { url: "https://example.com/a?b=1" } });
    expect(generated.body.id).toMatch(/^[a-z0-9]{6}$/);

    expect((await asAdmin("/admin/redirects/spring-camp", { method: "DELETE" })).body).toEqual({ ok: true });
    expect((await call(base, "/r/spring-camp")).status).toBe(404);
    expect((await asAdmin("/admin/redirects/spring-camp", { method: "DELETE" })).status).toBe(404);
  });

  it("refuses bad short links with a Chinese detail", async () => {
    const bad = [
      { body: { id: "有空格 的", url: "/x" }, detail: "短链接编号" },
      { body: { url: "javascript:alert(1)" }, detail: "跳转地址" },
      { body: { url: "//evil.example" }, detail: "跳转地址" },
      { body: { url: "" }, detail: "跳转地址" },
      { body: { url: "/x", extra: 1 }, detail: "不认识" },
      // Browsers drop tabs and newlines from a Location, so "/\t/evil" lands on //evil: off the site.
      { body: { url: "/\t/evil.example" }, detail: "跳转地址" },
      { body: { url: "/\n/evil.example" }, detail: "跳转地址" },
      { body: { url: "/\r\n/evil.example" }, detail: "跳转地址" },
      { body: { url: "/x\u0000" }, detail: "跳转地址" },
      { body: { url: "/x\u007f" }, detail: "跳转地址" },
      { body: { url: "https://evil\t.example/" }, detail: "跳转地址" },
      // Backslashes are slashes to a browser: "/\\evil" is "//evil".
      { body: { url: "/\\evil.example" }, detail: "跳转地址" },
      { body: { url: "/x\\y" }, detail: "跳转地址" },
      // Dot segments that normalise to a protocol-relative address.
      { body: { url: "/..//evil.example" }, detail: "跳转地址" },
      { body: { url: "/.//evil.example" }, detail: "跳转地址" },
      { body: { url: " //evil.example" }, detail: "跳转地址" },
      { body: { url: "https:///evil.example" }, detail: "跳转地址" },
      { body: { url: "https://qisi.example@evil.example/" }, detail: "跳转地址" },
      { body: { url: "data:text/html,<script>alert(1)</script>" }, detail: "跳转地址" },
      { body: { url: "ftp://example.com/" }, detail: "跳转地址" },
    ];
    for (const { body, detail } of bad) {
      const reply = await asAdmin("/admin/redirects", { body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.detail).toContain(detail);
    }
  });

  it("stores short link targets in their normalised form", async () => {
    const cases = [
      ["/app/./23h2-python-01/../23h2-python-01?view=all#top", "/app/23h2-python-01?view=all#top"],
      ["HTTPS://Example.COM/a b", "https://example.com/a%20b"],
    ];
    for (const [url, stored] of cases) {
      const reply = await asAdmin("/admin/redirects", { body: { url } });
      expect(reply.status).toBe(201);
      expect(reply.body.url).toBe(stored);
    }
  });

  it("never sends anyone to a stored target that today's rules refuse (rows from before them)", async () => {
    await server.ctx.db.insert(redirects).values({ id: "old-tab", url: "/\t/evil.example" });
    expect((await call(base, "/r/old-tab")).status).toBe(404);
  });
});

/** The masked form of the number signIn used (the nickname carries its last four digits). */
function learnerPhone(person: SignedIn): string {
  return `139****${person.session.nickname.slice(-4)}`;
}

describe("the admin operator command", () => {
  it("grants and revokes the admin role by phone", async () => {
    const databaseUrl = await freshPostgresDatabase();
    const env = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "silent" };
    const server = await startTestServer("postgres", { DATABASE_URL: databaseUrl });
    try {
      const phone = newPhone();
      const person = await signIn(server.url, phone);
      const overview = () => call(server.url, "/admin/overview", { token: person.token });
      expect((await overview()).status).toBe(404);

      expect(await runCliInProcess(["admin", "grant", phone], env)).toMatchObject({
        code: 0,
        stdout: expect.stringContaining("现在是管理员"),
      });
      expect((await overview()).status).toBe(200);
      expect(await runCliInProcess(["admin", "list"], env)).toMatchObject({
        code: 0,
        stdout: expect.stringContaining(phone),
      });

      expect(await runCliInProcess(["admin", "revoke", phone], env)).toMatchObject({ code: 0 });
      expect((await overview()).status).toBe(404);

      expect(await runCliInProcess(["admin", "grant", "13900000000"], env)).toMatchObject({
        code: 1,
        stderr: expect.stringContaining("请先用这个号码登录"),
      });
      expect(await runCliInProcess(["admin", "grant", "12345"], env)).toMatchObject({
        code: 2,
        stderr: expect.stringContaining("手机号不正确"),
      });
    } finally {
      await server.close();
    }
    // A server and five operator commands, run in this process (as child processes each loaded the
    // whole app again, 3–4 s apiece on a busy machine).
  }, 120_000);
});
