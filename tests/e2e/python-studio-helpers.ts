import type { Page } from "@playwright/test";
import { expect } from "../support/site.ts";

/** Opens a Python studio page and waits until the editor and Python are ready. */
export async function openStudio(page: Page, path = "/studio/python/new"): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId("code-editor")).toHaveAttribute("data-ready", "true", { timeout: 20_000 });
  await expect(page.getByTestId("runner-status")).toHaveText("准备好了", { timeout: 30_000 });
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
