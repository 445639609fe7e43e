import type { AttemptBody, ExerciseCheckResult } from "@qisi/api/contract";
import { createScratchChecker, type ScratchChecker } from "../exercises/scratch-check.ts";

/**
 * `size` Scratch checkers, each with its own scratch-vm thread (two VMs in one thread clash), for
 * a worker that runs that many Scratch checks at once. The worker pool never starts more Scratch
 * jobs than there are checkers, so a free one is always there; a thread starts at its first check.
 */
export function scratchCheckerPool(size: number): ScratchChecker {
  const free: ScratchChecker[] = Array.from({ length: Math.max(1, size) }, () => createScratchChecker());
  const all = [...free];
  const waiting: ((checker: ScratchChecker) => void)[] = [];
  const take = () => free.pop() ?? new Promise<ScratchChecker>((resolve) => waiting.push(resolve));
  const give = (checker: ScratchChecker) => {
    const next = waiting.shift();
    if (next) next(checker);
    else free.push(checker);
  };
  const check = async (
    exercise: { id: string; spec: Record<string, unknown> },
    body: AttemptBody,
  ): Promise<ExerciseCheckResult> => {
    const checker = await take();
    try {
      return await checker(exercise, body);
    } finally {
      give(checker);
    }
  };
  return Object.assign(check, {
    close: async () => {
      await Promise.all(all.map((checker) => checker.close()));
    },
  });
}
