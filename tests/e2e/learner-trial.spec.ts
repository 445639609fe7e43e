import type { BrowserContext, Page } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { expect, test } from "../support/site.ts";
import { freshPhone, signInThroughForm } from "./learner-helpers.ts";

/**
 * Pays the payment the page is showing through the sandbox, as the signed-in owner: on a phone
 * through WeChat's h5 page (the sandbox's) and back to the sales page, on a desktop by "scanning"
 * the code in another tab of the same browser.
 */
async function payShownPayment(page: Page, context: BrowserContext, paymentId: string): Promise<void> {
  const h5 = page.getByRole("button", { name: "去微信支付" });
  await expect(h5.or(page.getByRole("img", { name: "微信支付二维码" }))).toBeVisible();
  if (await h5.isVisible()) {
    await h5.click();
    await expect(page).toHaveURL(/\/tests\/pay\?payment=/);
    await page.getByRole("button", { name: "模拟支付成功" }).click();
    await page.getByRole("link", { name: "返回报名页面" }).click();
    await expect(page).toHaveURL(new RegExp(`payment=${paymentId}`));
  } else {
    const phone = await context.newPage();
    await phone.goto(`/tests/pay?payment=${paymentId}`);
    await phone.getByRole("button", { name: "模拟支付成功" }).click();
    await expect(phone.getByText("已支付成功。")).toBeVisible();
    await phone.close();
  }
}

const paymentOf = (page: Page) =>
  page
    .waitForResponse((r) => r.url().endsWith("/api/payment/order"))
    .then(async (r) => (await r.json()) as { id: string; amountFen: number });

// At both sizes: phones pay on WeChat's h5 page and come back, which is where the card used to
// name the wrong package.
test("the trial button chooses the trial; after paying for it the learner upgrades for the rest", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto("/");
  await page.getByRole("link", { name: "体验课程" }).first().click();
  await expect(page).toHaveURL(/\/app\/25s2-python-cpp-01\?view=all&plan=trial$/);
  await expect(page.getByRole("radio", { name: /^体验课/ })).toBeChecked();
  await expect(page.getByRole("button", { name: "立即报名 ¥9.90" })).toBeVisible();

  // Buy the trial: sign in on the way, pay in the sandbox.
  await page.getByRole("button", { name: "立即报名 ¥9.90" }).click();
  const trialPayment = paymentOf(page);
  await signInThroughForm(page, freshPhone());
  const trial = await trialPayment;
  expect(trial.amountFen).toBe(990);
  await payShownPayment(page, context, trial.id);

  // The success card names the package bought (on phones too, back from WeChat's page) ...
  const card = page.locator("section").filter({ has: page.getByRole("heading", { name: "支付成功！" }) });
  await expect(page.getByRole("heading", { name: "支付成功！" })).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText("体验课 · ¥9.90")).toBeVisible();
  await expect(card.getByText(/第一阶段 · 完整课程 · /)).toHaveCount(0);
  // ... and the upgrade is offered at the full price less the trial's, as the server priced it.
  const offer = page.getByRole("article", { name: "升级到完整课程" });
  await expect(offer).toBeVisible();
  await expect(offer.getByText("原价 ¥1,299")).toBeVisible();
  await expectNoAxeViolations(page);

  // Coming back later: still on the trial, still offered the upgrade.
  await page.goto("/app/25s2-python-cpp-01");
  await expect(page.getByText("你正在体验这门课")).toBeVisible();
  const upgrade = page.getByRole("button", { name: "升级到完整课程 ¥1,289.10" });
  await expect(upgrade).toBeVisible();
  await expectNoAxeViolations(page);

  const upgradePayment = paymentOf(page);
  await upgrade.click();
  const full = await upgradePayment;
  expect(full.amountFen).toBe(129900 - 990);
  await payShownPayment(page, context, full.id);
  await expect(page.getByRole("heading", { name: "支付成功！" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("第一阶段 · 完整课程 · ¥1,289.10")).toBeVisible();

  // The credit was used once: no more upgrade, the course is simply owned.
  await page.goto("/app/25s2-python-cpp-01");
  await expect(page.getByText("你已经报名了这门课，可以直接开始学习。")).toBeVisible();
  await expect(page.getByRole("article", { name: "升级到完整课程" })).toHaveCount(0);
});
