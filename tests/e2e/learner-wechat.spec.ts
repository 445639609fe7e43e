import type { BrowserContext } from "@playwright/test";
import { expect, test } from "../support/site.ts";
import { accessToken, freshPhone, signInThroughForm } from "./learner-helpers.ts";

/** A phone's WeChat in-app browser announces itself like this. */
const wechatUserAgent =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.50";

/**
 * WeChat's OAuth page cannot run here: stand in for it at its real address. Like WeChat it sends the
 * browser back to `redirect_uri` with a `code`, and it records what it was asked.
 */
async function fakeWeChatOAuth(context: BrowserContext): Promise<URL[]> {
  const asked: URL[] = [];
  // The development WeChat adapter turns a code into an openid: a new person for every test.
  const person = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  await context.route("https://open.weixin.qq.com/**", async (route) => {
    const url = new URL(route.request().url());
    asked.push(url);
    const back = new URL(url.searchParams.get("redirect_uri") ?? "/");
    back.searchParams.set("code", `wx-${person}-${asked.length}`);
    await route.fulfill({ status: 302, headers: { location: back.toString() } });
  });
  return asked;
}

test.use({ userAgent: wechatUserAgent });

test.describe("inside WeChat", () => {
  test("start-up goes to WeChat's OAuth page (base scope, code, back to this address) first", async ({
    page,
    context,
    baseURL,
  }) => {
    const asked = await fakeWeChatOAuth(context);
    await page.goto("/articles/road-to-success?from=share");
    await expect(page).toHaveURL(/code=wx-\w+-1/);
    expect(asked).toHaveLength(1);
    const oauth = asked[0]!;
    expect(oauth.pathname).toBe("/connect/oauth2/authorize");
    expect(oauth.searchParams.get("response_type")).toBe("code");
    expect(oauth.searchParams.get("scope")).toBe("snsapi_base");
    expect(oauth.searchParams.get("appid")).toBeTruthy();
    expect(oauth.searchParams.get("redirect_uri")).toBe(`${baseURL}/articles/road-to-success?from=share`);
    // With the code the page stays: no second trip to WeChat.
    await expect(page.getByRole("heading", { level: 1, name: "成长路线" })).toBeVisible();
    expect(asked).toHaveLength(1);
  });

  test("checkout pays with WeChat's own pay sheet (jsapi) and grants the course", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await fakeWeChatOAuth(context);
    // WeixinJSBridge exists only in WeChat: this stand-in hands the pay request to the test.
    await context.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      w.WeixinJSBridge = {
        invoke(name: string, params: unknown, callback: (result: { err_msg: string }) => void) {
          w.__payRequest = { name, params };
          w.__answerPay = callback;
        },
      };
    });
    await page.goto("/app/25s2-python-cpp-01?view=all");
    await page.getByRole("radio", { name: /体验课/ }).check();
    await page.getByRole("button", { name: /立即报名/ }).click();
    const paymentResponse = page.waitForResponse((r) => r.url().endsWith("/api/payment/order"));
    await signInThroughForm(page, freshPhone());
    const payment = (await (await paymentResponse).json()) as { id: string; jsapi?: unknown };
    expect(payment.jsapi).toBeTruthy();

    await page.getByRole("button", { name: "微信支付", exact: true }).click();
    const request = await page.waitForFunction(
      () => (window as unknown as Record<string, unknown>).__payRequest,
    );
    expect(await request.jsonValue()).toEqual({ name: "getBrandWCPayRequest", params: payment.jsapi });
    // The learner pays in WeChat's sheet (here: the sandbox provider), and WeChat answers ok.
    // As the signed-in owner: the sandbox settles only its owner's payments.
    const { token } = await accessToken(page);
    const paid = await page.request.post(`/api/payment/sandbox/${payment.id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { result: "paid" },
    });
    expect(paid.ok()).toBe(true);
    await page.evaluate(() => {
      const answer = (window as unknown as { __answerPay: (result: { err_msg: string }) => void })
        .__answerPay;
      answer({ err_msg: "get_brand_wcpay_request:ok" });
    });
    await expect(page.getByRole("heading", { name: "支付成功！" })).toBeVisible({ timeout: 15_000 });
    await page.goto("/dashboard/courses");
    await expect(page.getByRole("heading", { name: "Python 与 C++ 双语编程 · 第一阶段" })).toBeVisible();
  });
});
