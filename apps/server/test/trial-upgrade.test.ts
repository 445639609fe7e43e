import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, newPhone, type SignedIn, signIn } from "./support/client.ts";
import { backends, startTestServer, type TestServer } from "./support/test-server.ts";

/** Issue 26: a trial's price is taken off the full course, by the server, once. */
describe.each(backends)("trial → full course upgrade on %s", (backend) => {
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(backend, {});
  });
  afterAll(() => server.close());

  const course = "25s2-python-cpp-01";
  const fullFen = 129900;
  const trialFen = 990;
  const order = (who: SignedIn, lines: unknown) => call(base, "/orders", { token: who.token, body: lines });
  const upgrade = (who: SignedIn | null, app = course) =>
    call(base, `/apps/${app}/upgrade`, { token: who?.token ?? null });
  /** Orders, pays through the sandbox as the owner, and answers the order. */
  async function buy(who: SignedIn, packageUid: string) {
    const { body: placed } = await order(who, [{ package_uid: packageUid }]);
    const { body: payment } = await call(base, "/payment/order", {
      token: who.token,
      body: { order_id: placed.id, institution: "wechatpay", channel: "native", open_id: null },
    });
    const paid = await call(base, `/payment/sandbox/${payment.id}`, {
      token: who.token,
      body: { result: "paid" },
    });
    expect(paid.body).toMatchObject({ ok: true, changed: true });
    return { order: placed, payment };
  }

  it("marks the trial package so the sales page can choose it", async () => {
    base = server.url;
    const { body } = await call(base, `/apps/${course}`);
    expect(body.packages.map((p: { uid: string; trial: boolean }) => [p.uid, p.trial])).toEqual([
      ["25s2-01-full", false],
      ["25s2-01-trial", true],
    ]);
  });

  it("offers no upgrade to visitors, to learners without a trial, or on an unpaid trial", async () => {
    expect((await upgrade(null)).status).toBe(401);
    const learner = await signIn(base, newPhone());
    expect((await upgrade(learner)).body).toEqual({ offer: null });
    await order(learner, [{ package_uid: "25s2-01-trial" }]);
    expect((await upgrade(learner)).body).toEqual({ offer: null });
    const full = await order(learner, [{ package_uid: "25s2-01-full" }]);
    expect(full.body.totalFen).toBe(fullFen);
    expect(full.body.lines[0].creditFen).toBeUndefined();
  });

  it("after a paid trial, offers and charges the full course less the trial, whatever the client sends", async () => {
    const learner = await signIn(base, newPhone());
    await buy(learner, "25s2-01-trial");
    const offer = await upgrade(learner);
    expect(offer.headers.get("cache-control")).toBe("no-store");
    expect(offer.body).toEqual({
      offer: {
        appUid: course,
        trialTitle: "体验课",
        package_uid: "25s2-01-full",
        title: "第一阶段 · 完整课程",
        fullPriceFen: fullFen,
        creditFen: trialFen,
        priceFen: fullFen - trialFen,
      },
    });

    // The attack: the client claims a bigger credit or a price of its own; the server prices it.
    const placed = await order(learner, [
      { package_uid: "25s2-01-full", count: 1, creditFen: fullFen, priceFen: 1, unitPriceFen: 1 },
    ]);
    expect(placed.status).toBe(201);
    expect(placed.body.totalFen).toBe(fullFen - trialFen);
    expect(placed.body.lines[0]).toMatchObject({ unitPriceFen: fullFen, creditFen: trialFen });
    const { body: payment } = await call(base, "/payment/order", {
      token: learner.token,
      body: { order_id: placed.body.id, institution: "wechatpay", channel: "native", open_id: null },
    });
    expect(payment.amountFen).toBe(fullFen - trialFen);
  });

  it("credits the trial once: after the upgrade is paid there is no offer and no second credit", async () => {
    const learner = await signIn(base, newPhone());
    await buy(learner, "25s2-01-trial");
    const upgraded = await buy(learner, "25s2-01-full");
    expect(upgraded.payment.amountFen).toBe(fullFen - trialFen);
    expect((await upgrade(learner)).body).toEqual({ offer: null });
    const again = await order(learner, [{ package_uid: "25s2-01-full" }, { package_uid: "25s2-01-full" }]);
    expect(again.body.totalFen).toBe(2 * fullFen);
  });

  it("takes the credit off one line only, and never off another course or the trial itself", async () => {
    const learner = await signIn(base, newPhone());
    await buy(learner, "25s2-01-trial");
    // Another course on sale beside this one (第二阶段's lessons are still being written today).
    await server.ctx.database.query("UPDATE sales_packages SET on_sale = true WHERE uid = '25s2-02-full'");
    const placed = await order(learner, [
      { package_uid: "25s2-01-trial" },
      { package_uid: "25s2-02-full" },
      { package_uid: "25s2-01-full", count: 2 },
    ]);
    expect(placed.body.lines.map((line: { creditFen?: number }) => line.creditFen ?? 0)).toEqual([
      0,
      0,
      trialFen,
    ]);
    expect(placed.body.totalFen).toBe(trialFen + 139900 + 2 * fullFen - trialFen);
    expect((await upgrade(learner, "25s2-python-cpp-02")).body).toEqual({ offer: null });
  });
});
