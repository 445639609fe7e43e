/**
 * How long a fresh Python sandbox takes to be ready, and its first run, started from Pyodide's
 * memory snapshot (snapshot.ts) against started from scratch (the baseline), interleaved. Every
 * server check and every Python submission gets a fresh process, so this is CPU each of them costs.
 *
 *   node --experimental-strip-types packages/judge/bench/python-start.ts [--rounds 5]
 */
import { cpus, loadavg } from "node:os";
import { PythonSandbox } from "../src/python/runner.ts";

const args = process.argv.slice(2);
const rounds = args.includes("--rounds") ? Number(args[args.indexOf("--rounds") + 1]) || 5 : 5;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const limits = { timeLimitMs: 1000, memoryLimitBytes: 256 * 1024 * 1024 };

async function startAndRun(
  snapshot: boolean,
): Promise<{ ready: number; firstRun: number; restored: boolean }> {
  const sandbox = new PythonSandbox({ snapshot });
  try {
    const started = performance.now();
    await sandbox.warm();
    const ready = performance.now() - started;
    const result = await sandbox.run(
      "n = int(input())\nprint(sum(i * i for i in range(n)))\n",
      "1000\n",
      limits,
    );
    if (result.stdout !== "332833500\n") throw new Error(`unexpected output: ${JSON.stringify(result)}`);
    return { ready, firstRun: result.wallMs, restored: sandbox.startedFromSnapshot === true };
  } finally {
    await sandbox.close();
  }
}

console.log(`python sandbox start · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model}`);
console.log(`${rounds} rounds · load average ${load()}`);
// The snapshot itself is made once per machine, on the first start of all: made here, not timed.
await startAndRun(true);
const fromSnapshot: { ready: number; firstRun: number }[] = [];
const fromScratch: { ready: number; firstRun: number }[] = [];
for (let round = 1; round <= rounds; round++) {
  const scratch = await startAndRun(false);
  const restored = await startAndRun(true);
  if (!restored.restored) throw new Error("the sandbox did not start from the snapshot");
  fromScratch.push(scratch);
  fromSnapshot.push(restored);
  console.log(
    `  round ${round}: from scratch ${Math.round(scratch.ready)} ms (+ first run ${scratch.firstRun}) · from the snapshot ${Math.round(restored.ready)} ms (+ ${restored.firstRun}) · load ${load()}`,
  );
}
const ready = (runs: { ready: number }[]) => median(runs.map((run) => run.ready));
const firstRun = (runs: { firstRun: number }[]) => median(runs.map((run) => run.firstRun));
console.log("\n| start | ready (median ms) | first run (median ms) |");
console.log("| --- | --- | --- |");
console.log(`| from scratch | ${Math.round(ready(fromScratch))} | ${firstRun(fromScratch)} |`);
console.log(`| from the snapshot | ${Math.round(ready(fromSnapshot))} | ${firstRun(fromSnapshot)} |`);
console.log(
  `\nsnapshot / scratch, ready: ${(ready(fromSnapshot) / ready(fromScratch)).toFixed(2)} · load average at the end ${load()}`,
);
