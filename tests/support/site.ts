import { test as base, expect, type Page } from "@playwright/test";

/** `baseURL` of the product under test, started by tests/global-setup.ts. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.QISI_SITE_URL;
    if (!url) throw new Error("The site is not built: run `pnpm build` before the end-to-end tests.");
    await use(url);
  },
});
export { expect };

/**
 * Opens a page and waits until the app has hydrated it (it marks `<html data-ready>`). Prerendered
 * pages paint before their JavaScript runs; a test that changes a control must wait for the app.
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-ready", "true");
}
