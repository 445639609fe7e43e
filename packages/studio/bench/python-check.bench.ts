/**
 * Lesson check benchmark (issue 20's budget: a Python check of 10 tests ≤ 300 ms once the worker is
 * warm). Builds the studio's runner and worker with Vite (bench/python-check/), serves them cross-
 * origin isolated as the server serves the studio, and in headless Chromium times, in one warm
 * worker, a check of 10 cases (5 shown, 5 hidden as salted hashes, as the lesson view carries them:
 * one run of the driver per case, judged by the TypeScript judge in the worker) against a baseline:
 * a bare `print(1)` run. Rounds alternate
 * which goes first, so a burst of load on this shared machine falls on both; the ratio is what
 * counts. Run: `pnpm --filter @qisi/studio bench:python-check` (no other build needed).
 */
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import type { StoredPythonCheck } from "@qisi/api/contract";
import { build } from "vite";
import { chromiumLaunchOptions } from "../../../tests/support/chromium.ts";
import { qisiWorkspaceResolution } from "../../../vite.plugins.ts";
import { browserCheck } from "../src/checks/expand/browser-check.ts";
import { pyodideAssets } from "../vite-plugin.ts";

const rounds = Number(process.env.ROUNDS ?? 20);
const pageDir = fileURLToPath(new URL("./python-check/", import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), "qisi-check-bench-"));
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
const loadBefore = load();

const buildStarted = performance.now();
await build({
  root: pageDir,
  configFile: false,
  logLevel: "warn",
  plugins: [pyodideAssets()],
  ...qisiWorkspaceResolution,
  worker: { format: "es" },
  build: { outDir, emptyOutDir: true },
});
console.log(`built in ${((performance.now() - buildStarted) / 1000).toFixed(1)} s`);

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".wasm": "application/wasm",
  ".zip": "application/zip",
  ".json": "application/json",
};
/** The built page, isolated (COOP/COEP) like the site's studio pages: Stop through shared memory. */
const server = createServer((request, response) => {
  let file = normalize(join(outDir, new URL(request.url ?? "/", "http://x").pathname));
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
  if (!file.startsWith(outDir) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    "content-type": types[extname(file)] ?? "application/octet-stream",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-embedder-policy": "require-corp",
  });
  createReadStream(file).pipe(response);
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

/** Ten cases, as a lesson's "read two numbers, print their sum" exercise has them after import. */
const stored: StoredPythonCheck = {
  compare: "lines",
  salt: "bench",
  rules: [{ require: "call:print" }],
  wrong: [],
  cases: Array.from({ length: 10 }, (_, i) => ({
    source: i < 5 ? ("tests" as const) : ("random" as const),
    index: i < 5 ? i : i - 5,
    stdin: `${i * 7}\n${i * 3 - 5}\n`,
    hidden: i >= 5,
    ...(i >= 5 && { about: "2 个整数" }),
    expected: { stdout: `${i * 10 - 5}\n` },
  })),
};
const spec = browserCheck(stored);
const answer = "a = int(input())\nb = int(input())\nprint(a + b)\n";
const baseline = "print(1)\n";

const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
try {
  const page = await browser.newPage();
  const started = performance.now();
  await page.goto(url);
  await page.waitForFunction(() => "qisiBench" in window);
  await page.evaluate(() =>
    (window as unknown as { qisiBench: { ready(): Promise<void> } }).qisiBench.ready(),
  );
  console.log(`worker ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const isolated = await page.evaluate(() => crossOriginIsolated);

  type Timed = { ms: number; outcome: unknown };
  const check = () =>
    page.evaluate(
      ([s, code]) =>
        (
          window as unknown as { qisiBench: { check(s: unknown, c: string): Promise<Timed> } }
        ).qisiBench.check(s, code as string),
      [spec, answer] as const,
    );
  const run = () =>
    page.evaluate(
      (code) => (window as unknown as { qisiBench: { run(c: string): Promise<Timed> } }).qisiBench.run(code),
      baseline,
    );

  // Warm: the first check loads the driver into Python; neither counts.
  for (let i = 0; i < 3; i++) {
    const first = await check();
    const result = (first.outcome as { outcome: string; result?: { passed: boolean; total: number } }) ?? {};
    if (i === 0) console.log(`first check (loads the driver) ${first.ms.toFixed(1)} ms`);
    if (result.outcome !== "checked" || !result.result?.passed || result.result.total !== 10)
      throw new Error(`the reference answer did not pass: ${JSON.stringify(first.outcome)}`);
    await run();
  }

  const checks: number[] = [];
  const runs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 0) {
      runs.push((await run()).ms);
      checks.push((await check()).ms);
    } else {
      checks.push((await check()).ms);
      runs.push((await run()).ms);
    }
  }

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  };
  const line = (name: string, values: number[]) =>
    console.log(
      `${name.padEnd(34)} median ${median(values).toFixed(1).padStart(6)} ms   min ${Math.min(...values)
        .toFixed(1)
        .padStart(6)}   max ${Math.max(...values)
        .toFixed(1)
        .padStart(6)}`,
    );
  console.log(`\n${rounds} rounds, cross-origin isolated: ${isolated}`);
  line("check, 10 cases (5 hidden)", checks);
  line("baseline, print(1) run", runs);
  console.log(`ratio check / baseline (medians)   ${(median(checks) / median(runs)).toFixed(2)}`);
  console.log(`budget 300 ms: ${median(checks) <= 300 ? "met" : "MISSED"}`);
  console.log(`load average before ${loadBefore}, after ${load()}`);
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}
