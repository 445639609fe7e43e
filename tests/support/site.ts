import { test as base, expect, type Page } from "@playwright/test";
import { watchCspViolations } from "./csp-violations.ts";

/**
 * `baseURL` of the product under test, started by tests/global-setup.ts; and every test's page
 * watched for Content-Security-Policy violations, which fail the test at its end (a test that
 * provokes one on purpose sets `cspViolationsExpected`).
 */
export const test = base.extend<{ cspViolationsExpected: boolean }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.QISI_SITE_URL;
    if (!url) throw new Error("The site is not built: run `pnpm build` before the end-to-end tests.");
    await use(url);
  },
  cspViolationsExpected: [false, { option: true }],
  page: async ({ page, cspViolationsExpected }, use) => {
    const violations = await watchCspViolations(page);
    await use(page);
    if (!cspViolationsExpected) expect(violations, "Content-Security-Policy violations").toEqual([]);
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
