/**
 * Python studio benchmark: ready-to-run cold and warm, Stop latency (isolated and not), bytes
 * transferred. Needs `pnpm build` first. Run: `node packages/studio/bench/python-studio.bench.ts`.
 *
 * The server isolates the studio itself (COOP/COEP); "not isolated" strips COEP on the way, which
 * must also see the service worker's own fetches (the warm path), hence the Playwright switch.
 */
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";
const { chromium } = await import("@playwright/test");

import type { BrowserContext, Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../../../tests/support/chromium.ts";
import { startProductServer } from "../../../tests/support/product-server.ts";

const server = await startProductServer();
const browser = await chromium.launch(chromiumLaunchOptions());

/** Takes COEP off every response of our origin, as a server without isolation would send them. */
async function unisolate(context: BrowserContext) {
  await context.route(`${server.url}/**`, async (route) => {
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

async function stopMs(page: Page): Promise<number> {
  await page.getByTestId("code-editor").click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  // Pasted (as in the e2e tests): typing would go through Monaco's auto-indent.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate(() => navigator.clipboard.writeText("n = 0\nwhile True:\n    n += 1\n"));
  await page.keyboard.press("ControlOrMeta+V");
  await page.getByRole("button", { name: "运行" }).click();
  await page.getByTestId("runner-status").filter({ hasText: "程序运行中" }).waitFor();
  await page.waitForTimeout(3000);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const status = document.querySelector('[data-testid="runner-status"]');
        const stop = [...document.querySelectorAll("button")].find((b) => b.textContent?.includes("停止"));
        const start = performance.now();
        const check = () => {
          if (status?.textContent === "准备好了") resolve(Math.round(performance.now() - start));
          else requestAnimationFrame(check);
        };
        stop?.click();
        check();
      }),
  );
}

const results = {
  set(name: string, value: number | string) {
    console.log(`${name.padEnd(48)} ${value}`);
  },
};
for (const mode of ["not isolated", "isolated"] as const) {
  const context = await browser.newContext();
  if (mode === "not isolated") await unisolate(context);
  const page = await context.newPage();
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
  await page.waitForTimeout(500);
  results.set(`${mode}: bytes transferred, cold (MB)`, (bytes / 1e6).toFixed(2));
  bytes = 0;
  results.set(`${mode}: ready to run, warm reload (ms)`, await readyMs(page));
  await page.waitForTimeout(500);
  results.set(`${mode}: bytes transferred, warm (MB)`, (bytes / 1e6).toFixed(2));
  results.set(`${mode}: crossOriginIsolated`, String(await page.evaluate(() => crossOriginIsolated)));
  results.set(`${mode}: Stop until ready again (ms)`, await stopMs(page));
  await context.close();
}

await browser.close();
await server.close();
