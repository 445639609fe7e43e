/**
 * The Scratch check's bound (issue 38: five warp-forever projects pushed another child's check from
 * 1.8 s to 65 s). With the server's defaults (two workers, 1.5 s of CPU per check, the check's own
 * stop at half of it), interleaved in rounds, against the baseline of a good check on a warm pool:
 *   - a warp-forever project alone: how long until the child reads "运行了太久" (its own stop);
 *   - the same past the budget, with the check's own stop turned off: the worker is terminated, then
 *     a good check right after (does it wait for scratch-vm to load again?);
 *   - a good check sent behind five warp-forever projects (one fair queue between accounts is the
 *     scheduler's; this is what the bound per check gives on its own).
 * Prints medians, ratios to the baseline and the load average.
 *
 *   node --conditions=source --experimental-strip-types apps/server/bench/scratch-check.ts [--rounds 3]
 */
import { loadavg } from "node:os";
import type { ScratchCheckSpec } from "@qisi/api/contract";
import { createScratchCheckRunner, tooLongMessage } from "@qisi/studio/checks/scratch/node";

const args = process.argv.slice(2);
const rounds = args.includes("--rounds") ? Number(args[args.indexOf("--rounds") + 1]) || 3 : 3;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const costume = {
  name: "c",
  assetId: "cd21514d0531fdffb22204e0ec5ed84a",
  md5ext: "cd21514d0531fdffb22204e0ec5ed84a.svg",
  dataFormat: "svg",
  rotationCenterX: 48,
  rotationCenterY: 60,
};
const sprite = (blocks: Record<string, unknown>) => ({
  isStage: false,
  name: "小启",
  variables: {},
  lists: {},
  broadcasts: {},
  blocks,
  comments: {},
  currentCostume: 0,
  costumes: [costume],
  sounds: [],
  volume: 100,
  layerOrder: 1,
  visible: true,
  x: 0,
  y: 0,
  size: 100,
  direction: 90,
  draggable: false,
  rotationStyle: "all around",
});
const stage = {
  isStage: true,
  name: "Stage",
  variables: {},
  lists: {},
  broadcasts: {},
  blocks: {},
  comments: {},
  currentCostume: 0,
  costumes: [costume],
  sounds: [],
  volume: 100,
  layerOrder: 0,
};
const project = (blocks: Record<string, unknown>) =>
  JSON.stringify({
    targets: [stage, sprite(blocks)],
    monitors: [],
    extensions: [],
    meta: { semver: "3.0.0" },
  });
const block = (opcode: string, extra: Record<string, unknown> = {}) => ({
  opcode,
  next: null,
  parent: null,
  inputs: {},
  fields: {},
  shadow: false,
  topLevel: false,
  ...extra,
});
/** When the flag is clicked, walk 10 steps forever. */
const good = project({
  f: block("event_whenflagclicked", { next: "l", topLevel: true, x: 0, y: 0 }),
  l: block("control_forever", { parent: "f", inputs: { SUBSTACK: [2, "m"] } }),
  m: block("motion_movesteps", { parent: "l", inputs: { STEPS: [1, [4, "10"]] } }),
});
/** A custom block run without screen refresh around a forever loop, called on the flag. */
const hang = project({
  d: block("procedures_definition", {
    next: "l",
    topLevel: true,
    x: 0,
    y: 0,
    inputs: { custom_block: [1, "p"] },
  }),
  p: block("procedures_prototype", {
    parent: "d",
    shadow: true,
    mutation: {
      tagName: "mutation",
      children: [],
      proccode: "转圈",
      argumentids: "[]",
      argumentnames: "[]",
      argumentdefaults: "[]",
      warp: "true",
    },
  }),
  l: block("control_forever", { parent: "d", inputs: { SUBSTACK: [2, "t"] } }),
  t: block("motion_turnright", { parent: "l", inputs: { DEGREES: [1, [4, "1"]] } }),
  f: block("event_whenflagclicked", { next: "c", topLevel: true, x: 0, y: 200 }),
  c: block("procedures_call", {
    parent: "f",
    mutation: { tagName: "mutation", children: [], proccode: "转圈", argumentids: "[]", warp: "true" },
  }),
});
const spec: ScratchCheckSpec = { behaviour: [{ frames: 90, expect: [{ sprite: "小启", x: [800, 1000] }] }] };

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
};

const figures = {
  good: [] as number[],
  hang: [] as number[],
  terminated: [] as number[],
  afterTerminated: [] as number[],
  behindFive: [] as number[],
};
console.log(`scratch check bound · ${new Date().toISOString()} · ${rounds} rounds · load average ${load()}`);
for (let round = 0; round < rounds; round++) {
  const pool = createScratchCheckRunner();
  const strict = createScratchCheckRunner({ stopAfterMs: 600_000, workers: 1 });
  // Warm: both pools have loaded scratch-vm before anything is timed.
  await Promise.all([pool.check(good, spec), pool.check(good, spec), strict.check(good, spec)]);
  const steps = [
    async () => {
      const { ms, value } = await timed(() => pool.check(good, spec));
      if (!value.passed) throw new Error("the good project failed");
      figures.good.push(ms);
    },
    async () => {
      const { ms, value } = await timed(() => pool.check(hang, spec));
      if (value.message !== tooLongMessage) throw new Error("the hang was not stopped");
      figures.hang.push(ms);
    },
    async () => {
      const stopped = await timed(() => strict.check(hang, spec));
      if (stopped.value.message !== tooLongMessage) throw new Error("the hang was not stopped");
      figures.terminated.push(stopped.ms);
      const next = await timed(() => strict.check(good, spec));
      if (!next.value.passed) throw new Error("the check after a terminated worker failed");
      figures.afterTerminated.push(next.ms);
    },
    async () => {
      const hangs = Array.from({ length: 5 }, () => pool.check(hang, spec));
      const { ms, value } = await timed(() => pool.check(good, spec));
      if (!value.passed) throw new Error("the good project failed behind the hangs");
      figures.behindFive.push(ms);
      await Promise.all(hangs);
    },
  ];
  for (const step of round % 2 === 0 ? steps : [...steps].reverse()) await step();
  await Promise.all([pool.close(), strict.close()]);
  console.log(`round ${round + 1} done · load average ${load()}`);
}
const base = median(figures.good);
const line = (name: string, values: number[]) =>
  console.log(
    `${name.padEnd(58)} ${median(values).toFixed(0).padStart(6)} ms   ${(median(values) / base).toFixed(1).padStart(6)} × baseline   [${values.map((v) => v.toFixed(0)).join(", ")}]`,
  );
line("good check, warm pool (baseline)", figures.good);
line("warp-forever check, stopped by itself", figures.hang);
line("warp-forever check past the CPU budget (worker terminated)", figures.terminated);
line("good check right after a terminated worker", figures.afterTerminated);
line("good check sent behind five warp-forever checks", figures.behindFive);
console.log(`load average after: ${load()}`);
