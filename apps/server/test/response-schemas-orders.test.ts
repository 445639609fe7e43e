import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AdminStore } from "../src/admin/store.ts";
import { OrderStore, PaymentStore } from "../src/orders/store.ts";
import { RedirectStore } from "../src/redirects/store.ts";
import { buyPackage, call, newPhone, type SignedIn, signIn } from "./support/client.ts";
import { extraField, rowsGainAColumn } from "./support/extra-field.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";

/** Issue 15, orders, payments and the operator page: an unnamed column never reaches the client. */
describe("a column the response schema does not name never reaches the client (orders, payments, admin)", () => {
  const adminPhone = newPhone();
  let server: TestServer;
  let admin: SignedIn;
  let buyer: SignedIn;
  beforeAll(async () => {
    server = await startTestServer("pglite", { ADMIN_PHONES: adminPhone });
    admin = await signIn(server.url, adminPhone);
    buyer = await signIn(server.url, newPhone());
    await buyPackage(server.url, buyer, "25s2-01-full");
    await call(server.url, "/admin/redirects", {
      token: admin.token,
      body: { id: "camp", url: "/app/23h2-python-01" },
    });
  });
  afterAll(() => server.close());
  afterEach(() => vi.restoreAllMocks());

  const leaks = (body: unknown) => JSON.stringify(body).includes(extraField.ownerPhone);

  it("orders: one order", async () => {
    const placed = await call(server.url, "/orders", {
      token: buyer.token,
      body: [{ package_uid: "25s2-01-trial" }],
    });
    rowsGainAColumn(OrderStore.prototype, "find");
    const one = await call(server.url, `/orders/${placed.body.id}`, { token: buyer.token });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: placed.body.id, totalFen: 990 });
    expect(leaks(one.body)).toBe(false);
  });

  it("payments: a new payment and its state", async () => {
    const { body: order } = await call(server.url, "/orders", {
      token: buyer.token,
      body: [{ package_uid: "25s2-01-trial" }],
    });
    rowsGainAColumn(PaymentStore.prototype, "create");
    rowsGainAColumn(PaymentStore.prototype, "find");
    const created = await call(server.url, "/payment/order", {
      token: buyer.token,
      body: { order_id: order.id, institution: "wechatpay", channel: "native", open_id: null },
    });
    expect(created.status).toBe(201);
    const state = await call(server.url, `/payment/${created.body.id}`, { token: buyer.token });
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({ id: created.body.id, status: "pending", amountFen: 990 });
    for (const reply of [created, state]) expect(leaks(reply.body)).toBe(false);
  });

  it("admin: the order, payment and short-link lists", async () => {
    rowsGainAColumn(AdminStore.prototype, "orders");
    rowsGainAColumn(AdminStore.prototype, "payments");
    rowsGainAColumn(RedirectStore.prototype, "page");
    const lists = await Promise.all(
      ["/admin/orders", "/admin/payments", "/admin/redirects"].map((path) =>
        call(server.url, path, { token: admin.token }),
      ),
    );
    for (const list of lists) {
      expect(list.status).toBe(200);
      expect(list.body.items.length).toBeGreaterThan(0);
      expect(leaks(list.body)).toBe(false);
    }
  });
});
