/**
 * `node bench/studios/scratch-phases.ts [--runs 2] [--static <a built apps/site/dist>]`: where the
 * Scratch studio's start goes, cold and warm (diagnostic, not a comparison): from the page's
 * navigation, when the frame's document started, when its bundle was asked for and had arrived
 * (and from where), when the library arrived, the frame's own milestones (`qisi-scratch:*` marks,
 * scratch-vm's deserialize marks) and when the editor was ready. Same settling as the bench.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../../tests/support/chromium.ts";
import { startProductServer } from "../../tests/support/product-server.ts";
import { loadAverage, scratchSettled } from "../support.ts";
import { scratchReady } from "./probes.ts";

const { values: args } = parseArgs({
  options: { runs: { type: "string", default: "2" }, static: { type: "string" } },
});
const server = await startProductServer(args.static ? { STATIC_DIR: args.static } : {}, 300_000);

/** Run in the page once ready: the frame's milestones on the page's clock (ms since navigation). */
/** Resource timing with the fields Chromium adds (not in TypeScript's DOM types yet). */
type Timing = PerformanceResourceTiming & { workerFinalSourceType?: string; deliveryType?: string };

function phases(ready: number) {
  const frame = [...document.querySelectorAll("iframe")].find((f) => f.src.includes("/studio/scratch/frame"));
  const inner = frame?.contentWindow as (Window & typeof globalThis) | undefined;
  if (!inner) return null;
  const offset = inner.performance.timeOrigin - performance.timeOrigin;
  const entries = inner.performance.getEntriesByType("resource") as PerformanceResourceTiming[];
  const pick = (part: string) => entries.find((entry) => entry.name.includes(part));
  const at = (value?: number) => (value === undefined ? null : Math.round(value + offset));
  const bundle = pick("scratch-gui-standalone.js");
  const library = pick("/api/scratch/library");
  const assets = entries.filter((entry) => entry.name.includes("/api/assets/"));
  const paint = inner.performance.getEntriesByName("first-contentful-paint")[0];
  const main = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).find((e) =>
    /ScratchStudioPage-/.test(e.name),
  );
  return {
    frameStart: Math.round(offset),
    routeChunkEnd: main ? Math.round(main.responseEnd) : null,
    bundleAsked: at(bundle?.startTime),
    bundleArrived: at(bundle?.responseEnd),
    bundleSource: `${(bundle as Timing | undefined)?.workerFinalSourceType}/${(bundle as Timing | undefined)?.deliveryType}/${bundle?.transferSize}`,
    bundles: entries.filter((entry) => entry.name.includes("standalone")).length,
    controlled: !!inner.navigator.serviceWorker.controller,
    libraryArrived: at(library?.responseEnd),
    assets: assets.length,
    lastAsset: at(Math.max(0, ...assets.map((entry) => entry.responseEnd))),
    framePaint: at(paint?.startTime),
    ...Object.fromEntries(
      inner.performance
        .getEntriesByType("mark")
        .map((mark) => [mark.name.replace("qisi-scratch:", ""), at(mark.startTime)]),
    ),
    ready: Math.round(ready),
  };
}

async function measure(page: Page, url: string) {
  await page.goto(url, { waitUntil: "commit" });
  const at = await page.waitForFunction(scratchReady, null, { timeout: 120_000, polling: 20 });
  return page.evaluate(phases, (await at.jsonValue()) as number);
}

for (let run = 1; run <= Number(args.runs); run++) {
  const profile = mkdtempSync(join(tmpdir(), "qisi-scratch-phases-"));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions(),
    viewport: { width: 1280, height: 800 },
  });
  const url = `${server.url}/studio/scratch/editor`;
  const first = context.pages()[0] ?? (await context.newPage());
  console.log(`run ${run} cold`, JSON.stringify(await measure(first, url)), `load ${loadAverage()}`);
  await scratchSettled(first);

  await first.close();
  const second = await context.newPage();
  console.log(`run ${run} warm`, JSON.stringify(await measure(second, url)), `load ${loadAverage()}`);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
await server.close();
