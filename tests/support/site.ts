import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
  type TestInfo,
} from "@playwright/test";
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

/**
 * A browser context of its own on the built site with the project's device settings (size, touch,
 * user agent, locale, time zone), for tests that share one page across a describe: `beforeAll`
 * cannot use the per-test `page`. `options` adds to or overrides those settings.
 */
export async function projectContext(
  browser: Browser,
  testInfo: TestInfo,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const baseURL = process.env.QISI_SITE_URL;
  if (!baseURL) throw new Error("The site is not built: run `pnpm build` before the end-to-end tests.");
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, locale, timezoneId } =
    testInfo.project.use;
  return browser.newContext({
    baseURL,
    viewport,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    userAgent,
    locale,
    timezoneId,
    ...options,
  });
}
