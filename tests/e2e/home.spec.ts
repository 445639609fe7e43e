import { expectNoAxeViolations } from "../support/axe.ts";
import { expect, openHydrated, test } from "../support/site.ts";

test.describe("the home route", () => {
  test("shows the hero with the trial-course link, the tracks, the book and customer service", {
    tag: "@phone",
  }, async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByText("启发思考的编程学习").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "体验课程" }).first()).toHaveAttribute(
      "href",
      "/app/25s2-python-cpp-01?view=all&plan=trial",
    );
    await expect(page.getByRole("heading", { name: "三条学习路线，陪孩子一路成长" })).toBeVisible();
    await expect(page.locator('a[href="/articles/first-thinking-book#purchase"]').first()).toBeAttached();
    // Drawn by the server from the configured link: every copy on the page must actually load.
    const codes = page.getByRole("img", { name: "客服二维码" });
    await expect(codes.first()).toBeAttached();
    for (const code of await codes.all()) {
      await code.scrollIntoViewIfNeeded();
      await expect.poll(() => code.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page).toHaveTitle("启思编程 · 启发思考的编程学习");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /启思编程/);
    await expectNoAxeViolations(page);
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

  test("can be toggled from the header and is remembered after a reload", { tag: "@phone" }, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await openHydrated(page, "/");
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(255, 255, 255)");
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
    await openHydrated(page, "/downloads");
    await page.getByLabel("切换语言").selectOption("en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("footer")).toContainText("Qisi Code");
    await expect(page.getByRole("heading", { level: 1, name: "App 下载" })).toBeVisible();
    await page.reload();
    await expect(page.locator("footer")).toContainText("Qisi Code");
    await expect(page.getByRole("heading", { level: 1, name: "App 下载" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("writes Arabic right to left", async ({ page }) => {
    await page.goto("/?lang=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("button", { name: "تبديل الوضع الداكن" })).toBeAttached();
  });
});
