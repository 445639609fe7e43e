import AxeBuilder from "@axe-core/playwright";
import { expectNoAxeViolations } from "../support/axe.ts";
import { expect, test } from "../support/site.ts";

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

  test("/tests/api shows the client's error for a status", { tag: "@any-viewport" }, async ({ page }) => {
    await page.goto("/tests/api");
    await page.getByRole("button", { name: "404" }).click();
    await expect(page.getByText('"status": 404')).toBeVisible();
  });

  test("/tests/enum lists the six sign-in messages", { tag: "@any-viewport" }, async ({ page }) => {
    await page.goto("/tests/enum");
    await expect(page.getByText("验证码不正确，请检查后重新输入")).toBeVisible();
    await expect(page.getByText("人机验证没有通过，请等待 1 分钟后再试")).toBeVisible();
  });

  test("/tests/framep talks to /tests/framec", { tag: "@any-viewport" }, async ({ page }) => {
    await page.goto("/tests/framep");
    await expect(
      page.frameLocator("iframe").getByRole("heading", { name: "框架测试（子页面）" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "向子页面发消息" }).click();
    await expect(page.getByText("← pong 1")).toBeVisible();
  });

  test("/tests/pay marks a sandbox payment failed", { tag: "@any-viewport" }, async ({ page }) => {
    await page.goto("/tests/pay?payment=does-not-exist");
    await page.getByRole("button", { name: "模拟支付失败" }).click();
    await expect(page.getByText("没能更新这笔支付，它可能已经结束或不存在。")).toBeVisible();
  });
});
