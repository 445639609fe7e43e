import { expect, openHydrated, test } from "../support/site.ts";

/** Issue 26, part 7: small things the site said that were not quite true. */

// The 404s are checked as the service worker answers them too.
test.use({ serviceWorkers: "allow" });

for (const path of ["/no-such-page", "/articles/first-thinking-book/videos/nope"]) {
  test(`the 404 at ${path} starts without a hydration mismatch (React #418)`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    // Straight in, then again once the service worker (installed on the first visit) answers.
    await openHydrated(page, path);
    await openHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1, name: "哎呀，这一页走丢了" })).toBeVisible();
    await expect(page.getByText(path, { exact: true })).toBeVisible();
    expect(errors.filter((text) => /#418|hydrat/i.test(text))).toEqual([]);
  });
}

test("the home page's QR card says to scan the code, not the one on the right (below it on a phone)", {
  tag: "@phone",
}, async ({ page }) => {
  await page.goto("/");
  const lead = page.locator("#home-service").locator("xpath=..");
  await expect(lead).toContainText("用微信扫描二维码");
  await expect(page.locator("main")).not.toContainText("右边的二维码");
});

test("the language switcher says which languages are only partly translated", async ({ page }) => {
  await page.goto("/");
  const list = page.getByLabel("切换语言");
  await expect(list.locator('option[value="zh-CN"]')).toHaveText("简体中文");
  await expect(list.locator('option[value="en"]')).toHaveText("English (partly translated)");
  await expect(list.locator('option[value="ja"]')).toHaveText("日本語 (一部のみ翻訳)");
});
