import type { AttemptBody, ExerciseCheckResult } from "@qisi/api/contract";
import { createScratchCheckRunner, type ScratchCheckRunnerOptions } from "@qisi/studio/checks/scratch/node";
import { scratchCheckSpec } from "../content/check-spec.ts";
import type { ScratchExerciseFile } from "../content/schema.ts";
import { badRequest } from "../errors.ts";

/** A Scratch exercise as the importer stores it (`exercises.spec`): the file plus its reference project. */
export type StoredScratchExercise = ScratchExerciseFile & { solution?: string };

/**
 * Checks an attempt of a Scratch exercise: `body.project` (the project.json text) against the
 * exercise's rules and behaviour runs, in scratch-vm in worker threads (two at once by default). The
 * same engine the studio frame ran for the child's instant feedback decides here, before a pass is
 * recorded. Each check is bounded (issue 38: five warp-forever projects held another child's check
 * for 65 s): it stops itself between frames at ¾ of its CPU budget, and past the budget (2 s of
 * the worker's CPU, read from outside the thread) its worker is terminated and replaced at once, so
 * the child reads "运行了太久" and the next check finds a loaded worker.
 */
export type ScratchChecker = ((
  exercise: { id: string; spec: Record<string, unknown> },
  body: AttemptBody,
) => Promise<ExerciseCheckResult>) & {
  /** Ends the worker thread (server shutdown, tests). */
  close(): Promise<void>;
};

export function createScratchChecker(options: ScratchCheckRunnerOptions = {}): ScratchChecker {
  const runner = createScratchCheckRunner(options);
  const check = async (exercise: { id: string; spec: Record<string, unknown> }, body: AttemptBody) => {
    if (body.kind !== "scratch") throw badRequest("这道题要交 Scratch 作品。");
    // The importer stored the content file of the exercise's own kind (content/import.ts).
    return runner.check(body.project, scratchCheckSpec(exercise.spec as unknown as StoredScratchExercise));
  };
  return Object.assign(check, { close: () => runner.close() });
}
