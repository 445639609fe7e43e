import type { BrowserContext } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
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
    back.searchParams.set("state", url.searchParams.get("state") ?? "");
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
    // A random state per trip, which the server checks against this browser (issue 16).
    expect(oauth.searchParams.get("state")).toMatch(/^[\w-]{20,}$/);
    // With the code the page stays: no second trip to WeChat.
    await expect(page.getByRole("heading", { level: 1, name: "成长路线" })).toBeVisible();
    expect(asked).toHaveLength(1);
  });

  test("checkout pays with WeChat's own pay sheet (jsapi) and grants the course", { tag: "@phone" }, async ({
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
    // The WeChat this browser came back with is only linked after a yes (issue 16).
    const offer = page.getByRole("dialog", { name: "绑定这个微信？" });
    await expect(offer).toBeVisible();
    await expectNoAxeViolations(page);
    const linked = page.waitForResponse((r) => r.url().endsWith("/api/accounts/wechat/link"));
    await offer.getByRole("button", { name: "绑定微信" }).click();
    expect((await linked).status()).toBe(200);
    await expect(offer).toBeHidden();
    const payment = (await (await paymentResponse).json()) as { id: string; jsapi?: unknown };
    expect(payment.jsapi).toBeTruthy();

    await page.getByRole("button", { name: "微信支付", exact: true }).click();
    const request = await page.waitForFunction(
      () => (window as unknown as Record<string, unknown>).__payRequest,
    );
    expect(await request.jsonValue()).toEqual({ name: "getBrandWCPayRequest", params: payment.jsapi });
    // The learner pays in WeChat's sheet (here: the sandbox provider), and WeChat answers ok.
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

  test("a planted link with someone else's WeChat code links nothing and asks nothing", async ({
    page,
    context,
  }) => {
    await fakeWeChatOAuth(context);
    // Through the form: the WeChat trip at start-up is what offers the binding. The form is filled
    // once the page is back from that trip (filled before it, the phone was lost with the page).
    await page.goto("/login?from=%2Fdashboard");
    await expect(page).toHaveURL(/code=wx-\w+-1/);
    await signInThroughForm(page, freshPhone());
    await expect(page).toHaveURL((url) => url.pathname === "/dashboard");
    // Their own WeChat is offered after sign-in; this learner says no.
    const offer = page.getByRole("dialog", { name: "绑定这个微信？" });
    await offer.getByRole("button", { name: "不绑定" }).click();
    await expect(offer).toBeHidden();
    // What an attacker would plant: their own code, with the old fixed state or one of their own trips.
    await page.goto("/dashboard?code=wx-attacker-1&state=qisi");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "绑定这个微信？" })).toHaveCount(0);
    const session = await (await page.request.get("/api/accounts/session")).json();
    expect(session.wxopenId).toBeNull();
  });
});
