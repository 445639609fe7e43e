/**
 * The Python check's Node entry, timed (issue 37 item 2: content check runs hundreds of generated
 * mutants through `checkPythonAttempt`). One real exercise from content (第一阶段 第 3 课: 7 cases,
 * a rule) is expanded from its reference once, then each round times, interleaved with its own
 * baseline (a bare build and run of `print(1)` on the same runner), a check of a failing program
 * (the worst case: every case runs) and of the right one, on each way of running it:
 *   trusted  one python3 process for every request (content check, mutants: our own programs)
 *   native   the judge's native runner: python3 in bubblewrap, a fresh process per case, the
 *            program read by the long-lived parse-only python3 (the server's default)
 *   pyodide  the judge's wasm runner: Pyodide (the server where the host has no python3)
 * Prints medians, checks per second, the ratio to the baseline and the load average.
 *
 *   node --conditions=source apps/server/bench/python-check.ts [--rounds 5] [--only trusted,native]
 */
import { loadavg } from "node:os";
import { createRunner, NativeRunner, nativeUnavailable, type Runner } from "@qisi/judge";
import { checkPythonAttempt, type PythonObserver } from "@qisi/studio/checks";
import { defaultContentDir } from "../src/config.ts";
import { loadContent } from "../src/content/load.ts";
import { expandPythonChecks } from "../src/content/python-expectations.ts";
import { trustedPython } from "../src/content/trusted-python.ts";
import { caseLimits, parseOnlyInspector, sandboxObserver } from "../src/exercises/python-runs.ts";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const rounds = Number(option("--rounds") ?? 5) || 5;
const only = option("--only")?.split(",");
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

const exerciseId = "25s2-01-l3-e1";
const right = "age = int(input())\nprint(age + 1)\n";
/** A mutant whose every case fails, so every case runs (the costliest check). */
const wrong = "age = int(input())\nprint(age + 2)\n";

console.log(`load before: ${load()}`);
const trusted = trustedPython();
const content = loadContent(defaultContentDir);
const { checks, issues } = await expandPythonChecks(content, defaultContentDir, trusted);
const check = checks.get(exerciseId);
if (!check || issues.length > 0) throw new Error(`${exerciseId} did not expand: ${JSON.stringify(issues)}`);
console.log(`${exerciseId}: ${check.cases.length} cases (trusted python: ${trusted.kind})`);

const ways: { name: string; observer: PythonObserver; runner: Runner | null; close?: () => Promise<void> }[] =
  [];
const wanted = (name: string) => !only || only.includes(name);
if (wanted("trusted")) ways.push({ name: "trusted", observer: trusted, runner: null });
if (wanted("native")) {
  const why = nativeUnavailable();
  if (why) console.log(`native runner skipped: ${why}`);
  else {
    const runner = new NativeRunner();
    const inspector = parseOnlyInspector() ?? undefined;
    ways.push({
      name: "native",
      observer: sandboxObserver(runner, { ...(inspector && { inspector }) }),
      runner,
    });
  }
}
if (wanted("pyodide")) {
  const runner = createRunner("wasm");
  ways.push({ name: "pyodide", observer: sandboxObserver(runner), runner });
}

const time = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};
/** The baseline: one bare program built and run on the same runner (python3 -c for trusted). */
const bare = async (runner: Runner | null) => {
  if (!runner) {
    for await (const _ of trusted.run("print(1)\n", [{ stdin: "", turtle: false }]));
    return;
  }
  const build = await runner.build("python", "print(1)\n", { memoryLimitBytes: caseLimits.memoryLimitBytes });
  if (!build.ok) throw new Error("print(1) did not build");
  await build.program.run("", caseLimits);
  await build.program.dispose?.();
};

for (const way of ways) {
  const results = { bare: [] as number[], wrong: [] as number[], right: [] as number[] };
  // Warm: the first start of a runner (Pyodide's snapshot, python3's imports) is not what is measured.
  await bare(way.runner);
  await checkPythonAttempt(check, right, way.observer);
  for (let round = 0; round < rounds; round++) {
    const steps: [keyof typeof results, () => Promise<unknown>][] = [
      ["bare", () => bare(way.runner)],
      [
        "wrong",
        async () => {
          const result = await checkPythonAttempt(check, wrong, way.observer);
          if (result.passed) throw new Error("the wrong program passed");
        },
      ],
      [
        "right",
        async () => {
          const result = await checkPythonAttempt(check, right, way.observer);
          if (!result.passed) throw new Error(`the right program failed: ${result.message}`);
        },
      ],
    ];
    // Alternate the order, so a burst of load on this shared machine falls on both.
    if (round % 2 === 1) steps.reverse();
    for (const [name, step] of steps) results[name].push(await time(step));
  }
  const [bareMs, wrongMs, rightMs] = [median(results.bare), median(results.wrong), median(results.right)];
  console.log(
    `${way.name.padEnd(8)} bare run ${bareMs.toFixed(1).padStart(7)} ms | check, all ${check.cases.length} cases fail ${wrongMs
      .toFixed(1)
      .padStart(
        7,
      )} ms (${(1000 / wrongMs).toFixed(1)}/s, ${(wrongMs / bareMs).toFixed(1)}× bare) | right program ${rightMs
      .toFixed(1)
      .padStart(7)} ms (${(1000 / rightMs).toFixed(1)}/s)`,
  );
  await way.runner?.close();
  await way.close?.();
}
await trusted.close();
console.log(`load after: ${load()}`);
