import type { ExerciseCheckResult, ScratchCheckSpec } from "@qisi/api/contract";
import { passedMessage } from "../result.ts";
import type { HeadlessVm } from "./headless-vm.ts";
import { parseProject } from "./project.ts";
import { type CheckOutcome, checkScratchRules } from "./rules.ts";
import { runBehaviour, TooLong, withDefaults } from "./run.ts";

/** What the child reads when the project cannot even be opened. */
export const unreadableMessage = "这个作品打不开，检查不了。请在 Scratch 里再保存一次，然后重新检查。";

/** What the child reads when a run had to be stopped (browser and server alike). */
export const tooLongMessage = "作品运行了太久还没检查完——是不是有一个停不下来的循环？";

/** The first failure as one sentence, with the author's note after a dash (as the Python harness words it). */
export function failureMessage(outcome: CheckOutcome): string {
  const sentence = outcome.sentence ?? "";
  if (outcome.message) return `${sentence.replace(/[。！？]$/, "")}——${outcome.message}`;
  return /[。！？]$/.test(sentence) ? sentence : `${sentence}。`;
}

/** Every check the spec declares: one per rule, one per expectation of each behaviour. */
export const scratchCheckCount = (spec: ScratchCheckSpec) =>
  (spec.rules?.length ?? 0) + (spec.behaviour ?? []).reduce((sum, run) => sum + run.expect.length, 0);

/**
 * Checks a project (its `project.json` text) against an exercise's spec: the rules on the JSON,
 * then each behaviour run headless on `vm`. Every check runs, so `passedTests` counts them all;
 * the message tells the first failure only. The same function runs in the studio frame's worker
 * and in the server's worker, so the browser's instant answer and the recorded one agree.
 */
export async function checkScratchProject(
  vm: HeadlessVm,
  projectText: string,
  spec: ScratchCheckSpec,
  options: { timeoutMs?: number; clock?: () => number } = {},
): Promise<ExerciseCheckResult> {
  // The server's worker counts its thread's CPU time (a busy machine slows the wall clock's check
  // down, not the CPU's); the browser the wall clock.
  const clock = options.clock ?? (() => performance.now());
  const deadline = options.timeoutMs === undefined ? Number.POSITIVE_INFINITY : clock() + options.timeoutMs;
  const total = scratchCheckCount(spec);
  const project = parseProject(projectText);
  if (!project) return { passed: false, total, passedTests: 0, message: unreadableMessage, cases: [] };
  const outcomes = checkScratchRules(project, spec.rules ?? []);
  try {
    for (const behaviour of spec.behaviour ?? [])
      outcomes.push(...(await runBehaviour(vm, projectText, withDefaults(behaviour), deadline, clock)));
  } catch (error) {
    const message = error instanceof TooLong ? tooLongMessage : unreadableMessage;
    return { passed: false, total, passedTests: 0, message, cases: [] };
  }
  const passedTests = outcomes.filter((outcome) => outcome.passed).length;
  const failed = outcomes.find((outcome) => !outcome.passed);
  return {
    passed: !failed,
    total,
    passedTests,
    message: failed ? failureMessage(failed) : passedMessage,
    cases: outcomes.map((outcome, index) => ({ index, verdict: outcome.passed ? "AC" : "WA" })),
    ...(failed?.test && { test: failed.test }),
  };
}
