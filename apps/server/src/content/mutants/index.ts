import { cppMutants } from "./cpp.ts";
import type { Mutant } from "./mutant.ts";
import { pythonMutants } from "./python.ts";
import { scratchMutants } from "./scratch.ts";

export { constantPrograms } from "./constant.ts";
export { cppMutants, cppMutantsPerKind, cppString } from "./cpp.ts";
export type { ConstantProgram, Mutant, MutantKind, ProjectMutant, SourceMutant } from "./mutant.ts";
export { pythonMutants, pythonMutantsPerKind } from "./python.ts";
export { scratchMutants, scratchMutantsPerKind } from "./scratch.ts";

/** What mutants are made from: an exercise as content/ loads it (LoadedExercise has this shape). */
export interface MutatedExercise {
  data: { kind: string; tests?: readonly { stdout?: string | undefined }[] };
  /** The reference solution: Python or C++ source, or Scratch's project.json text. */
  solution?: string | undefined;
}

/**
 * The generic mutants of an exercise's reference solution. The hard-coded ones type in the first
 * test's answer: its `stdout` when the file writes it, else `firstOutput` (what the reference
 * printed for it: the caller runs the reference, this module never runs anything). Quizzes and
 * exercises without a reference have none.
 */
export async function mutantsOf(
  exercise: MutatedExercise,
  options: { firstOutput?: string } = {},
): Promise<Mutant[]> {
  const reference = exercise.solution;
  if (reference === undefined) return [];
  const firstOutput = exercise.data.tests?.[0]?.stdout ?? options.firstOutput;
  switch (exercise.data.kind) {
    case "python":
      return pythonMutants(reference, firstOutput);
    case "cpp":
      return cppMutants(reference, firstOutput);
    case "scratch":
      return scratchMutants(reference);
    default:
      return [];
  }
}
