#!/usr/bin/env node
// Runs every suite the project has and ends with one line: `N passed, N failed`.
// Each check (catalogs, lint, typecheck, builds) counts as one test; Vitest and Playwright count
// their own tests from their JSON reports.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkCatalogs } from "./check-catalogs.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const outputDir = join(root, ".test-output");
const bin = (name) => join(root, "node_modules/.bin", name);
const tally = { passed: 0, failed: 0, failures: [] };

function record(name, ok, detail = "") {
  if (ok) tally.passed += 1;
  else {
    tally.failed += 1;
    tally.failures.push(detail ? `${name}: ${detail}` : name);
  }
  console.log(`${ok ? "✓" : "✗"} ${name}`);
}

function heading(text) {
  console.log(`\n── ${text} ${"─".repeat(Math.max(0, 70 - text.length))}`);
}

/** Runs a command with inherited output; returns whether it exited 0. */
function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`   (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result.status === 0;
}

/**
 * A runner that exits non-zero without a failed test in its report (a config error, an unhandled
 * error, a crash) still fails the run: one failure of its own, so the summary can never read green.
 */
function recordRunnerExit(name, exitedCleanly, failedTestsBefore) {
  if (!exitedCleanly && tally.failed === failedTestsBefore) record(`${name} exited cleanly`, false);
}

function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, "utf8"));
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests;
  for (const suite of report.testResults) {
    for (const test of suite.assertionResults) {
      if (test.status === "failed") tally.failures.push(`${suite.name.replace(root, "")} › ${test.fullName}`);
    }
    // A file that fails to load has no assertions but must still count as a failure.
    if (suite.status === "failed" && suite.assertionResults.length === 0) {
      tally.failed += 1;
      tally.failures.push(
        `${suite.name.replace(root, "")}: ${suite.message?.split("\n")[0] ?? "failed to run"}`,
      );
    }
  }
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const { stats, errors, suites } = JSON.parse(readFileSync(file, "utf8"));
  tally.passed += stats.expected + stats.flaky;
  tally.failed += stats.unexpected;
  // Named in the summary: a long run's log may reach the reader only in part.
  for (const failure of unexpectedPlaywrightTests(suites ?? [])) tally.failures.push(failure);
  for (const error of errors ?? []) {
    tally.failed += 1;
    tally.failures.push(`Playwright: ${error.message?.split("\n")[0]}`);
  }
  return true;
}

/** `file:line › describe › title [project]` of every test in a Playwright JSON report that failed. */
function unexpectedPlaywrightTests(suites, titles = []) {
  const failures = [];
  for (const suite of suites) {
    const path = suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        failures.push(
          `${spec.file}:${spec.line} › ${[...path, spec.title].join(" › ")} [${test.projectName}]`,
        );
      }
    }
    failures.push(...unexpectedPlaywrightTests(suite.suites ?? [], path));
  }
  return failures;
}

/**
 * Wall time of each stage, printed as a table at the end, so a slow run shows where it went.
 * `install` is measured by scripts/test.sh, which installs before it starts this script.
 */
const stages = [];
function stage(name, work) {
  const stageStarted = Date.now();
  work();
  stages.push({ name, seconds: (Date.now() - stageStarted) / 1000 });
}

function printStageTable() {
  const rows = [];
  const install = Number(process.env.QISI_INSTALL_SECONDS);
  if (Number.isFinite(install) && process.env.QISI_INSTALL_SECONDS)
    rows.push({ name: "install", seconds: install });
  rows.push(...stages);
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  console.log("stage              time");
  for (const row of [...rows, { name: "total", seconds: total }]) {
    const minutes = Math.floor(row.seconds / 60);
    const seconds = Math.round(row.seconds % 60);
    console.log(`${row.name.padEnd(18)} ${String(minutes).padStart(2)} min ${String(seconds).padStart(2)} s`);
  }
}

/**
 * One Playwright invocation over some projects, counted from its own JSON report. The studio
 * projects run in an invocation of their own after the others, instead of depending on them: a
 * dependency that fails would skip every studio test.
 */
function runPlaywright(name, projects, servers) {
  const file = join(outputDir, `playwright-${name}.json`);
  const failedBefore = tally.failed;
  const args = ["test", ...projects.flatMap((project) => ["--project", project])];
  const ok = run(bin("playwright"), args, {
    PLAYWRIGHT_JSON_OUTPUT_FILE: file,
    QISI_TEST_SERVERS: servers,
  });
  if (!countPlaywright(file)) record(`playwright (${name}) produced a report`, false);
  recordRunnerExit(`playwright (${name})`, ok, failedBefore);
}

/** One Vitest invocation over the projects matching the patterns, counted from its JSON report. */
function runVitest(name, projectPatterns) {
  const file = join(outputDir, `vitest-${name}.json`);
  const failedBefore = tally.failed;
  const ok = run(bin("vitest"), [
    "run",
    ...projectPatterns.flatMap((pattern) => ["--project", pattern]),
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${file}`,
  ]);
  if (!countVitest(file)) record(`vitest (${name}) produced a report`, false);
  recordRunnerExit(`vitest (${name})`, ok, failedBefore);
}

rmSync(outputDir, { recursive: true, force: true });
mkdirSync(outputDir, { recursive: true });
const started = Date.now();

stage("checks", () => {
  heading("Translation catalogs");
  for (const result of checkCatalogs()) record(result.name, result.ok, result.message);

  heading("Lint and format (Biome)");
  record("biome check", run(bin("biome"), ["check", "."]));

  heading("Type check");
  record("tsc in every package", run("pnpm", ["-r", "--no-bail", "typecheck"]));
  record("tsc for root configs and tests", run(bin("tsc"), ["-p", "tsconfig.json"]));
});

// Issue 39: every constant program and every mutant of every reference in content/ must fail its
// exercise's checks (the unit stage's content tests prove the references, wrong answers and
// starters). A hole stops this with the exercise's file and line.
stage("content", () => {
  heading("Content: constant programs and mutants of every reference fail their checks");
  record("pnpm content check --report", run("pnpm", ["content", "check", "--report"]));
});

stage("build", () => {
  heading("Build");
  record("pnpm build (packages and site)", run("pnpm", ["build"]));
  record("storybook build", run("pnpm", ["build-storybook"]));
});

stage("unit", () => {
  heading("Vitest: unit and integration tests of every package but the judge");
  runVitest("unit", ["!storybook-*", "!judge"]);
});

// The judge's suites (clang, the wasm and native sandboxes, Pyodide processes, the practice
// problems judged) are timed: a program's wall clock decides TLE. They run alone, one file at a
// time, in a stage of their own, so their time shows in the table and has its own budget.
stage("judge", () => {
  heading("Vitest: the judge — compilers, sandboxes and every practice problem judged");
  runVitest("judge", ["judge"]);
});

stage("stories", () => {
  heading("Vitest: every Storybook story in Chromium, light and dark, with axe");
  runVitest("stories", ["storybook-*"]);
});

stage("end-to-end", () => {
  heading("Playwright: end-to-end at 1280 and 375 px");
  runPlaywright("e2e", ["e2e-desktop", "e2e-mobile"], "site");
});

stage("visual", () => {
  heading("Playwright: every story's picture, light and dark");
  runPlaywright("visual", ["visual"], "storybook");
});

stage("studio end-to-end", () => {
  heading("Playwright: the studios end to end at 1280 and 375 px");
  runPlaywright("studio", ["e2e-studio-desktop", "e2e-studio-mobile"], "site");
});

// Issue 23's partner app: the packed packages in a fresh Vite app installed with plain npm, on
// another site than our server. Its fixture packs, installs, builds and starts both servers itself
// (tests/partner-app/partner-site.ts), so global-setup starts none.
stage("partner app", () => {
  heading("Playwright: a partner's app from the packed tarballs, on another site");
  runPlaywright("partner", ["partner"], "none");
});

heading("Summary");
for (const failure of tally.failures) console.log(`✗ ${failure}`);
printStageTable();
console.log(`(${((Date.now() - started) / 60000).toFixed(1)} min)`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
