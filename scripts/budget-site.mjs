#!/usr/bin/env node
// Performance budget of the public site's home page (issue 6). Needs `pnpm build` first.
// Prints: JS and CSS the home page loads before first paint and in total (gzip KB, from the built
// files), then first contentful paint, LCP and CLS measured in Chromium under 4× CPU throttling
// (PerformanceObserver; Lighthouse is not installed here). Exits 1 when the JS budget is exceeded.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/support/chromium.ts";
import { startProductServer } from "../tests/support/product-server.ts";

const budgetJsKb = 90;
const root = fileURLToPath(new URL("..", import.meta.url));
const dist = join(root, "apps/site/dist");
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;

// 1. Bytes: what index.html asks for (the entry, its preloads, its styles) and the home page's lazy chunk.
const html = readFileSync(join(dist, "index.html"), "utf8");
const refs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
const lazy = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || lazy.has(chunk.file)) return;
  lazy.add(chunk.file);
  for (const css of chunk.css ?? []) lazy.add(css);
  for (const dep of chunk.imports ?? []) visit(dep);
};
for (const [key, chunk] of Object.entries(manifest)) {
  if (/^src\/pages\/HomePage\//.test(chunk.src ?? key) || /locales\/zh-CN\//.test(chunk.src ?? key))
    visit(key);
}
const sum = (files, ext) => files.filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzipKb(f), 0);
const before = [...new Set(refs)];
const all = [...new Set([...before, ...lazy])];
const jsBefore = sum(before, ".js");
const bytes = {
  "HTML (prerendered home, gzip KB)": gzipKb("index.html"),
  "JS before first paint (gzip KB)": jsBefore,
  "CSS before first paint (gzip KB)": sum(before, ".css"),
  "JS for the whole home page incl. lazy chunk and zh-CN catalog (gzip KB)": sum(all, ".js"),
  "CSS for the whole home page (gzip KB)": sum(all, ".css"),
};

// 2. Paint and layout shift in Chromium, 4× slower CPU, fresh cache.
const server = await startProductServer();
const browser = await chromium.launch(chromiumLaunchOptions());
const runs = [];
try {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    const context = await browser.newContext({ viewport, locale: "zh-CN", serviceWorkers: "block" });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => {
      const w = window;
      w.__metrics = { lcp: 0, cls: 0 };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__metrics.lcp = entry.startTime;
      }).observe({ type: "largest-contentful-paint", buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) w.__metrics.cls += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${server.url}/`, { waitUntil: "load" });
    await page.waitForSelector("html[data-ready]");
    await page.waitForTimeout(1500);
    const result = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      ready: performance.now(),
      ...window.__metrics,
    }));
    runs.push({ viewport: `${viewport.width}×${viewport.height}`, ...result });
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

console.log("Home page budget (apps/site/dist)");
for (const [label, value] of Object.entries(bytes)) console.log(`  ${label.padEnd(74)} ${value.toFixed(1)}`);
for (const run of runs) {
  console.log(
    `  ${run.viewport}, CPU ×4: FCP ${run.fcp.toFixed(0)} ms · LCP ${run.lcp.toFixed(0)} ms · CLS ${run.cls.toFixed(3)}`,
  );
}
const ok = jsBefore <= budgetJsKb;
console.log(
  `  JS before first paint ${jsBefore.toFixed(1)} KB vs budget ${budgetJsKb} KB: ${ok ? "within" : "OVER"}`,
);
process.exit(ok ? 0 : 1);
