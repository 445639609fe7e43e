import type { ScratchBehaviour, ScratchExpectation } from "@qisi/api/contract";
import { expectationOutcome, runPhrase, sayOf } from "./expectations.ts";
import type { BlockUtility, HeadlessTarget, HeadlessVm } from "./headless-vm.ts";
import { stageName } from "./project.ts";
import type { CheckOutcome } from "./rules.ts";

/** Scratch steps at 30 frames a second. */
export const framesPerSecond = 30;
const frameMs = 1000 / framesPerSecond;
/**
 * How many passes over the threads one frame may take. A browser stops a frame after 75 % of its
 * 33 ms; a count instead of a clock makes a check give the same answer on a busy server and a fast
 * laptop. Loops that move a sprite yield every frame anyway (they request a redraw).
 */
const passesPerFrame = 500;
/** scratch-vm's `Thread.STATUS_PROMISE_WAIT`: a block waits for a promise (an `ask`'s answer). */
const promiseWait = 1;

/** A behaviour with the contract's defaults filled in. */
export interface Behaviour {
  greenFlag: boolean;
  click: string[];
  answers: string[];
  frames: number;
  expect: ScratchExpectation[];
}

export const withDefaults = (behaviour: ScratchBehaviour): Behaviour => ({
  greenFlag: behaviour.greenFlag ?? true,
  click: behaviour.click ?? [],
  answers: behaviour.answers ?? [],
  frames: behaviour.frames ?? 90,
  expect: behaviour.expect,
});

interface RunState {
  now: number;
  /** Every non-empty text each sprite said or thought, by sprite name (clones count as their sprite). */
  said: Map<string, string[]>;
  answers: string[];
}

/** Thrown when a run passes its deadline (a warp-mode loop can hold a frame for 0.5 s). */
export class TooLong extends Error {}

const states = new WeakMap<HeadlessVm, RunState>();

/** Lets promise-based blocks resolve between frames (setImmediate in Node, a task in the browser). */
const nextTask = () =>
  new Promise<void>((resolve) =>
    typeof setImmediate === "function" ? setImmediate(resolve) : setTimeout(resolve, 0),
  );

/**
 * Makes a VM without a renderer behave like the editor's, deterministically (TOOLCHAIN.md "Checks
 * for lessons"): frames of 1000/30 ms on a virtual clock (`wait`, glides, the timer), a redraw
 * whenever a visible sprite changes (so loops yield once a frame), `say … for … seconds` timed on
 * that clock rather than on `setTimeout`, `ask` answered from the behaviour's answers, and every
 * said text recorded. Done once per VM; later projects loaded into it keep it.
 */
export function prepareVm(vm: HeadlessVm): RunState {
  const known = states.get(vm);
  if (known) return known;
  const state: RunState = { now: 0, said: new Map(), answers: [] };
  const runtime = vm.runtime;
  runtime.currentStepTime = frameMs;
  runtime.updateCurrentMSecs = () => {
    runtime.currentMSecs = state.now;
  };
  let passes = 0;
  const workTime = 0.75 * frameMs;
  runtime.sequencer.timer = {
    start: () => {
      passes = 0;
    },
    timeElapsed: () => (passes++ * workTime) / passesPerFrame,
  };
  const wasVisible = new WeakMap<HeadlessTarget, boolean>();
  const requestTargetsUpdate = runtime.requestTargetsUpdate.bind(runtime);
  runtime.requestTargetsUpdate = (target) => {
    requestTargetsUpdate(target);
    const before = wasVisible.get(target);
    wasVisible.set(target, target.visible);
    if (!target.isStage && (target.visible || before)) runtime.requestRedraw();
  };
  runtime.on("SAY", (target: HeadlessTarget, _type: string, text: unknown) => {
    const said = sayOf(text);
    if (said === "") return;
    const name = target.isStage ? stageName : target.sprite.name;
    state.said.set(name, [...(state.said.get(name) ?? []), said]);
  });
  runtime.on("QUESTION", (question: unknown) => {
    if (question === null) return;
    runtime.emit("ANSWER", state.answers.shift() ?? "");
  });
  const timedBubble = (kind: "say" | "think") => {
    const show = runtime._primitives[`looks_${kind}`]!;
    const usage = (target: HeadlessTarget) => target.getCustomState("Scratch.looks")?.usageId;
    return (args: Record<string, unknown>, util: BlockUtility) => {
      if (util.stackTimerNeedsInit()) {
        show(args, util);
        util.stackFrame.qisiBubble = usage(util.target);
        util.startStackTimer(Math.max(0, 1000 * (Number(args.SECS) || 0)));
        runtime.requestRedraw();
        util.yield();
      } else if (!util.stackTimerFinished()) {
        util.yield();
      } else if (usage(util.target) === util.stackFrame.qisiBubble) {
        runtime.emit("SAY", util.target, kind, "");
      }
    };
  };
  runtime._primitives.looks_sayforsecs = timedBubble("say");
  runtime._primitives.looks_thinkforsecs = timedBubble("think");
  states.set(vm, state);
  return state;
}

const targetNamed = (vm: HeadlessVm, name: string) =>
  name === stageName
    ? vm.runtime.getTargetForStage()
    : vm.runtime.targets.find(
        (target) => !target.isStage && target.isOriginal && target.sprite.name === name,
      );

/**
 * Loads the project, clicks the green flag and the sprites, answers `ask`s, steps the frames and
 * then checks each expectation on the sprites and variables as they are.
 */
export async function runBehaviour(
  vm: HeadlessVm,
  projectText: string,
  behaviour: Behaviour,
  deadline = Number.POSITIVE_INFINITY,
  clock: () => number = () => performance.now(),
): Promise<CheckOutcome[]> {
  const state = prepareVm(vm);
  const runtime = vm.runtime;
  vm.stopAll();
  state.now = 0;
  state.said = new Map();
  state.answers = [...behaviour.answers];
  await vm.loadProject(projectText);
  const run = runPhrase(behaviour);
  const missing = behaviour.click.find((name) => !targetNamed(vm, name));
  if (missing !== undefined) {
    return behaviour.expect.map(() => ({
      passed: false,
      sentence: `作品里没有叫“${missing}”的角色，点不到它`,
      test: { input: run, expected: missing },
    }));
  }
  if (behaviour.greenFlag) vm.greenFlag();
  for (let frame = 0; frame < behaviour.frames; frame++) {
    state.now += frameMs;
    runtime._step();
    if (frame === 0) {
      for (const name of behaviour.click) {
        const target = targetNamed(vm, name)!;
        runtime.startHats(
          target.isStage ? "event_whenstageclicked" : "event_whenthisspriteclicked",
          null,
          target,
        );
      }
    }
    if (runtime.threads.some((thread) => thread.status === promiseWait)) await nextTask();
    if (clock() > deadline) {
      vm.stopAll();
      throw new TooLong();
    }
  }
  const outcomes = behaviour.expect.map((expectation) =>
    expectationOutcome(expectation, run, {
      target: (name) => targetNamed(vm, name),
      stage: () => runtime.getTargetForStage(),
      said: (name) => state.said.get(name) ?? [],
    }),
  );
  vm.stopAll();
  return outcomes;
}
