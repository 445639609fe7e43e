/**
 * Issue 20's budget: a Python check of 10 tests ≤ 300 ms once its process is warm. Each round starts
 * two sandboxed Pyodide processes (as the server's spare is started ahead), waits until both are
 * ready, then times, interleaved, a bare run of `print(1)` (the baseline: the judge's round trip)
 * and the server's check program on a 10-test exercise (4 stdin tests, 1 function test… as below).
 * Prints medians, the ratio and the load average.
 *
 *   node --conditions=source apps/server/bench/python-check.ts [--rounds 5]
 */
import { loadavg } from "node:os";
import { PythonSandbox } from "@qisi/judge";
import { pythonCheckLimits, pythonCheckProgram } from "../src/exercises/python-check.ts";

const args = process.argv.slice(2);
const rounds = args.includes("--rounds") ? Number(args[args.indexOf("--rounds") + 1]) || 5 : 5;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

/** Ten tests: five stdin/stdout, five seeded random inputs against the reference. */
const spec = {
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
  const a = new PythonSandbox({ recycle: "failure" });
  const b = new PythonSandbox({ recycle: "failure" });
  await Promise.all([a.warm(), b.warm()]);
  const time = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  const nonce = "n".repeat(32);
  const runCheck = async () => {
    const run = await b.run(pythonCheckProgram, JSON.stringify({ nonce, spec, source }), pythonCheckLimits);
    const line = run.stdout.trimEnd().split("\n").at(-1) ?? "";
    if (!line.startsWith(nonce) || !JSON.parse(line.slice(nonce.length)).passed)
      throw new Error(`check failed: ${run.status} ${line.slice(0, 200)}`);
  };
  if (round % 2 === 0) {
    bare.push(await time(() => a.run("print(1)\n", "", pythonCheckLimits)));
    ours.push(await time(runCheck));
  } else {
    ours.push(await time(runCheck));
    bare.push(await time(() => a.run("print(1)\n", "", pythonCheckLimits)));
  }
  await Promise.all([a.close(), b.close()]);
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
