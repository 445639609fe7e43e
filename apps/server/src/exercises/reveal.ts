import type { ExerciseCheckResult, PassedHow } from "@qisi/api/contract";
import { stepTries } from "../content/views.ts";
import type { ExerciseRow } from "./checkers.ts";
import { ladderOf } from "./ladder.ts";
import type { ExerciseProgressRow } from "./store.ts";

/**
 * What the learner may read of a marked answer (issue 37): a quiz's explanation, a prediction's
 * right answer and the program's real output come with a right answer, or once the tries are used
 * up — never after a first wrong guess, which would hand over the reasoning. Decided from the
 * record the server has just written, so a reload or a second tab counts the same tries.
 */
export function revealFor(
  exercise: ExerciseRow,
  result: ExerciseCheckResult,
  row: Pick<ExerciseProgressRow, "attempts" | "passedAt"> | undefined,
): ExerciseCheckResult {
  const attempts = row?.attempts ?? 0;
  const open = result.passed || Boolean(row?.passedAt) || attempts >= stepTries;
  const triesLeft = open ? 0 : Math.max(0, stepTries - attempts);
  if (exercise.kind === "quiz" && result.quiz) {
    const { explanation, ...quiz } = result.quiz;
    return { ...result, quiz: { ...quiz, ...(open && explanation && { explanation }), triesLeft } };
  }
  if ((exercise.kind === "predict" || exercise.kind === "run") && result.step) {
    const { right, explanation, output, answer } = result.step;
    return {
      ...result,
      step: { right, triesLeft, ...(open && { output, answer, explanation }) },
    };
  }
  return result;
}

/**
 * How a pass counts, read from the ladder at the moment of passing: the rung index from which a
 * pass is `parsons` or `solution` (hints revealed beyond it), and for a prediction the number of
 * earlier tries after which its answer was shown. The store applies it in the same statement that
 * records the pass, so two quick attempts cannot both see the old record.
 */
export interface PassedHowRule {
  parsonsAtHints?: number;
  solutionAtHints?: number;
  solutionAtAttempts?: number;
}

export function passedHowRule(exercise: ExerciseRow): PassedHowRule {
  if (exercise.kind === "predict" || exercise.kind === "run") return { solutionAtAttempts: stepTries };
  if (exercise.kind === "quiz") return { solutionAtAttempts: stepTries };
  const rungs = ladderOf(exercise);
  const at = (kind: string) => {
    const index = rungs.findIndex((rung) => rung.kind === kind);
    return index < 0 ? undefined : index + 1;
  };
  return { parsonsAtHints: at("parsons"), solutionAtHints: at("solution") ?? at("blocks") };
}

/** The same rule applied in TypeScript, for tests and for reading a record. */
export function passedHowOf(rule: PassedHowRule, before: { hintsUsed: number; attempts: number }): PassedHow {
  if (rule.solutionAtHints !== undefined && before.hintsUsed >= rule.solutionAtHints) return "solution";
  if (rule.solutionAtAttempts !== undefined && before.attempts >= rule.solutionAtAttempts) return "solution";
  if (rule.parsonsAtHints !== undefined && before.hintsUsed >= rule.parsonsAtHints) return "parsons";
  return "own";
}
