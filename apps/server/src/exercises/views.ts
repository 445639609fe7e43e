import { type ExerciseProgress, type HintLadder, QuizAnswer, type QuizLastAnswer } from "@qisi/api/contract";
import type { QuizExerciseFile } from "../content/schema.ts";
import type { ExerciseRow } from "./checkers.ts";
import { ladderOf } from "./ladder.ts";
import { markQuiz } from "./quiz-check.ts";
import { revealFor } from "./reveal.ts";
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
  ...(row?.passedAt && row.passedHow && { passedHow: row.passedHow }),
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

/**
 * A quiz's last answer, marked again from the content as it is now (the same words as when it was
 * answered, unless the author changed them since); nothing for a code exercise or a quiz not tried.
 */
export function lastQuizAnswer(
  exercise: ExerciseRow,
  row: ExerciseProgressRow | undefined,
): { lastAnswer?: QuizLastAnswer } {
  // The column is written only from a validated body, but it is JSON: read it as such.
  const answer = QuizAnswer.safeParse(row?.lastAnswer);
  if (exercise.kind !== "quiz" || !answer.success) return {};
  return {
    lastAnswer: {
      answer: answer.data,
      result: revealFor(exercise, markQuiz(exercise.spec as QuizExerciseFile, answer.data), row),
    },
  };
}
