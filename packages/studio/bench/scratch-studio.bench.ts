/**
 * Scratch studio benchmark: navigation to "editor ready" (the frame reports ready, the block
 * workspace and the stage are visible, the VM has targets), cold (fresh browser profile) and warm
 * (same profile, second visit, once the code-cache worker is active: service worker cache and V8
 * code cache), median of 5 each, and the bytes
 * transferred. Needs `pnpm build` first. Run: `node packages/studio/bench/scratch-studio.bench.ts`.
 */
import { chromium, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../../../tests/support/chromium.ts";
import { startProductServer } from "../../../tests/support/product-server.ts";
import { scratchGuiBase } from "../src/scratch/scratch-gui-version.ts";

const runs = Number(process.env.RUNS ?? 5);
const server = await startProductServer();
const options = chromiumLaunchOptions();

async function editorReady(page: Page): Promise<number> {
  const start = Date.now();
  await page.goto(`${server.url}/studio/scratch/editor`);
  await page.waitForFunction(
    () => {
      const frame = document.querySelector<HTMLIFrameElement>('[data-testid="scratch-frame"]');
      const inner = frame?.contentWindow as
        | (Window & { qisiScratch?: { ready: boolean; vm: { runtime: { targets: unknown[] } } } })
        | undefined;
      const scratch = inner?.qisiScratch;
      if (!scratch?.ready || scratch.vm.runtime.targets.length === 0) return false;
      const visible = (selector: string) => {
        const element = inner!.document.querySelector(selector);
        const box = element?.getBoundingClientRect();
        return !!box && box.width > 0 && box.height > 0;
      };
      return visible(".blocklyWorkspace") && visible("canvas");
    },
    null,
    { timeout: 60_000, polling: 20 },
  );
  return Date.now() - start;
}

/** Bytes on the wire (encoded bodies plus headers) for every response of the page and its frame. */
function countBytes(page: Page) {
  let bytes = 0;
  page.on("requestfinished", (request) => {
    void request.sizes().then(
      (sizes) => {
        bytes += sizes.responseBodySize + sizes.responseHeadersSize;
      },
      () => undefined,
    );
  });
  return () => bytes;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const cold: number[] = [];
const warm: number[] = [];
const coldBytes: number[] = [];
const warmBytes: number[] = [];
for (let run = 0; run < runs; run += 1) {
  const context = await chromium.launchPersistentContext("", {
    ...options,
    viewport: { width: 1280, height: 800 },
  });
  const first = await context.newPage();
  const firstBytes = countBytes(first);
  cold.push(await editorReady(first));
  await first.waitForTimeout(500);
  coldBytes.push(firstBytes());
  // Warm means the workers have finished keeping the bundle (and its compiled code) for the next visit.
  await first.waitForFunction(
    async (scope) => Boolean((await navigator.serviceWorker.getRegistration(scope))?.active),
    scratchGuiBase,
    { timeout: 60_000, polling: 100 },
  );
  await first.close();
  // Let the service worker (if any) finish caching before the warm visit.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const second = await context.newPage();
  const secondBytes = countBytes(second);
  warm.push(await editorReady(second));
  await second.waitForTimeout(500);
  warmBytes.push(secondBytes());
  await context.close();
}
await server.close();

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
console.log(`Scratch studio, editor ready (median of ${runs}, headless Chromium)`);
console.log(`  cold: ${median(cold)} ms  (runs: ${cold.join(", ")})  budget 3500 ms`);
console.log(`  warm: ${median(warm)} ms  (runs: ${warm.join(", ")})  budget 2000 ms`);
console.log(`  bytes cold: ${kb(median(coldBytes))}, warm: ${kb(median(warmBytes))}`);
