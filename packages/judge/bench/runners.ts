/**
 * Runs per second of a trivial Python program (`print(input())`) on each Python runner, through the
 * Runner interface lesson checks use (build once, then one `run` per case), against the baseline of
 * a plain `python3 -c` spawn (no sandbox at all), interleaved in rounds so the shared machine's load
 * hits all of them alike. Prints runs/s, each runner's ratio to the baseline, the cost of a fresh
 * sandbox per run (ms per run over the baseline's), and the load average.
 *
 *   node --experimental-strip-types packages/judge/bench/runners.ts [--rounds 3] [--runs 20]
 */
import { spawn } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { NativePython, nativePythonUnavailable } from "../src/native/python.ts";
import { PythonSandbox } from "../src/python/runner.ts";
import type { Program } from "../src/run/runner.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback;
const rounds = option("--rounds", 3);
const runs = option("--runs", 20);
const pyodideRuns = option("--pyodide-runs", 6);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const limits = { timeLimitMs: 1000, memoryLimitBytes: 256 * 1024 * 1024 };
const source = "print(input())\n";

function plainSpawn(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("/usr/bin/python3", ["-I", "-S", "-B", "-c", source], {
      stdio: ["pipe", "pipe", "ignore"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", () => (out === "7\n" ? resolve() : reject(new Error(`plain python3 printed ${out}`))));
    child.stdin.end("7\n");
  });
}

async function perSecond(count: number, one: () => Promise<void>): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < count; i++) await one();
  return (count * 1000) / (performance.now() - started);
}

async function program(
  backend: { build(source: string): Promise<import("../src/run/runner.ts").Build> },
  code = source,
) {
  const built = await backend.build(code);
  if (!built.ok) throw new Error("the trivial program did not build");
  return built.program;
}

const runOnce = (p: Program) => async () => {
  const result = await p.run("7\n", limits);
  if (result.status !== "ok" || result.stdout !== "7\n")
    throw new Error(`run failed: ${JSON.stringify(result)}`);
};

console.log(`python runners · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model}`);
console.log(`${rounds} rounds of ${runs} runs (Pyodide: ${pyodideRuns}) · load average ${load()}`);
const missing = nativePythonUnavailable();
if (missing) console.log(`native CPython skipped: ${missing}`);
const native = missing ? null : new NativePython();
// Two spares: a run takes one while the next two start (the server keeps one per sandbox).
const pyodide = new PythonSandbox({ spares: 2 });
await pyodide.warm();
const nativeProgram = native ? await program(native) : null;
const pyodideProgram = await program(pyodide);

const figures = { baseline: [] as number[], native: [] as number[], pyodide: [] as number[] };
for (let round = 0; round < rounds; round++) {
  const order = round % 2 === 0 ? ["baseline", "native", "pyodide"] : ["pyodide", "native", "baseline"];
  for (const which of order) {
    if (which === "baseline") figures.baseline.push(await perSecond(runs, plainSpawn));
    if (which === "native" && nativeProgram)
      figures.native.push(await perSecond(runs, runOnce(nativeProgram)));
    if (which === "pyodide") figures.pyodide.push(await perSecond(pyodideRuns, runOnce(pyodideProgram)));
  }
  console.log(`round ${round + 1} done · load average ${load()}`);
}
// Issue 38: one Python endless loop held the only judge worker for 52 s (10 tests × ~5 s). How long
// a 10-test submission of `while True: pass` (1 s limit) holds a worker now, on each runner.
const loop = "while True:\n    pass\n";
const held: string[] = [];
for (const [name, backend] of [
  ["native CPython", native],
  ["Pyodide", pyodide],
] as const) {
  if (!backend) continue;
  const looping = await program(backend, loop);
  const started = performance.now();
  for (let test = 0; test < 10; test++) {
    const result = await looping.run("", limits);
    if (result.status !== "time-limit") throw new Error(`the loop was ${result.status}`);
  }
  held.push(`${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await looping.dispose?.();
}
await pyodide.close();
await nativeProgram?.dispose?.();

const base = median(figures.baseline);
const line = (name: string, values: number[]) => {
  if (values.length === 0) return;
  const rate = median(values);
  const extraMs = 1000 / rate - 1000 / base;
  console.log(
    `${name.padEnd(34)} ${rate.toFixed(1).padStart(7)} runs/s   ${(rate / base).toFixed(3)} × baseline   ` +
      `+${extraMs.toFixed(1)} ms a run   [${values.map((v) => v.toFixed(1)).join(", ")}]`,
  );
};
line("plain python3 -c (baseline)", figures.baseline);
line("native CPython, bwrap + seccomp", figures.native);
line("Pyodide, a process per run", figures.pyodide);
console.log(`an endless loop over 10 tests (1 s limit) holds a worker for ${held.join(", ")}`);
console.log(`load average after: ${load()}`);
