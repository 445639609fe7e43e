/**
 * Python studio benchmark: ready-to-run cold and warm, Stop latency (isolated and not), bytes
 * transferred. Needs `pnpm build` first. Run: `node packages/studio/bench/python-studio.bench.ts`.
 *
 * The server isolates the studio itself (COOP/COEP); "not isolated" strips COEP on the way, which
 * must also see the service worker's own fetches (the warm path), hence the Playwright switch.
 */
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";
const { chromium } = await import("@playwright/test");

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { BrowserContext, Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../../../tests/support/chromium.ts";
import { startProductServer } from "../../../tests/support/product-server.ts";

const server = await startProductServer();

/** Takes COEP off the studio page, as a server without isolation would send it. */
async function unisolate(context: BrowserContext) {
  await context.route(`${server.url}/studio/python/**`, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers["cross-origin-embedder-policy"];
    await route.fulfill({ response, headers });
  });
}

async function readyMs(page: Page): Promise<number> {
  await page.goto(`${server.url}/studio/python/new`);
  await page.getByTestId("runner-status").filter({ hasText: "准备好了" }).waitFor({ timeout: 60_000 });
  return page.evaluate(() => Math.round(performance.now()));
}

async function runProgram(page: Page, code: string) {
  await page.getByTestId("code-editor").click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  // Pasted (as in the e2e tests): typing would go through Monaco's auto-indent.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await page.keyboard.press("ControlOrMeta+V");
  await page.getByRole("button", { name: "运行" }).click();
}

/** Median delay of a 0 ms timer on the page while a program prints as fast as it can. */
async function floodLagMs(page: Page): Promise<number> {
  await runProgram(page, "i = 0\nwhile True:\n    print(i)\n    i += 1\n");
  await page.waitForTimeout(1500);
  const lags = await page.evaluate(async () => {
    const samples: number[] = [];
    for (let i = 0; i < 15; i++) {
      const start = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 0));
      samples.push(performance.now() - start);
    }
    return samples.sort((a, b) => a - b);
  });
  await page.getByRole("button", { name: "停止" }).click();
  await page.getByTestId("runner-status").filter({ hasText: "准备好了" }).waitFor({ timeout: 30_000 });
  return Math.round(lags[7] ?? 0);
}

/** Milliseconds from a click on Stop until the studio says 准备好了 again (rAF-timed on the page). */
async function stopMs(
  page: Page,
  code = "n = 0\nwhile True:\n    n += 1\n",
  busyText = "程序运行中",
  settleMs = 3000,
): Promise<number> {
  await runProgram(page, code);
  await page.getByTestId("runner-status").filter({ hasText: busyText }).waitFor();
  await page.waitForTimeout(settleMs);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const status = document.querySelector('[data-testid="runner-status"]');
        const stop = [...document.querySelectorAll("button")].find((b) => b.textContent?.includes("停止"));
        const start = performance.now();
        // -1: not ready again within 12 s (the studio is stuck).
        const check = () => {
          if (status?.textContent === "准备好了") resolve(Math.round(performance.now() - start));
          else if (performance.now() - start > 12_000) resolve(-1);
          else requestAnimationFrame(check);
        };
        stop?.click();
        check();
      }),
  );
}

/** Stop during `time.sleep(10)` and during a loop whose bare `except:` wraps `input()`, five times each. */
async function stopHardMs(page: Page): Promise<string> {
  const sleeping: number[] = [];
  const asking: number[] = [];
  for (let i = 0; i < 5; i++) {
    sleeping.push(await stopMs(page, "import time\nprint('睡')\ntime.sleep(10)\n", "程序运行中", 300));
    asking.push(
      await stopMs(
        page,
        "while True:\n    try:\n        n = int(input('数字？'))\n    except:\n        print('再试一次')\n",
        "程序在等你输入",
        300,
      ),
    );
  }
  return `sleep ${sleeping.join(" ")} / input loop ${asking.join(" ")}`;
}

const results = {
  set(name: string, value: number | string) {
    console.log(`${name.padEnd(48)} ${value}`);
  },
};
for (const mode of ["not isolated", "isolated"] as const) {
  // A browser profile on disk, as a learner's browser has (an incognito context keeps only a small
  // HTTP cache in memory, so the service worker's copy would be fetched a second time).
  const profile = mkdtempSync(join(tmpdir(), "qisi-bench-"));
  const context = await chromium.launchPersistentContext(profile, chromiumLaunchOptions());
  if (mode === "not isolated") await unisolate(context);
  const page = context.pages()[0] ?? (await context.newPage());
  // Bytes on the wire: what the page and the service worker fetched from the server, not what the
  // service worker answered from its cache.
  let bytes = 0;
  context.on("requestfinished", async (request) => {
    const response = await request.response().catch(() => null);
    if (!response || response.fromServiceWorker()) return;
    const sizes = await request.sizes().catch(() => null);
    if (sizes) bytes += sizes.responseBodySize + sizes.responseHeadersSize;
  });
  results.set(`${mode}: ready to run, cold (ms)`, await readyMs(page));
  // The next visit is warm once the service worker keeps Pyodide's files and the worker has
  // stored Python's memory snapshot (compressed after "ready", off the critical path).
  const readyAt = Date.now();
  const stored = (name: string) =>
    page.evaluate(async (cache) => (await (await caches.open(cache)).keys()).length, name);
  while ((await stored("qisi-vendor")) < 4 || (await stored("pyodide-snapshots")) < 1)
    await page.waitForTimeout(100);
  results.set(`${mode}: files and snapshot kept, after ready (ms)`, Date.now() - readyAt);
  results.set(`${mode}: bytes transferred, cold (MB)`, (bytes / 1e6).toFixed(2));
  bytes = 0;
  results.set(`${mode}: ready to run, warm reload (ms)`, await readyMs(page));
  await page.waitForTimeout(500);
  results.set(`${mode}: bytes transferred, warm (MB)`, (bytes / 1e6).toFixed(2));
  results.set(`${mode}: crossOriginIsolated`, String(await page.evaluate(() => crossOriginIsolated)));
  results.set(`${mode}: Stop until ready again (ms)`, await stopMs(page));
  results.set(`${mode}: Stop in sleep / input loop until ready (ms)`, await stopHardMs(page));
  results.set(`${mode}: timer delay under a print flood, median (ms)`, await floodLagMs(page));
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}

await server.close();
