import { expectNoAxeViolations } from "../support/axe.ts";
import { expect, test } from "../support/site.ts";
import { freshPhone, signInFirst, signInThroughForm, smsCode } from "./learner-helpers.ts";

test.describe("sign-in at /login", () => {
  test("registers a new number end to end and returns to from", { tag: "@phone" }, async ({ page }) => {
    await page.goto("/login?from=%2Fdashboard%2Fsettings");
    await expect(page.getByRole("heading", { level: 1, name: "登录 / 注册" })).toBeVisible();
    await expectNoAxeViolations(page);
    await signInThroughForm(page, freshPhone());
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
  });

  test("says when the phone is empty or wrong", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "同意并继续" }).click();
    await expect(page.getByText("请输入手机号码")).toBeVisible();
    await page.getByLabel("手机号码").fill("12345");
    await page.getByRole("button", { name: "同意并继续" }).click();
    await expect(page.getByText("手机号码不正确，请检查后重新输入")).toBeVisible();
  });

  test("rejects a wrong code, then counts down the resend", async ({ page }) => {
    const phone = freshPhone();
    await page.goto("/login");
    await page.getByLabel("手机号码").fill(phone);
    await page.getByRole("button", { name: "同意并继续" }).click();
    await expect(
      page.getByText("正在进行人机验证，请稍等片刻…").or(page.getByLabel("短信验证码")),
    ).toBeVisible();
    const codeField = page.getByLabel("短信验证码");
    await expect(codeField).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("button", { name: /秒后可以重新发送/ })).toBeDisabled();
    const right = await smsCode(page, phone);
    await codeField.fill("12345");
    await page.getByRole("button", { name: "验证并登录" }).click();
    await expect(page.getByText("验证码是 6 位数字，请检查后重新输入")).toBeVisible();
    await codeField.fill(right === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "验证并登录" }).click();
    await expect(page.getByText("验证码不正确，请检查后重新输入")).toBeVisible();
    await expectNoAxeViolations(page);
    await codeField.fill(right);
    await page.getByRole("button", { name: "验证并登录" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a signed-in visitor who opens /login goes on to from", async ({ page }) => {
    await signInFirst(page);
    await page.goto("/login?from=%2Fdashboard%2Fcourses");
    await expect(page).toHaveURL(/\/dashboard\/courses$/);
  });

  test("says when the server cannot be reached, when the human verification fails, and when the code could not be sent", async ({
    page,
  }) => {
    // No answer at all (as a partner's page refused by CORS sees it): the connection, not the captcha.
    await page.route("**/api/accounts/chal", (route) => route.abort());
    await page.goto("/login");
    await page.getByLabel("手机号码").fill(freshPhone());
    await page.getByRole("button", { name: "同意并继续" }).click();
    await expect(page.getByText("无法连接到启思编程服务器，请检查网站配置")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("人机验证没有通过")).toHaveCount(0);

    await page.unroute("**/api/accounts/chal");
    await page.route("**/api/accounts/chal", (route) =>
      route.fulfill({
        status: 400,
        json: {
          message: "Captcha failed.",
          code: "captcha_failed",
          detail: "人机验证没有通过，请等待 1 分钟后再试。",
          retryAfter: 60,
        },
      }),
    );
    await page.goto("/login");
    await page.getByLabel("手机号码").fill(freshPhone());
    await page.getByRole("button", { name: "同意并继续" }).click();
    await expect(page.getByText("人机验证没有通过，请等待 1 分钟后再试")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/秒后可以再试一次/)).toBeVisible();

    await page.unroute("**/api/accounts/chal");
    await page.route("**/api/accounts/chal/sms", (route) =>
      route.fulfill({
        status: 502,
        json: { message: "SMS provider failed", code: "sms_failed", detail: "短信没有发出去" },
      }),
    );
    await page.goto("/login");
    await page.getByLabel("手机号码").fill(freshPhone());
    await page.getByRole("button", { name: "同意并继续" }).click();
    await expect(page.getByText("验证码没有发出去，请 1 分钟后重新发送")).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
  });
});
