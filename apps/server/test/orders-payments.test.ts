import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentStore } from "../src/orders/store.ts";
import { call, newPhone, type SignedIn, signIn } from "./support/client.ts";
import { backends, startTestServer, type TestServer } from "./support/test-server.ts";

describe.each(backends)("orders and sandbox payments on %s", (backend) => {
  let server: TestServer;
  let base: string;
  let buyer: SignedIn;
  let stranger: SignedIn;
  beforeAll(async () => {
    server = await startTestServer(backend, { PUBLIC_URL: "http://site.test" });
    base = server.url;
    buyer = await signIn(base, newPhone());
    stranger = await signIn(base, newPhone());
  });
  afterAll(() => server.close());

  const order = (who: SignedIn, lines: unknown) => call(base, "/orders", { token: who.token, body: lines });

  it("prices an order from the database, ignoring prices the client sends", async () => {
    const reply = await order(buyer, [
      { package_uid: "25s2-01-full", count: 1, priceFen: 1 },
      { package_uid: "25s2-01-trial" },
    ]);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ status: "pending", totalFen: 129900 + 990 });
    expect(reply.body.lines[1]).toMatchObject({ package_uid: "25s2-01-trial", count: 1, unitPriceFen: 990 });
    expect((await call(base, `/orders/${reply.body.id}`, { token: buyer.token })).body).toEqual(reply.body);
  });

  it("rejects unknown packages, bad counts, empty orders and visitors", async () => {
    const unknown = await order(buyer, [{ package_uid: "'; DROP TABLE orders; --" }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toContain("没有找到");
    expect((await order(buyer, [{ package_uid: "25s2-01-full", count: 0 }])).status).toBe(400);
    expect((await order(buyer, [{ package_uid: "25s2-01-full", count: 1.5 }])).status).toBe(400);
    expect((await order(buyer, [])).status).toBe(400);
    expect((await order(buyer, { package_uid: "25s2-01-full" })).status).toBe(400);
    expect((await call(base, "/orders", { body: [{ package_uid: "25s2-01-full" }] })).status).toBe(401);
  });

  it("keeps orders and payments private", async () => {
    const { body: mine } = await order(buyer, [{ package_uid: "25s2-01-trial" }]);
    expect((await call(base, `/orders/${mine.id}`, { token: stranger.token })).status).toBe(404);
    const pay = await call(base, "/payment/order", {
      token: stranger.token,
      body: { order_id: mine.id, institution: "wechatpay", channel: "native", open_id: null },
    });
    expect(pay.status).toBe(404);
    const { body: payment } = await call(base, "/payment/order", {
      token: buyer.token,
      body: { order_id: mine.id, institution: "wechatpay", channel: "native", open_id: null },
    });
    expect((await call(base, `/payment/${payment.id}`, { token: stranger.token })).status).toBe(404);
  });

  it("pays an order through the sandbox and grants the course exactly once", async () => {
    const { body: placed } = await order(buyer, [{ package_uid: "25s2-01-full" }]);
    const created = await call(base, "/payment/order", {
      token: buyer.token,
      body: { order_id: placed.id, institution: "wechatpay", channel: "native", open_id: null },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: "pending",
      amountFen: 129900,
      channel: "native",
      orderId: placed.id,
    });
    expect(created.body.codeUrl).toBe(`http://site.test/tests/pay?payment=${created.body.id}`);

    const marks = await Promise.all(
      [1, 2, 3].map(() =>
        call(base, `/payment/sandbox/${created.body.id}`, { token: buyer.token, body: { result: "paid" } }),
      ),
    );
    expect(marks.filter((mark) => mark.body.changed)).toHaveLength(1);
    expect(await new PaymentStore(server.ctx.db).settle(created.body.id, "paid", "again")).toBe("unchanged");

    const state = await call(base, `/payment/${created.body.id}`, { token: buyer.token });
    expect(state.body).toMatchObject({ status: "paid" });
    expect(state.body.paidAt).toBeTruthy();
    expect((await call(base, `/orders/${placed.id}`, { token: buyer.token })).body.status).toBe("paid");
    const courses = await call(base, `/apps/user/${buyer.id}`, { token: buyer.token });
    expect(courses.body.map((app: { uid: string }) => app.uid)).toEqual(["25s2-python-cpp-01"]);
    expect(courses.body[0].grantedAt).toBeTruthy();
    const grants = await server.ctx.database.query("SELECT * FROM user_apps WHERE account_id = $1", [
      buyer.id,
    ]);
    expect(grants).toHaveLength(1);

    const again = await call(base, "/payment/order", {
      token: buyer.token,
      body: { order_id: placed.id, institution: "wechatpay", channel: "native", open_id: null },
    });
    expect(again.status).toBe(409);
  });

  it("lets only the payment's owner settle it on the sandbox page", async () => {
    const { body: placed } = await order(buyer, [{ package_uid: "25s2-01-trial" }]);
    const { body: payment } = await call(base, "/payment/order", {
      token: buyer.token,
      body: { order_id: placed.id, institution: "wechatpay", channel: "native", open_id: null },
    });
    const mark = (token?: string) =>
      call(base, `/payment/sandbox/${payment.id}`, { token, body: { result: "paid" } });
    // The attack: a visitor, then another account, marks someone's payment paid.
    const anonymous = await mark();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.detail).toMatch(/登录/);
    const other = await mark(stranger.token);
    expect(other.status).toBe(404);
    const unknown = await call(base, "/payment/sandbox/none", {
      token: stranger.token,
      body: { result: "paid" },
    });
    expect(other.body).toEqual(unknown.body);
    expect((await call(base, `/payment/${payment.id}`, { token: buyer.token })).body.status).toBe("pending");
    expect((await call(base, `/orders/${placed.id}`, { token: buyer.token })).body.status).toBe("pending");
    const mine = await mark(buyer.token);
    expect(mine.body).toEqual({ ok: true, changed: true });
  });

  const payFor = (who: SignedIn, orderId: string, channel: "native" | "h5") =>
    call(base, "/payment/order", {
      token: who.token,
      body: { order_id: orderId, institution: "wechatpay", channel, open_id: null },
    });

  it("keeps one waiting payment per order: asking again answers it, another channel replaces it", async () => {
    const person = await signIn(base, newPhone());
    const { body: placed } = await order(person, [{ package_uid: "25s2-01-full" }]);
    const first = await payFor(person, placed.id, "native");
    expect(first.status).toBe(201);
    const again = await payFor(person, placed.id, "native");
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    // Two requests racing (two taps, two tabs) still leave one.
    const raced = await Promise.all([
      payFor(person, placed.id, "native"),
      payFor(person, placed.id, "native"),
    ]);
    expect(raced.map((reply) => reply.body.id)).toEqual([first.body.id, first.body.id]);
    // The phone's h5 page replaces the desktop's QR code.
    const phone = await payFor(person, placed.id, "h5");
    expect(phone.status).toBe(201);
    expect(phone.body.id).not.toBe(first.body.id);
    expect((await call(base, `/payment/${first.body.id}`, { token: person.token })).body.status).toBe(
      "cancelled",
    );
    const waiting = await server.ctx.database.query(
      "SELECT id FROM payments WHERE order_id = $1 AND status = 'pending'",
      [placed.id],
    );
    expect(waiting).toEqual([{ id: phone.body.id }]);
  });

  it("grants once when two payments of one order complete at the same time; the second is flagged for refund", async () => {
    const person = await signIn(base, newPhone());
    const { body: placed } = await order(person, [{ package_uid: "25s2-01-full" }]);
    // The person scanned the desktop QR code, then paid again on the phone: the replaced payment
    // still completes at the provider, because money moved.
    const { body: desktop } = await payFor(person, placed.id, "native");
    const { body: phone } = await payFor(person, placed.id, "h5");
    const marks = await Promise.all(
      [desktop.id, phone.id].map((id) =>
        call(base, `/payment/sandbox/${id}`, { token: person.token, body: { result: "paid" } }),
      ),
    );
    expect(marks.map((mark) => mark.body)).toEqual([
      { ok: true, changed: true },
      { ok: true, changed: true },
    ]);
    const rows = await server.ctx.database.query<{ status: string; refund_reason: string | null }>(
      "SELECT status, refund_reason FROM payments WHERE order_id = $1 ORDER BY refund_reason NULLS FIRST",
      [placed.id],
    );
    expect(rows).toEqual([
      { status: "paid", refund_reason: null },
      { status: "paid", refund_reason: "duplicate" },
    ]);
    expect((await call(base, `/orders/${placed.id}`, { token: person.token })).body.status).toBe("paid");
    const grants = await server.ctx.database.query("SELECT * FROM user_apps WHERE account_id = $1", [
      person.id,
    ]);
    expect(grants).toHaveLength(1);
    // A later "failed" for either changes nothing.
    const store = new PaymentStore(server.ctx.db);
    expect(await store.settle(phone.id, "failed", null)).toBe("unchanged");
    expect((await call(base, `/orders/${placed.id}`, { token: person.token })).body.status).toBe("paid");
  });

  it("settles concurrent completions in the store: one settled, one duplicate", async () => {
    const person = await signIn(base, newPhone());
    const { body: placed } = await order(person, [{ package_uid: "25s2-01-full" }]);
    const { body: first } = await payFor(person, placed.id, "native");
    const { body: second } = await payFor(person, placed.id, "h5");
    const store = new PaymentStore(server.ctx.db);
    const results = await Promise.all([
      store.settle(first.id, "paid", "wx-1"),
      store.settle(second.id, "paid", "wx-2"),
    ]);
    expect(results.sort()).toEqual(["duplicate", "settled"]);
    const grants = await server.ctx.database.query("SELECT * FROM user_apps WHERE account_id = $1", [
      person.id,
    ]);
    expect(grants).toHaveLength(1);
  });

  it("records a failed payment and grants nothing", async () => {
    const person = await signIn(base, newPhone());
    const { body: placed } = await order(person, [{ package_uid: "25s2-01-trial" }]);
    const { body: payment } = await call(base, "/payment/order", {
      token: person.token,
      body: { order_id: placed.id, institution: "wechatpay", channel: "h5", open_id: null },
    });
    expect(payment.h5Url).toContain("/tests/pay?payment=");
    await call(base, `/payment/sandbox/${payment.id}`, { token: person.token, body: { result: "failed" } });
    expect((await call(base, `/payment/${payment.id}`, { token: person.token })).body.status).toBe("failed");
    expect((await call(base, `/apps/user/${person.id}`, { token: person.token })).body).toEqual([]);
  });

  it("creates an amount-only payment, and jsapi needs an openid", async () => {
    const internal = await call(base, "/payment/internal", {
      token: buyer.token,
      body: { amount: 500, institution: "wechatpay", channel: "jsapi", open_id: "dev-openid" },
    });
    expect(internal.status).toBe(201);
    expect(internal.body).toMatchObject({ amountFen: 500, orderId: null, status: "pending" });
    expect(internal.body.jsapi).toMatchObject({ signType: "RSA" });
    const noOpenId = await call(base, "/payment/internal", {
      token: buyer.token,
      body: { amount: 500, institution: "wechatpay", channel: "jsapi", open_id: null },
    });
    expect(noOpenId.status).toBe(400);
    expect(noOpenId.body.detail).toContain("微信");
    for (const body of [
      { amount: -1, institution: "wechatpay", channel: "native" },
      { amount: 1, institution: "alipay", channel: "native" },
      { amount: 1, institution: "wechatpay", channel: "card" },
    ]) {
      expect((await call(base, "/payment/internal", { token: buyer.token, body })).status).toBe(400);
    }
  });

  it("refuses notifications the provider did not sign", async () => {
    const reply = await call(base, "/payment/notify", {
      raw: '{"paymentId":"x","outcome":"paid"}',
      headers: { "content-type": "application/json" },
    });
    expect(reply.status).toBe(400);
  });

  it("answers 404 for unknown payments", async () => {
    expect((await call(base, "/payment/nope", { token: buyer.token })).status).toBe(404);
    const sandbox = (body: unknown) => call(base, "/payment/sandbox/nope", { token: buyer.token, body });
    expect((await sandbox({ result: "paid" })).status).toBe(404);
    expect((await sandbox({ result: "maybe" })).status).toBe(400);
  });
});
