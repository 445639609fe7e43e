/**
 * Budget (DESIGN.md): a Scratch behaviour check ≤ 1 s. Times the server's check in Node — the
 * engine on scratch-vm's Node build, the reference of scratch-starter-01's "先说“你好！”，再走" (two
 * behaviour runs, 120 frames, 3 expectations) — interleaved with a baseline on the same VM (load
 * an empty project and step one frame), and prints medians, the ratio and the load average.
 *
 *   pnpm --filter @qisi/studio bench:scratch-check
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { checkScratchProject } from "../src/checks/scratch/check.ts";
import { createNodeVm } from "../src/checks/scratch/node/load-vm.ts";
import { buildProject } from "../src/checks/scratch/testing/build-project.ts";

const rounds = Number(process.env.ROUNDS ?? 30);
const lesson = new URL("../../../content/courses/scratch-starter-01/02-green-flag/", import.meta.url);
const project = readFileSync(new URL("exercise-6.solution.json", lesson), "utf8");
const spec = {
  behaviour: [
    {
      frames: 30,
      expect: [
        { sprite: "小启", said: "你好！" },
        { sprite: "小启", x: 0 },
      ],
    },
    { frames: 90, expect: [{ sprite: "小启", x: 100 }] },
  ],
};
const empty = JSON.stringify(buildProject([]));

for (const method of ["log", "info", "warn", "debug"] as const) console[method] = () => {};
const print = (line: string) => process.stdout.write(`${line}\n`);

const started = performance.now();
const vm = createNodeVm();
const loadMs = performance.now() - started;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const baseline: number[] = [];
const check: number[] = [];
// One warm-up of each, then alternate so both see the same machine.
await vm.loadProject(empty);
const first = await checkScratchProject(vm, project, spec);
if (!first.passed) throw new Error(`the reference does not pass: ${first.message}`);
for (let round = 0; round < rounds; round++) {
  let t = performance.now();
  await vm.loadProject(empty);
  vm.runtime._step();
  baseline.push(performance.now() - t);
  t = performance.now();
  await checkScratchProject(vm, project, spec);
  check.push(performance.now() - t);
}

const [one, five] = loadavg();
print(`scratch-vm (Node build) loaded in ${loadMs.toFixed(0)} ms (once per worker thread)`);
print(`baseline (load an empty project + 1 frame): median ${median(baseline).toFixed(2)} ms`);
print(
  `behaviour check (2 runs, 120 frames, 3 expectations): median ${median(check).toFixed(2)} ms, max ${Math.max(...check).toFixed(2)} ms`,
);
print(`ratio check / baseline: ${(median(check) / median(baseline)).toFixed(1)}`);
print(`budget ≤ 1000 ms: ${median(check) <= 1000 ? "met" : "MISSED"}`);
print(`load average: ${one!.toFixed(2)} (1 min), ${five!.toFixed(2)} (5 min) on ${rounds} rounds`);
