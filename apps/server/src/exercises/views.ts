import type { ExerciseProgress, HintLadder } from "@qisi/api/contract";
import type { ExerciseRow } from "./checkers.ts";
import { ladderOf } from "./ladder.ts";
import type { ExerciseProgressRow } from "./store.ts";

/** The learner's record; an exercise never tried reads as all zeros. */
export const toExerciseProgress = (
  exerciseId: string,
  row: ExerciseProgressRow | undefined,
): ExerciseProgress => ({
  exerciseId,
  attempts: row?.attempts ?? 0,
  hintsUsed: row?.hintsUsed ?? 0,
  passedAt: row?.passedAt?.toISOString() ?? null,
  seconds: row?.seconds ?? 0,
});

/** The rungs revealed so far, rebuilt from how many were asked for. */
export function toHintLadder(exercise: ExerciseRow, row: ExerciseProgressRow | undefined): HintLadder {
  const rungs = ladderOf(exercise);
  return {
    exerciseId: exercise.id,
    revealed: rungs.slice(0, row?.hintsUsed ?? 0),
    total: rungs.length,
    progress: toExerciseProgress(exercise.id, row),
  };
}
