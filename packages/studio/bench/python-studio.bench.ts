/**
 * Python studio benchmark: ready-to-run cold and warm, Stop latency (isolated and not), bytes
 * transferred. Needs `pnpm build` first. Run: `node packages/studio/bench/python-studio.bench.ts`.
 */
import { type BrowserContext, chromium, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../../../tests/support/chromium.ts";
import { startProductServer } from "../../../tests/support/product-server.ts";

const server = await startProductServer();
const browser = await chromium.launch(chromiumLaunchOptions());

/**
 * Adds COOP/COEP to every response of our origin, as a server would for cross-origin isolation
 * (a dedicated worker needs COEP on its own script too, or SharedArrayBuffers cannot reach it).
 */
async function isolate(context: BrowserContext) {
  await context.route(`${server.url}/**`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: {
        ...response.headers(),
        "cross-origin-opener-policy": "same-origin",
        "cross-origin-embedder-policy": "require-corp",
      },
    });
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
  if (mode === "isolated") await isolate(context);
  const page = await context.newPage();
  let bytes = 0;
  page.on("requestfinished", async (request) => {
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
