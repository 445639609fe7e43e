import type { Browser, Page, TestInfo } from "@playwright/test";
import { expect, projectContext } from "../support/site.ts";

/**
 * Opens a Python studio page and waits until the editor and Python are ready. A fresh browser
 * profile starts Pyodide cold: 6–10 s on a quiet 2-core machine, over 30 s with both cores busy
 * (a CI run once hit that); a longer wait costs a passing test nothing.
 */
export async function openStudio(page: Page, path = "/studio/python/new"): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId("code-editor")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  await expect(page.getByTestId("runner-status")).toHaveText("准备好了", { timeout: 60_000 });
}

/**
 * Opens a Python studio page and waits until its editor is ready, not Python: for tests that edit,
 * save and reload but run nothing. Python's start (begun at navigation) is left to finish or to be
 * dropped by the next navigation, instead of being waited for, 6–60 s each time.
 */
export async function openEditor(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId("code-editor")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
}

/** Replaces the editor's code. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByTestId("code-editor").click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  // Pasted, not typed: Monaco's auto-indent would add to the indentation the code already has.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await page.keyboard.press("ControlOrMeta+V");
}

/**
 * A new page on the built site with the project's device settings, for a describe block that shares
 * one page (one Python start instead of one per test). `isolated: false` drops the studio's COEP on
 * the way, as a server without isolation would (service workers are blocked so every request
 * passes the route).
 */
export async function studioPage(
  browser: Browser,
  testInfo: TestInfo,
  { isolated = true }: { isolated?: boolean } = {},
): Promise<Page> {
  const context = await projectContext(browser, testInfo, isolated ? {} : { serviceWorkers: "block" });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const page = await context.newPage();
  if (!isolated)
    await page.route("**/studio/python/**", async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers["cross-origin-embedder-policy"];
      await route.fulfill({ response, headers });
    });
  await openStudio(page);
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(isolated);
  return page;
}
