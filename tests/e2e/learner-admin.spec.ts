import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { readProblemFolder, writeProblemZip } from "../../packages/judge/src/problem/index.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { e2eAdminPhones } from "../support/product-server.ts";
import { expect, test } from "../support/site.ts";
import { buyCourse, signIn, signInFirst } from "./learner-helpers.ts";

const notFoundHeading = "哎呀，这一页走丢了";

/** What /admin shows anyone who is not an admin: exactly the unknown-path page, status 404 included. */
async function expectOrdinaryNotFound(page: Page) {
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: notFoundHeading })).toBeVisible();
  await expect(page.getByText("运营后台")).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const adminTitle = await page.title();
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: notFoundHeading })).toBeVisible();
  expect(await page.title()).toBe(adminTitle);
}

test.describe("the operator page", () => {
  test("a visitor gets the ordinary 404 page", async ({ page }) => {
    await expectOrdinaryNotFound(page);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: notFoundHeading })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a signed-in learner gets the ordinary 404 page too", async ({ page }) => {
    await signInFirst(page);
    await expectOrdinaryNotFound(page);
  });

  test("an admin sees orders, payments, users and short links, and creates a working short link", async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    // A learner buys a course, so there is an order and a paid payment to see.
    await signInFirst(page);
    const { orderId, paymentId } = await buyCourse(page, "25s2-01-trial");
    await context.clearCookies();

    const adminPhone = e2eAdminPhones[testInfo.project.name as keyof typeof e2eAdminPhones];
    await signIn(page, adminPhone, "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "运营后台" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    const users = page
      .getByRole("term")
      .filter({ hasText: "注册用户" })
      .locator("xpath=following-sibling::dd");
    await expect(users).toHaveText(/^[1-9][\d,]*$/);

    const orders = page.getByRole("region", { name: "最近订单" });
    const orderRow = orders.getByRole("row").filter({ hasText: orderId });
    await expect(orderRow).toContainText("体验课");
    await expect(orderRow).toContainText("已支付");
    await expect(orderRow).toContainText("¥9.90");
    await expect(orderRow).toContainText(/139\*{4}\d{4}/);

    const payments = page.getByRole("region", { name: "最近支付" });
    const paymentRow = payments.getByRole("row").filter({ hasText: paymentId });
    await expect(paymentRow).toContainText("扫码支付");
    await expect(paymentRow).toContainText("已支付");

    const links = page.getByRole("region", { name: "短链接", exact: true });
    await expect(links.getByRole("link", { name: "/r/trial" })).toBeVisible();
    await expectNoAxeViolations(page);

    const id = `e2e-${testInfo.project.name}-${Date.now()}`;
    await page.getByLabel("短链接编号（可不填）").fill(id);
    await page.getByLabel("跳转到").fill("/downloads");
    await page.getByRole("button", { name: "创建短链接" }).click();
    await expect(links.getByRole("link", { name: `/r/${id}` })).toBeVisible();

    // The same id again: the server's Chinese reason, on the form.
    await page.getByLabel("短链接编号（可不填）").fill(id);
    await page.getByLabel("跳转到").fill("/");
    await page.getByRole("button", { name: "创建短链接" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "已经存在" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/r/${id}`);
    await expect(page).toHaveURL(/\/downloads$/);

    await page.goto("/admin");
    page.once("dialog", (dialog) => dialog.accept());
    await page.getByRole("button", { name: `删除 /r/${id}` }).click();
    await expect(links.getByRole("link", { name: `/r/${id}` })).toHaveCount(0);
    const gone = await page.goto(`/r/${id}`);
    expect(gone?.status()).toBe(404);

    // Judge problems (issue 18): upload a Hydro-layout zip; it is listed and open at /problems/{id}.
    const problemId = `e2e-sum-${testInfo.project.name}-${Date.now()}`;
    const fixture = fileURLToPath(
      new URL("../../apps/server/test/fixtures/problems/fixture-sum", import.meta.url),
    );
    const zip = writeProblemZip({
      ...(await readProblemFolder(fixture)),
      id: problemId,
      title: "上传的两个篮子",
    });
    await page.goto("/admin");
    await page.getByLabel(/上传题目包/).setInputFiles({
      name: `${problemId}.zip`,
      mimeType: "application/zip",
      buffer: Buffer.from(zip),
    });
    await page.getByRole("button", { name: "上传并导入" }).click();
    const problems = page.getByRole("region", { name: "评测题目" });
    await expect(problems.getByRole("link", { name: problemId })).toBeVisible();
    await page
      .getByLabel(/上传题目包/)
      .setInputFiles({ name: "bad.zip", mimeType: "application/zip", buffer: Buffer.from("PK nonsense") });
    await page.getByRole("button", { name: "上传并导入" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "题目" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/problems/${problemId}`);
    await expect(page.getByRole("heading", { level: 1, name: "上传的两个篮子" })).toBeVisible();

    // No answer at all (offline) is not "not an admin": the admin gets a retry, not the 404 page.
    // (Every attempt fails: the client retries a GET that got no answer.)
    let offline = true;
    await context.route("**/api/admin/overview", (route) => (offline ? route.abort() : route.continue()));
    await page.goto("/admin");
    await expect(page.getByRole("alert").filter({ hasText: "没能加载出来" })).toBeVisible();
    offline = false;
    await page.getByRole("button", { name: "重试" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "运营后台" })).toBeVisible();
  });
});
