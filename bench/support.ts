/** What the benches share: the build they need, the load they print, and waiting for a page's caching. */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { scratchGuiBase } from "../packages/studio/src/scratch/scratch-gui-version.ts";

/** The built product (`apps/site/dist`, `apps/server/dist`), built first when missing. */
export function buildProductIfMissing(root: string): void {
  if (existsSync(join(root, "apps/site/dist")) && existsSync(join(root, "apps/server/dist/main.js"))) return;
  console.log("› building the product first (pnpm build)");
  if (spawnSync("pnpm", ["build"], { cwd: root, stdio: "inherit" }).status !== 0) process.exit(1);
}

/** The 1, 5 and 15 minute load averages: the machine is shared, so every figure goes with them. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");

/** Polls `check` until it holds, for at most 60 s; then says so and lets the bench go on. */
export async function waitUntil(page: Page, what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) {
      console.warn(`  (still not ${what} after 60 s; the warm visit goes ahead)`);
      return;
    }
    await page.waitForTimeout(100);
  }
}

/** Pyodide's files kept by the site's worker and Python's memory snapshot stored (a warm start's). */
export function pythonKept(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const count = async (name: string) => (await (await caches.open(name)).keys()).length;
    return (await count("qisi-vendor")) >= 4 && (await count("pyodide-snapshots")) >= 1;
  });
}

/**
 * The Scratch studio's own caching after a first visit is done: the site's worker controls the
 * page and the code-cache worker is active (it has put the bundle away); then a second's pause.
 */
export async function scratchSettled(page: Page): Promise<void> {
  await waitUntil(page, "cached", () =>
    page.evaluate(
      async (scope) =>
        !!navigator.serviceWorker.controller &&
        !!(await navigator.serviceWorker.getRegistration(scope))?.active,
      scratchGuiBase,
    ),
  );
  await page.waitForTimeout(1000);
}
