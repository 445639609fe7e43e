import { expectNoAxeViolations } from "../support/axe.ts";
import { expect, test } from "../support/site.ts";

test.describe("the home route", () => {
  test("shows the product in Chinese with the trial-course link", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "启思编程" })).toBeVisible();
    await expect(page.getByText("启发思考的编程学习")).toBeVisible();
    await expect(page.getByRole("link", { name: "体验课程" })).toHaveAttribute(
      "href",
      "/app/25s2-python-cpp-01?view=all",
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expectNoAxeViolations(page);
  });

  test("is dressed in the theme: page colours from the theme and a teal call to action", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await expect(page.getByRole("link", { name: "体验课程" })).toHaveCSS(
      "background-color",
      "rgb(0, 122, 120)",
    );
    await page.getByRole("button", { name: "切换深色模式" }).click();
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(11, 20, 20)");
  });

  test("greets a child by name", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("你叫什么名字？").fill("小明");
    await page.getByRole("button", { name: "出发" }).click();
    await expect(page.getByText("你好，小明！")).toBeVisible();
  });
});

test.describe("dark mode", () => {
  test("follows the system when nothing was chosen", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#00aba9");
    await expectNoAxeViolations(page);
  });

  test("can be toggled and is remembered after a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#ffffff");
    const toggle = page.getByRole("button", { name: "切换深色模式" });
    await toggle.click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#00aba9");
  });
});

test.describe("languages", () => {
  test("switches to English identity values and labels, keeping product copy in Chinese", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByLabel("切换语言").selectOption("en");
    await expect(page.getByRole("heading", { level: 1, name: "Qisi Code" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("link", { name: "体验课程" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Qisi Code" })).toBeVisible();
  });

  test("writes Arabic right to left", async ({ page }) => {
    await page.goto("/?lang=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("button", { name: "تبديل الوضع الداكن" })).toBeVisible();
  });
});

test("an unknown path shows the friendly not-found page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: "页面走丢了" })).toBeVisible();
  await expectNoAxeViolations(page);
});
