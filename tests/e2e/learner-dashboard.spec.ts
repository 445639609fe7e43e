import { expectNoAxeViolations } from "../support/axe.ts";
import { expect, test } from "../support/site.ts";
import { createProjects, signIn, signInFirst, smsCode } from "./learner-helpers.ts";

test.describe("login-required pages", () => {
  test("send a visitor to /login with the full path as from", async ({ page }) => {
    await page.goto("/dashboard/projects?sort=new");
    await expect(page).toHaveURL(/\/login\?from=%2Fdashboard%2Fprojects%3Fsort%3Dnew$/);
    // The address changes before the login page's chunk has rendered: check the page, not the gap.
    await expect(page.getByRole("heading", { level: 1, name: "登录 / 注册" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("the learning centre", () => {
  test("shows my courses, my projects and recommended courses", { tag: "@phone" }, async ({ page }) => {
    await signInFirst(page);
    await createProjects(page, ["会跳舞的小猫"]);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "学习中心" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "我的课程" })).toBeVisible();
    await expect(page.getByText("还没有课程")).toBeVisible();
    await expect(page.getByRole("heading", { name: "会跳舞的小猫" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Python 与 C\+\+ 双语编程 · 第一阶段/ })).toHaveAttribute(
      "href",
      "/app/25s2-python-cpp-01?view=all",
    );
    const dashboardNav = page.getByRole("navigation", { name: "学习中心导航" });
    await expect(dashboardNav.getByRole("link", { name: "学习中心", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectNoAxeViolations(page);
  });

  test("my courses lists nothing yet, with a way to the courses", async ({ page }) => {
    await signIn(page, undefined, "/dashboard/courses");
    await expect(page.getByRole("heading", { level: 1, name: "我的课程" })).toBeVisible();
    await expect(page.getByRole("link", { name: "去看看课程" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("my projects pages with until and runs every action", async ({ page }) => {
    test.setTimeout(90_000);
    // The page's clock, to run out the 8 s in which a deletion can be undone without waiting them.
    await page.clock.install();
    await signInFirst(page);
    const titles = Array.from({ length: 22 }, (_, i) => `作品 ${String(i + 1).padStart(2, "0")}`);
    await createProjects(page, titles);
    await page.goto("/dashboard/projects");
    await expect(page.getByRole("heading", { level: 1, name: "我的作品" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "作品 22" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "作品 01" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "加载更多作品" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "作品 01" })).toBeVisible();
    await expect(page.getByRole("button", { name: "加载更多作品" })).toHaveCount(0);

    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "作品 22", exact: true }) });
    await expect(card.getByRole("link", { name: /打开/ })).toHaveAttribute("href", /\/studio\/scratch\//);

    await card.getByRole("button", { name: /复制/ }).click();
    await expect(page.getByRole("link", { name: /打开/ }).first()).toBeVisible();
    await expect(page.getByText(/复制/).and(page.getByRole("status"))).toBeVisible();

    await card.getByRole("button", { name: /重命名/ }).click();
    await page.getByLabel("作品名称").fill("新名字的作品");
    await page.getByRole("button", { name: "保存名字" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "新名字的作品" })).toBeVisible();

    const renamed = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "新名字的作品", exact: true }) });
    await renamed.getByRole("button", { name: /删除/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "删除" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "新名字的作品" })).toHaveCount(0);
    await page.getByRole("button", { name: "撤销" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "新名字的作品" })).toBeVisible();

    await renamed.getByRole("button", { name: /删除/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "删除" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "新名字的作品" })).toHaveCount(0);
    // Once the undo window has passed, the page deletes it on the server.
    const deleted = page.waitForResponse(
      (response) =>
        response.request().method() === "DELETE" && /\/api\/projects\/[^/]+$/.test(response.url()),
    );
    await page.clock.fastForward(8_000);
    expect((await deleted).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: "作品 21" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "新名字的作品" })).toHaveCount(0);
  });

  test("settings change the nickname and avatar, and log out", async ({ page }) => {
    await signIn(page, undefined, "/dashboard/settings");
    await expect(page.getByRole("heading", { level: 1, name: "设置" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("昵称").fill("小明");
    await page.getByLabel("火箭").check({ force: true });
    await page.getByRole("button", { name: "保存资料" }).click();
    await expect(page.getByText("资料已保存。")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("昵称")).toHaveValue("小明");
    await expect(page.getByLabel("火箭")).toBeChecked();
    await page.getByRole("button", { name: "退出登录" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?from=%2Fdashboard$/);
  });

  test("deletes the account and its data after a fresh SMS code", async ({ page }) => {
    // The code for deleting waits out the 60 s after the sign-in code (one code a minute per phone).
    test.setTimeout(150_000);
    const phone = await signIn(page, undefined, "/dashboard/settings");
    await page.getByRole("button", { name: "删除我的账号和数据" }).click();
    const dialog = page.getByRole("dialog", { name: "确定要删除账号吗？" });
    await expect(dialog).toBeVisible();
    // What goes and what is kept is said before anything happens.
    await expect(dialog.getByText("0 个作品")).toBeVisible();
    await expect(dialog.getByText(/已支付的订单（0 笔）会保留/)).toBeVisible();
    await expectNoAxeViolations(page);
    const send = dialog.getByRole("button", { name: /发送验证码到 \d{3}\*{4}\d{4}/ });
    await expect(send).toBeEnabled();
    await send.click();
    await expect(dialog.getByRole("alert")).toContainText("秒");
    await expect(send).toBeEnabled({ timeout: 75_000 });
    await send.click();
    const codeField = dialog.getByLabel("短信验证码");
    await expect(codeField).toBeVisible();
    await codeField.fill(await smsCode(page, phone));
    await dialog.getByRole("button", { name: "永久删除" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login/);
  });
});
