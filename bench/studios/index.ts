/**
 * `pnpm bench:studios [--runs 3] [--only scratch,python,home] [--before <copy of an older apps/site/dist>]`:
 * our studios side by side with the stock editors they wrap (scratch-gui 15.1.1's standalone
 * bundle, Pyodide in a worker) served by a plain static server with immutable caching
 * (`stock-server.ts`). Each run visits ours, then stock (A, B, A, B; with `--before`, the older build
 * first), each in a fresh browser profile: cold (first visit), then warm (second visit, same
 * profile, once the first visit's own caching is done). One "ready" definition for both
 * (`probes.ts`). Prints Markdown tables: medians, min–max, ours/stock, and the load average — the
 * machine is shared, so only the ratios compare across runs. Timings never go into tests.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../../tests/support/chromium.ts";
import { startProductServer } from "../../tests/support/product-server.ts";
import { buildProductIfMissing, loadAverage, pythonKept, scratchSettled, waitUntil } from "../support.ts";
import { homeHydrateKb } from "./home-js.ts";
import { pythonReady, type RunTimings, scratchReady, timeRun } from "./probes.ts";
import { type Row, table } from "./stats.ts";
import { startStockServer } from "./stock-server.ts";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    only: { type: "string", default: "scratch,python,home" },
    // A copy of an earlier `apps/site/dist`: measured too, interleaved, for a before/after in one sitting.
    before: { type: "string" },
  },
});
const runs = Number(args.runs);
const only = new Set(args.only.split(","));
const root = new URL("../../", import.meta.url).pathname;
const siteDist = join(root, "apps/site/dist");

buildProductIfMissing(root);
const load = loadAverage;
const chromiumVersion = spawnSync(chromiumLaunchOptions().executablePath!, ["--version"])
  .stdout?.toString()
  .trim();
console.log(`studios side by side · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model}`);
console.log(`${chromiumVersion} headless · ${runs} runs · load average ${load()} (1, 5, 15 min)`);

const [product, previous, stock] = await Promise.all([
  startProductServer({}, 300_000),
  args.before ? startProductServer({ STATIC_DIR: args.before }, 300_000) : null,
  startStockServer(),
]);
type Who = "ours" | "before" | "stock";
const order: Who[] = previous ? ["before", "ours", "stock"] : ["ours", "stock"];

/** One studio or baseline: where it lives and what "done caching after the first visit" means. */
interface Subject {
  url: string;
  /** Waits (bounded) for the first visit's own background caching, so the second visit is warm. */
  settle: (page: Page) => Promise<void>;
}

const pause = (page: Page) => page.waitForTimeout(1000);

/** Our studio on one of our servers: settled once its own caching after the first visit is done. */
const ours = (base: string) => ({
  scratch: {
    url: `${base}/studio/scratch/editor`,
    settle: scratchSettled,
  },
  python: {
    url: `${base}/studio/python/new`,
    settle: async (page: Page) => {
      await waitUntil(page, "cached", () => pythonKept(page));
      await pause(page);
    },
  },
});

const subjects: Record<Who, Record<"scratch" | "python", Subject>> = {
  ours: ours(product.url),
  before: ours(previous?.url ?? product.url),
  stock: {
    scratch: { url: `${stock.url}/scratch.html`, settle: pause },
    python: { url: `${stock.url}/python.html`, settle: pause },
  },
};

async function readyMs(page: Page, url: string, probe: () => number | false): Promise<number> {
  await page.goto(url, { waitUntil: "commit" });
  const at = await page.waitForFunction(probe, null, { timeout: 120_000, polling: 20 });
  return Math.round((await at.jsonValue()) as number);
}

/** Puts a program in our editor (pasted, as the e2e tests do: typing would auto-indent). */
async function setCode(page: Page, code: string) {
  await page.getByTestId("code-editor").click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.evaluate((text) => navigator.clipboard.writeText(text), code);
  await page.keyboard.press("ControlOrMeta+V");
  await page.waitForTimeout(300);
}

/** The programs timed after a warm start: a single print, and a loop printing every 10 ms for ~0.4 s. */
const programs = {
  print: { code: "print(1)\n", last: "1" },
  loop: {
    code: "import time\nfor i in range(40):\n    print(i)\n    t = time.perf_counter()\n    while time.perf_counter() - t < 0.01:\n        pass\n",
    last: "39",
  },
};

async function timeProgram(page: Page, ours: boolean, program: { code: string; last: string }) {
  if (ours) await setCode(page, program.code);
  const timings = await page.evaluate(timeRun, [program.code, program.last] as [string, string]);
  await page.waitForFunction(pythonReady, null, { polling: 20 });
  return timings;
}

interface Visit {
  cold: number;
  warm: number;
  print?: RunTimings;
  loop?: RunTimings;
}

async function visit(kind: "scratch" | "python", who: Who): Promise<Visit> {
  const subject = subjects[who][kind];
  const probe = kind === "scratch" ? scratchReady : pythonReady;
  const profile = mkdtempSync(join(tmpdir(), "qisi-studio-bench-"));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions(),
    viewport: { width: 1280, height: 800 },
    permissions: ["clipboard-read", "clipboard-write"],
  });
  try {
    const first = context.pages()[0] ?? (await context.newPage());
    const cold = await readyMs(first, subject.url, probe);
    await subject.settle(first);
    await first.close();
    const second = await context.newPage();
    const warm = await readyMs(second, subject.url, probe);
    if (kind === "scratch") return { cold, warm };
    // Run → output, three prints (median) and one loop, on the warm page.
    const prints: RunTimings[] = [];
    for (let i = 0; i < 3; i++) prints.push(await timeProgram(second, who !== "stock", programs.print));
    const loop = await timeProgram(second, who !== "stock", programs.loop);
    const print = prints.sort((a, b) => a.first - b.first)[1]!;
    return { cold, warm, print, loop };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const collected: Record<string, Record<Who, Visit[]>> = {};
for (const kind of ["python", "scratch"] as const) {
  if (!only.has(kind)) continue;
  const visits: Record<Who, Visit[]> = { ours: [], before: [], stock: [] };
  collected[kind] = visits;
  for (let run = 1; run <= runs; run++)
    for (const who of order) {
      const result = await visit(kind, who);
      visits[who].push(result);
      const extra = result.print
        ? `, print ${Math.round(result.print.first)} ms, loop first ${Math.round(result.loop!.first)} / gap ${Math.round(result.loop!.longestGap)} / last ${Math.round(result.loop!.last)} ms`
        : "";
      console.log(
        `  ${kind} run ${run} ${who.padEnd(6)} cold ${result.cold} ms, warm ${result.warm} ms${extra} · load ${load()}`,
      );
    }
}
await Promise.all([product.close(), previous?.close(), stock.close()]);

const rows: Row[] = [];
const pick = (kind: string, who: Who, value: (visit: Visit) => number | undefined) =>
  (collected[kind]?.[who] ?? []).map(value).filter((x): x is number => x !== undefined);
const row = (kind: string, what: string, target: string, value: (visit: Visit) => number | undefined) =>
  rows.push({
    what,
    target,
    ours: pick(kind, "ours", value),
    before: previous ? pick(kind, "before", value) : null,
    stock: pick(kind, "stock", value),
  });
if (collected.scratch) {
  row("scratch", "Scratch editor ready, cold", "≤ 0.9", (v) => v.cold);
  row("scratch", "Scratch editor ready, warm", "≤ 0.7", (v) => v.warm);
}
if (collected.python) {
  row("python", "Python ready to run, cold", "≤ 0.8", (v) => v.cold);
  row("python", "Python ready to run, warm", "≤ 0.5", (v) => v.warm);
  row("python", "Run → first output, `print(1)` (warm)", "≤ 30 ms", (v) => v.print?.first);
  row("python", "Run → first output, loop printing every 10 ms", "", (v) => v.loop?.first);
  row("python", "longest wait between outputs while the loop runs", "≤ 50 ms", (v) => v.loop?.longestGap);
  row("python", "Run → last output of the loop (~0.4 s of Python)", "", (v) => v.loop?.last);
}
console.log();
if (rows.length) console.log(table(rows));
if (only.has("home"))
  console.log(`\nhome page JS to hydrate: ${homeHydrateKb(siteDist).toFixed(1)} KB gzip (goal ≤ 90)`);
console.log(`load average at the end ${load()} · ratios are median ours / median stock`);
