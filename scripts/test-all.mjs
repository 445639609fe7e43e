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
  const { stats, errors } = JSON.parse(readFileSync(file, "utf8"));
  tally.passed += stats.expected + stats.flaky;
  tally.failed += stats.unexpected;
  if (stats.unexpected) tally.failures.push(`${stats.unexpected} Playwright test(s), see the list above`);
  for (const error of errors ?? []) {
    tally.failed += 1;
    tally.failures.push(`Playwright: ${error.message?.split("\n")[0]}`);
  }
  return true;
}

rmSync(outputDir, { recursive: true, force: true });
mkdirSync(outputDir, { recursive: true });
const started = Date.now();

heading("Translation catalogs");
for (const result of checkCatalogs()) record(result.name, result.ok, result.message);

heading("Lint and format (Biome)");
record("biome check", run(bin("biome"), ["check", "."]));

heading("Type check");
record("tsc in every package", run("pnpm", ["-r", "--no-bail", "typecheck"]));
record("tsc for root configs and tests", run(bin("tsc"), ["-p", "tsconfig.json"]));

heading("Build");
const built = run("pnpm", ["build"]);
record("pnpm build (packages and site)", built);
const storybookBuilt = run("pnpm", ["build-storybook"]);
record("storybook build", storybookBuilt);

heading("Vitest: unit, integration and Storybook story tests (light and dark, with axe)");
const vitestFile = join(outputDir, "vitest.json");
const failedBeforeVitest = tally.failed;
const vitestOk = run(bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestFile}`,
]);
if (!countVitest(vitestFile)) record("vitest produced a report", false);
recordRunnerExit("vitest", vitestOk, failedBeforeVitest);

heading("Playwright: end-to-end and visual");
const playwrightFile = join(outputDir, "playwright.json");
const failedBeforePlaywright = tally.failed;
const playwrightOk = run(bin("playwright"), ["test"], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile });
if (!countPlaywright(playwrightFile)) record("playwright produced a report", false);
recordRunnerExit("playwright", playwrightOk, failedBeforePlaywright);

heading("Summary");
for (const failure of tally.failures) console.log(`✗ ${failure}`);
console.log(`(${((Date.now() - started) / 60000).toFixed(1)} min)`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
