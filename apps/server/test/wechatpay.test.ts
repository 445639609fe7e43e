import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WechatPayV3 } from "../src/adapters/payments/wechatpay-v3.ts";
import { call, newPhone, type SignedIn, signIn } from "./support/client.ts";
import { type FakeWechatPay, startFakeWechatPay } from "./support/fake-wechatpay.ts";
import { backends, startTestServer, type TestServer } from "./support/test-server.ts";

describe.each(backends)("WeChat Pay v3 against a local fake on %s", (backend) => {
  let fake: FakeWechatPay;
  let server: TestServer;
  let base: string;
  let buyer: SignedIn;
  beforeAll(async () => {
    fake = await startFakeWechatPay();
    const payments = new WechatPayV3({
      mchId: "1900000001",
      appId: "wx-test-app",
      serialNo: "MERCHANT-SERIAL",
      privateKeyPem: fake.merchantPrivateKey,
      platformPublicKeyPem: fake.platformPublicKey,
      apiV3Key: fake.apiV3Key,
      notifyUrl: "https://qisi.example/api/payment/notify",
      baseUrl: fake.baseUrl,
    });
    server = await startTestServer(backend, {}, { payments });
    base = server.url;
    buyer = await signIn(base, newPhone());
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  async function payForCourse(channel: "native" | "h5" | "jsapi") {
    const { body: order } = await call(base, "/orders", {
      token: buyer.token,
      body: [{ package_uid: "25s2-01-full" }],
    });
    const payment = await call(base, "/payment/order", {
      token: buyer.token,
      body: {
        order_id: order.id,
        institution: "wechatpay",
        channel,
        open_id: channel === "jsapi" ? "o-openid" : null,
      },
    });
    return { order, payment };
  }

  const notify = (notification: { headers: Record<string, string>; body: string }) =>
    call(base, "/payment/notify", { raw: notification.body, headers: notification.headers });

  it("signs the order request and hands back the QR text", async () => {
    const { order, payment } = await payForCourse("native");
    expect(payment.status).toBe(201);
    expect(payment.body.codeUrl).toBe("weixin://wxpay/bizpayurl?pr=fake");
    const sent = fake.received.at(-1)!;
    expect(sent.authorized).toBe(true);
    expect(sent.path).toBe("/v3/pay/transactions/native");
    expect(sent.body).toMatchObject({
      mchid: "1900000001",
      out_trade_no: payment.body.id,
      amount: { total: order.totalFen, currency: "CNY" },
    });
  });

  it("grants the course once when WeChat Pay notifies twice", async () => {
    const { payment } = await payForCourse("h5");
    expect(payment.body.h5Url).toBe("https://wx.tenpay.com/fake");
    const notification = fake.notification(payment.body.id, "SUCCESS");
    expect((await notify(notification)).status).toBe(204);
    expect((await notify(notification)).status).toBe(204);
    expect((await call(base, `/payment/${payment.body.id}`, { token: buyer.token })).body.status).toBe(
      "paid",
    );
    const grants = await server.ctx.database.query("SELECT * FROM user_apps WHERE account_id = $1", [
      buyer.id,
    ]);
    expect(grants).toHaveLength(1);
  });

  it("grants once when WeChat Pay notifies two payments of one order at the same time", async () => {
    const person = await signIn(base, newPhone());
    const { body: order } = await call(base, "/orders", {
      token: person.token,
      body: [{ package_uid: "25s2-01-full" }],
    });
    const pay = (channel: "native" | "h5") =>
      call(base, "/payment/order", {
        token: person.token,
        body: { order_id: order.id, institution: "wechatpay", channel, open_id: null },
      });
    // The QR code was scanned, then the h5 page replaced it and was paid too: both notices arrive.
    const { body: first } = await pay("native");
    const { body: second } = await pay("h5");
    const replies = await Promise.all([
      notify(fake.notification(first.id, "SUCCESS")),
      notify(fake.notification(second.id, "SUCCESS")),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([204, 204]);
    const rows = await server.ctx.database.query<{ status: string; refund_reason: string | null }>(
      "SELECT status, refund_reason FROM payments WHERE order_id = $1 ORDER BY refund_reason NULLS FIRST",
      [order.id],
    );
    expect(rows).toEqual([
      { status: "paid", refund_reason: null },
      { status: "paid", refund_reason: "duplicate" },
    ]);
    const grants = await server.ctx.database.query("SELECT * FROM user_apps WHERE account_id = $1", [
      person.id,
    ]);
    expect(grants).toHaveLength(1);
  });

  it("gives jsapi parameters signed with the merchant key", async () => {
    const { payment } = await payForCourse("jsapi");
    expect(payment.body.jsapi).toMatchObject({
      appId: "wx-test-app",
      package: "prepay_id=wx-fake-prepay",
      signType: "RSA",
    });
    expect(payment.body.jsapi.paySign.length).toBeGreaterThan(300);
  });

  it("refuses tampered, forged and stale notifications", async () => {
    const { payment } = await payForCourse("native");
    const good = fake.notification(payment.body.id, "SUCCESS");
    const tampered = { ...good, body: good.body.replace("TRANSACTION.SUCCESS", "TRANSACTION.FORGED") };
    const forged = {
      ...good,
      headers: { ...good.headers, "wechatpay-signature": Buffer.from("x".repeat(256)).toString("base64") },
    };
    const stale = fake.notification(payment.body.id, "SUCCESS", {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    for (const notification of [tampered, forged, stale]) {
      const reply = await notify(notification);
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe("FAIL");
    }
    expect((await call(base, `/payment/${payment.body.id}`, { token: buyer.token })).body.status).toBe(
      "pending",
    );
    // A refused completion leaves the order as it was.
    const order = await call(base, `/orders/${payment.body.orderId}`, { token: buyer.token });
    expect(order.body.status).toBe("pending");
  });

  it("fails loudly when the provider cannot be reached", async () => {
    const broken = new WechatPayV3({
      mchId: "1",
      appId: "wx",
      serialNo: "s",
      privateKeyPem: fake.merchantPrivateKey,
      platformPublicKeyPem: fake.platformPublicKey,
      apiV3Key: fake.apiV3Key,
      notifyUrl: "https://qisi.example/api/payment/notify",
      baseUrl: "http://127.0.0.1:1",
    });
    await expect(
      broken.create({
        paymentId: "p",
        amountFen: 1,
        description: "d",
        channel: "native",
        openId: null,
        clientIp: "127.0.0.1",
        expiresAt: new Date(),
      }),
    ).rejects.toThrow();
  });
});
