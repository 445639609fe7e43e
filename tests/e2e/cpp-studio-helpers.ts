import type { Page } from "@playwright/test";
import { expect } from "../support/site.ts";

/** Opens a C++ studio page and waits for the editor and the runner. */
export async function openCppStudio(page: Page, path = "/studio/cpp/new"): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId("code-editor")).toHaveAttribute("data-ready", "true", { timeout: 20_000 });
  await expect(page.getByTestId("runner-status")).toHaveText("准备好了");
}

/** Replaces the editor's code (pasted: Monaco's auto-indent would add to the code's own indentation). */
export async function pasteCode(page: Page, code: string): Promise<void> {
  await page.getByTestId("code-editor").click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await page.keyboard.press("ControlOrMeta+V");
}
