import type { Page } from "@playwright/test";
import { expect, test } from "../support/site.ts";

/**
 * Holds the app's entry script until `release()`: the prerendered page is painted and can be tapped,
 * but the app has not started — the window a slow phone has for up to a second.
 */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("the header's theme and language controls before the app has started", () => {
  test("a tap on the theme toggle switches the theme, and the app starts with it", { tag: "@phone" }, async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const toggle = page.locator('header [data-early="theme"]');
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-theme", "light");
    await expect(html).not.toHaveAttribute("data-ready", "true");

    await toggle.click();
    await expect(html).toHaveAttribute("data-theme", "dark");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#00aba9");

    release();
    await expect(html).toHaveAttribute("data-ready", "true");
    await expect(html).toHaveAttribute("data-theme", "dark");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    // From here on the app answers the toggle itself.
    await toggle.click();
    await expect(html).toHaveAttribute("data-theme", "light");
    expect(await page.evaluate(() => localStorage.getItem("qisi-theme"))).toBe("light");
  });

  test("a language picked in the list is the one the app starts in", { tag: "@phone" }, async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const list = page.locator('header [data-early="locale"]');

    await list.selectOption("en");
    expect(await page.evaluate(() => localStorage.getItem("qisi-locale"))).toBe("en");

    release();
    await expect(page.locator("html")).toHaveAttribute("data-ready", "true");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(list).toHaveValue("en");
  });
});
