import type { CheckResultValue } from "../CheckResult";

/** A predict or run-and-see answer, as @qisi/api's `StepAnswer`: a choice's index, or typed text. */
export type StepAnswerValue = { choice: number } | { text: string };

/** How a step's answer went (@qisi/api's `ExerciseCheckResult.step`). */
export interface StepOutcomeValue {
  right: boolean;
  triesLeft: number;
  /** What the program really printed: only with a right answer or once the tries are used up. */
  output?: string;
  /** The right choice's index, or the expected text: likewise. */
  answer?: number | string;
  explanation?: string;
}

export type StepResultValue = CheckResultValue & { step?: StepOutcomeValue };

/** The program a predict or run-and-see step shows. */
export interface StepProgramValue {
  language: "python" | "cpp" | "scratch";
  code?: string;
  stdin?: string;
}

/** A predict step (@qisi/api's predict `ExerciseView`, structural). */
export interface PredictValue extends StepProgramValue {
  question: string;
  /** Empty: the child types the output. */
  choices: { text: string; picture?: string }[];
  tries: number;
}

/** A run-and-see step (@qisi/api's run `ExerciseView`, structural). */
export interface RunStepValue extends StepProgramValue {
  /** The one value the child may change before running: on line `line` (1-based), the text `value`. */
  change?: { line: number; value: string };
  question: string;
  /** Empty: the child types a short answer. */
  choices: string[];
  tries: number;
}
