/**
 * `pnpm bench:lesson [--runs 3] [--before <copy of an older apps/site/dist>]`: how soon a Python
 * lesson's player is usable (issue 20's budget: interactive ≤ 1.5 s warm), interleaved with the
 * stock component it wraps (Pyodide in a worker, `../studios/stock/python.html`, served as the
 * studios bench serves it).
 *
 * A signed-in learner (signed in through the API, as the end-to-end tests do) opens
 * `/class/25s2-python-cpp-01/25s2-01-l1` in a fresh Chromium profile (cold), then again in the same
 * profile once the first visit's caching is done (warm). Timed from navigation start, in the page:
 * - steps shown: the current step is on screen (a child can read the task);
 * - interactive: the app has hydrated and the code takes typing (the budget): the textarea that
 *   holds the code until Monaco arrives, or Monaco;
 * - Monaco ready: the full editor (highlighting, indentation) has taken over;
 * - 检查 ready: Python has started in the lesson's studio, so a check answers at once.
 * The stock page's "ready" is Pyodide loaded in its worker. The machine is shared and its speed
 * varies 3×: only the ratios compare across runs, and the load average is printed with them.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page } from "@playwright/test";
import { freshPhone, signInThroughApi } from "../../tests/e2e/learner-helpers.ts";
import { chromiumLaunchOptions } from "../../tests/support/chromium.ts";
import { startProductServer } from "../../tests/support/product-server.ts";
import { pythonReady } from "../studios/probes.ts";
import { median, ratio, spread } from "../studios/stats.ts";
import { startStockServer } from "../studios/stock-server.ts";
import { buildProductIfMissing, loadAverage, pythonKept, waitUntil } from "../support.ts";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    // A copy of an earlier `apps/site/dist`: measured too, interleaved, for a before/after in one sitting.
    before: { type: "string" },
  },
});
const runs = Number(args.runs);
const root = new URL("../../", import.meta.url).pathname;
const lessonPath = "/class/25s2-python-cpp-01/25s2-01-l1";

buildProductIfMissing(root);
const load = loadAverage;
console.log(`lesson player · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model}`);
console.log(`${runs} runs · load average ${load()} (1, 5, 15 min)`);

type Moments = { shown: number; interactive: number; monaco: number; checkReady: number };

const [product, previous, stock] = await Promise.all([
  startProductServer({}, 300_000),
  args.before ? startProductServer({ STATIC_DIR: args.before }, 300_000) : null,
  startStockServer(),
]);

/** The three moments of the lesson page, as `performance.now()` values once all are reached. */
function lessonMoments(): Moments | false {
  const w = window as Window & { qisiLessonMoments?: Record<string, number> };
  w.qisiLessonMoments ??= {};
  const moments = w.qisiLessonMoments;
  const now = performance.now();
  if (!moments.shown && document.querySelector('[aria-current="step"]')) moments.shown = now;
  const hydrated = document.documentElement.dataset.ready === "true";
  const editor = document.querySelector('[data-testid="code-editor"]') as HTMLElement | null;
  const monaco = editor?.dataset.ready === "true";
  const standIn = document.querySelector('[data-testid="code-editor-stand-in"]');
  if (!moments.interactive && hydrated && (standIn || monaco)) moments.interactive = now;
  if (!moments.monaco && monaco) moments.monaco = now;
  const status = document.querySelector('[data-testid="runner-status"]');
  if (!moments.checkReady && status?.textContent === "准备好了") moments.checkReady = now;
  const { shown, interactive, monaco: monacoAt, checkReady } = moments;
  return shown && interactive && monacoAt && checkReady
    ? { shown, interactive, monaco: monacoAt, checkReady }
    : false;
}

async function timeLesson(page: Page): Promise<Moments> {
  await page.goto(lessonPath, { waitUntil: "commit" });
  const handle = await page.waitForFunction(lessonMoments, null, { timeout: 120_000, polling: 10 });
  return (await handle.jsonValue()) as Moments;
}

async function timeStock(page: Page): Promise<number> {
  await page.goto("/python.html", { waitUntil: "commit" });
  const handle = await page.waitForFunction(pythonReady, null, { timeout: 120_000, polling: 10 });
  return Math.round((await handle.jsonValue()) as number);
}

/** Once the first visit's own caching is done: the site's worker controls the page, Pyodide is kept. */
async function settle(page: Page): Promise<void> {
  await waitUntil(
    page,
    "cached",
    async () => (await page.evaluate(() => !!navigator.serviceWorker.controller)) && pythonKept(page),
  );
  await page.waitForTimeout(1000);
}

/** A fresh profile: a cold visit, the first visit's caching, then a warm visit. */
async function visitTwice<T>(
  base: string,
  signIn: boolean,
  time: (page: Page) => Promise<T>,
  settleFirst: (page: Page) => Promise<void>,
): Promise<{ cold: T; warm: T }> {
  const profile = mkdtempSync(join(tmpdir(), "qisi-lesson-bench-"));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions(),
    viewport: { width: 1280, height: 800 },
    baseURL: base,
  });
  try {
    if (signIn) await signInThroughApi(context.request, freshPhone());
    const first = context.pages()[0] ?? (await context.newPage());
    const cold = await time(first);
    await settleFirst(first);
    await first.close();
    const warm = await time(await context.newPage());
    return { cold, warm };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const lesson: { cold: Moments; warm: Moments }[] = [];
const before: { cold: Moments; warm: Moments }[] = [];
const stockRuns: { cold: number; warm: number }[] = [];
const ms = (m: Moments) =>
  `shown ${Math.round(m.shown)} / interactive ${Math.round(m.interactive)} / Monaco ${Math.round(m.monaco)} / 检查 ready ${Math.round(m.checkReady)}`;
for (let run = 1; run <= runs; run++) {
  if (previous) {
    const older = await visitTwice(previous.url, true, timeLesson, settle);
    before.push(older);
    console.log(`  run ${run} before: cold ${ms(older.cold)}; warm ${ms(older.warm)} · load ${load()}`);
  }
  const ours = await visitTwice(product.url, true, timeLesson, settle);
  lesson.push(ours);
  const theirs = await visitTwice(stock.url, false, timeStock, (page) => page.waitForTimeout(1000));
  stockRuns.push(theirs);
  console.log(
    `  run ${run}: cold ${ms(ours.cold)}; warm ${ms(ours.warm)} · stock Pyodide ${theirs.cold} / ${theirs.warm} ms · load ${load()}`,
  );
}
await Promise.all([product.close(), previous?.close(), stock.close()]);

const column = (visit: "cold" | "warm", moment: keyof Moments, from = lesson) =>
  from.map((v) => v[visit][moment]);
const stockColumn = (visit: "cold" | "warm") => stockRuns.map((v) => v[visit]);
const rows: [string, number[], number[], string][] = [
  ["steps shown, warm", column("warm", "shown"), stockColumn("warm"), ""],
  [
    "interactive (the code takes typing), warm",
    column("warm", "interactive"),
    stockColumn("warm"),
    "≤ 1500 ms",
  ],
  ["Monaco ready, warm", column("warm", "monaco"), stockColumn("warm"), ""],
  ["检查 ready (Python started), warm", column("warm", "checkReady"), stockColumn("warm"), ""],
  ["steps shown, cold", column("cold", "shown"), stockColumn("cold"), ""],
  ["interactive, cold", column("cold", "interactive"), stockColumn("cold"), ""],
  ["Monaco ready, cold", column("cold", "monaco"), stockColumn("cold"), ""],
  ["检查 ready, cold", column("cold", "checkReady"), stockColumn("cold"), ""],
];
console.log("\n| what (ms from navigation) | lesson page | stock Pyodide ready | lesson / stock | budget |");
console.log("| --- | --- | --- | --- | --- |");
for (const [what, ours, theirs, budget] of rows)
  console.log(`| ${what} | ${spread(ours)} | ${spread(theirs)} | ${ratio(ours, theirs)} | ${budget} |`);
if (previous) {
  console.log("\n| what (ms from navigation) | before | after | after / before |");
  console.log("| --- | --- | --- | --- |");
  for (const visit of ["warm", "cold"] as const)
    for (const moment of ["shown", "interactive", "monaco", "checkReady"] as const) {
      const [older, newer] = [column(visit, moment, before), column(visit, moment)];
      console.log(`| ${moment}, ${visit} | ${spread(older)} | ${spread(newer)} | ${ratio(newer, older)} |`);
    }
}
const warmInteractive = median(column("warm", "interactive"));
console.log(
  `\nCells: median (min–max). Warm interactive ${Math.round(warmInteractive)} ms against the 1500 ms budget · load average at the end ${load()}`,
);
