/**
 * Issue 20's budget: a Python check of 10 tests ≤ 300 ms once its processes are warm. Each round
 * starts three sandboxed Pyodide processes (the server's spare for run A is started ahead, and the
 * judge's process lives on), waits until all are ready, then times, interleaved, a bare run of
 * `print(1)` (the baseline: the judge's round trip) and the server's check of a 10-test exercise:
 * run A (the learner's program on the public spec) then run B (the judge on A's observations).
 * Prints medians, the ratio and the load average.
 *
 *   node --conditions=source apps/server/bench/python-check.ts [--rounds 5]
 */
import { loadavg } from "node:os";
import type { PythonCheckSpec } from "@qisi/api/contract";
import { PythonSandbox } from "@qisi/judge";
import { publicCheckSpec } from "@qisi/studio/checks";
import {
  judgeProgram,
  observeLimits,
  observeProgram,
  pythonCheckLimits,
} from "../src/exercises/python-check.ts";

const args = process.argv.slice(2);
const rounds = args.includes("--rounds") ? Number(args[args.indexOf("--rounds") + 1]) || 5 : 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

/** Ten tests: five stdin/stdout, five seeded random inputs against the reference. */
const spec: PythonCheckSpec = {
  solution: "a = int(input())\nb = int(input())\nprint(a + b)\n",
  tests: [1, 2, 3, 4, 5].map((n) => ({ stdin: `${n}\n${n * 2}\n`, stdout: `${n * 3}\n` })),
  random: { count: 5, seed: 1, stdin: [{ int: [1, 100] }, { int: [1, 100] }] },
  rules: [{ require: "call:print" }],
};
const source = "x = int(input())\ny = int(input())\nprint(x + y)\n";

const bare: number[] = [];
const ours: number[] = [];
console.log(`load before: ${load()}`);
for (let round = 0; round < rounds; round++) {
  const a = new PythonSandbox();
  const learner = new PythonSandbox();
  const judge = new PythonSandbox();
  await Promise.all([a.warm(), learner.warm(), judge.warm()]);
  const time = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  const nonce = "n".repeat(32);
  const after = (stdout: string) => (stdout.trimEnd().split("\n").at(-1) ?? "").slice(nonce.length);
  const runCheck = async () => {
    const request = JSON.stringify({ nonce, spec: publicCheckSpec(spec), source });
    const observed = await learner.run(observeProgram, request, observeLimits);
    const observations = JSON.parse(after(observed.stdout));
    const judged = await judge.run(
      judgeProgram,
      JSON.stringify({ nonce, spec, source, observations }),
      pythonCheckLimits,
    );
    const line = after(judged.stdout);
    if (!JSON.parse(line).passed) throw new Error(`check failed: ${judged.status} ${line.slice(0, 200)}`);
  };
  if (round % 2 === 0) {
    bare.push(await time(() => a.run("print(1)\n", "", pythonCheckLimits)));
    ours.push(await time(runCheck));
  } else {
    ours.push(await time(runCheck));
    bare.push(await time(() => a.run("print(1)\n", "", pythonCheckLimits)));
  }
  await Promise.all([a.close(), learner.close(), judge.close()]);
}
const [bareMs, oursMs] = [median(bare), median(ours)];
console.log(
  `bare run (print(1)), warm:        median ${bareMs.toFixed(1)} ms  [${bare.map((v) => v.toFixed(0)).join(", ")}]`,
);
console.log(
  `check of 10 tests (server), warm: median ${oursMs.toFixed(1)} ms  [${ours.map((v) => v.toFixed(0)).join(", ")}]`,
);
console.log(`ratio check / bare: ${(oursMs / bareMs).toFixed(2)}  budget: check ≤ 300 ms warm`);
console.log(`load after: ${load()}`);
