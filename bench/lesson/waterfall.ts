/**
 * `node bench/lesson/waterfall.ts`: where a warm visit of the Python lesson spends its time — every
 * request the page makes (start and end, from navigation) beside the page's own moments, so that
 * what waits on what is visible. One cold visit primes the profile as bench/lesson/index.ts does.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { freshPhone, signInThroughApi } from "../../tests/e2e/learner-helpers.ts";
import { chromiumLaunchOptions } from "../../tests/support/chromium.ts";
import { startProductServer } from "../../tests/support/product-server.ts";
import { buildProductIfMissing, loadAverage, pythonKept, waitUntil } from "../support.ts";

const withoutWorker = process.argv.includes("--no-worker");
const root = new URL("../../", import.meta.url).pathname;
const lessonPath = "/class/25s2-python-cpp-01/25s2-01-l1";
buildProductIfMissing(root);
// QISI_STATIC_DIR: another build of the site (a copy of apps/site/dist with a change to try).
const staticDir = process.env.QISI_STATIC_DIR;
const product = await startProductServer(staticDir ? { STATIC_DIR: staticDir } : {}, 300_000);
const profile = mkdtempSync(join(tmpdir(), "qisi-lesson-waterfall-"));
const context = await chromium.launchPersistentContext(profile, {
  ...chromiumLaunchOptions(),
  viewport: { width: 1280, height: 800 },
  baseURL: product.url,
  // `--no-worker`: the same visits without the site's service worker, from the HTTP cache alone.
  serviceWorkers: withoutWorker ? "block" : "allow",
});
try {
  await signInThroughApi(context.request, freshPhone());
  const first = context.pages()[0] ?? (await context.newPage());
  await first.goto(lessonPath);
  if (withoutWorker) await first.waitForTimeout(5000);
  else
    await waitUntil(
      first,
      "cached",
      async () => (await first.evaluate(() => !!navigator.serviceWorker.controller)) && pythonKept(first),
    );
  await first.waitForTimeout(1500);
  await first.close();
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as Window & { qisiMarks?: [string, number][] };
    w.qisiMarks = [];
    const mark = (what: string) => w.qisiMarks!.push([what, performance.now()]);
    mark("document created");
    // When the page's first scripts run: the first fetch is src/early-data.js asking for the session.
    const originalFetch = window.fetch;
    window.fetch = (...args: Parameters<typeof fetch>) => {
      mark(`fetch() ${String(args[0]).slice(0, 40)}`);
      return originalFetch(...args);
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) mark(`long task ${Math.round(entry.duration)} ms`);
    }).observe({ type: "longtask", buffered: true });
    const poll = () => {
      const seen = (name: string, test: () => boolean) => {
        if (!w.qisiMarks!.some(([m]) => m === name) && test()) mark(name);
      };
      seen("step shown", () => !!document.querySelector('[aria-current="step"]'));
      seen("hydrated", () => document.documentElement.dataset.ready === "true");
      seen("stand-in editor", () => !!document.querySelector('[data-testid="code-editor-stand-in"]'));
      seen(
        "Monaco ready",
        () =>
          (document.querySelector('[data-testid="code-editor"]') as HTMLElement | null)?.dataset.ready ===
          "true",
      );
      seen(
        "Python ready",
        () => document.querySelector('[data-testid="runner-status"]')?.textContent === "准备好了",
      );
      if (w.qisiMarks!.length < 40) requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  });
  await page.goto(lessonPath, { waitUntil: "commit" });
  await page.waitForFunction(
    () => document.querySelector('[data-testid="runner-status"]')?.textContent === "准备好了",
    null,
    { timeout: 120_000 },
  );
  await page.waitForTimeout(500);
  const rows = await page.evaluate(() => {
    const out: [number, number, string][] = [];
    // Chromium's `deliveryType` ("cache", "cache-storage" for the service worker's copies) is not in TypeScript's DOM types yet.
    const delivery = (entry: PerformanceResourceTiming) =>
      (entry as PerformanceResourceTiming & { deliveryType?: string }).deliveryType;
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    out.push([nav.startTime, nav.responseEnd, `document (${delivery(nav) || "network"})`]);
    out.push([nav.domInteractive, nav.domInteractive, "DOM interactive"]);
    for (const r of performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      out.push([
        r.startTime,
        r.responseEnd,
        `${r.name.replace(location.origin, "")} ${r.initiatorType} ${r.transferSize ? `${r.transferSize} B` : delivery(r) || "cache"}`,
      ]);
    const w = window as Window & { qisiMarks?: [string, number][] };
    for (const [what, at] of w.qisiMarks ?? []) out.push([at, at, `● ${what}`]);
    return out.sort((a, b) => a[0] - b[0]);
  });
  console.log(`warm visit · load ${loadAverage()}`);
  for (const [start, end, what] of rows)
    console.log(`${String(Math.round(start)).padStart(6)} → ${String(Math.round(end)).padStart(6)}  ${what}`);
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await product.close();
}
