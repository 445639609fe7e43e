import AxeBuilder from "@axe-core/playwright";
import { expectNoAxeViolations } from "../support/axe.ts";
import { expect, test } from "../support/site.ts";
import { accessToken, freshPhone, signInFirst, signInThroughForm } from "./learner-helpers.ts";

const pages: [string, string][] = [
  ["/tests/ua", "浏览器信息"],
  ["/tests/pay?payment=none", "模拟微信支付"],
  ["/tests/api", "接口测试"],
  ["/tests/enum", "枚举和常量"],
  ["/tests/model", "数据模型"],
  ["/tests/framep", "框架测试（父页面）"],
  ["/tests/framec", "框架测试（子页面）"],
];

test.describe("internal test pages", () => {
  for (const [path, title] of pages) {
    test(`${path} shows its heading and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      if (path === "/tests/framep") {
        // The framed child is checked on its own route; inside the frame the interim App's site bar
        // (shown on every layout until the layouts land) would repeat the parent's banner.
        const { violations } = await new AxeBuilder({ page }).exclude("iframe").analyze();
        expect(violations.map((v) => v.id)).toEqual([]);
      } else {
        await expectNoAxeViolations(page);
      }
    });
  }

  test("/tests/ua names the payment channel", async ({ page }) => {
    await page.goto("/tests/ua");
    await expect(page.getByRole("row", { name: /支付渠道/ })).toContainText(/native|h5/);
  });

  test("/tests/api shows the client's error for a status", async ({ page }) => {
    await page.goto("/tests/api");
    await page.getByRole("button", { name: "404" }).click();
    await expect(page.getByText('"status": 404')).toBeVisible();
  });

  test("/tests/enum lists the six sign-in messages", async ({ page }) => {
    await page.goto("/tests/enum");
    await expect(page.getByText("验证码不正确，请检查后重新输入")).toBeVisible();
    await expect(page.getByText("人机验证没有通过，请等待 1 分钟后再试")).toBeVisible();
  });

  test("/tests/framep talks to /tests/framec", async ({ page }) => {
    await page.goto("/tests/framep");
    await expect(
      page.frameLocator("iframe").getByRole("heading", { name: "框架测试（子页面）" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "向子页面发消息" }).click();
    await expect(page.getByText("← pong 1")).toBeVisible();
  });

  test("/tests/pay asks a phone that is not signed in to sign in, and refuses another account", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // The buyer's payment, waiting to be paid.
    await signInFirst(page);
    const { token } = await accessToken(page);
    const headers = { Authorization: `Bearer ${token}` };
    const order = await page.request.post("/api/orders", {
      headers,
      data: [{ package_uid: "25s2-01-trial" }],
    });
    const payment = await page.request.post("/api/payment/order", {
      headers,
      data: { order_id: ((await order.json()) as { id: string }).id, channel: "native", open_id: null },
    });
    const paymentId = ((await payment.json()) as { id: string }).id;

    // A phone that scanned the QR code, not signed in: a clear message and the way to sign in.
    const phoneContext = await browser.newContext({ baseURL: baseURL! });
    const phone = await phoneContext.newPage();
    await phone.goto(`/tests/pay?payment=${paymentId}`);
    await expect(phone.getByText("只有下单的账号才能完成这笔支付", { exact: false })).toBeVisible();
    await expect(phone.getByRole("button", { name: "模拟支付成功" })).toHaveCount(0);
    await expectNoAxeViolations(phone);
    await phone.getByRole("link", { name: "登录后继续支付" }).click();
    // Signed in with another number, the page comes back and the server refuses: not this account's.
    await signInThroughForm(phone, freshPhone());
    await expect(phone).toHaveURL(
      (url) => url.pathname === "/tests/pay" && url.search === `?payment=${paymentId}`,
    );
    await phone.getByRole("button", { name: "模拟支付成功" }).click();
    await expect(
      phone.getByText("没能更新这笔支付，它可能已经结束、不存在，或者属于另一个账号。"),
    ).toBeVisible();
    await phoneContext.close();
    const state = await page.request.get(`/api/payment/${paymentId}`, { headers });
    expect(((await state.json()) as { status: string }).status).toBe("pending");
  });
});
