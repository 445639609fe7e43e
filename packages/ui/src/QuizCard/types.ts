/** A quiz as @qisi/api's quiz `ExerciseView` (structural: ui does not import the API package). */
export interface QuizValue {
  id: string;
  type: "single" | "multiple" | "truefalse" | "output";
  question: string;
  /** Code-reading questions show a program. */
  code?: string;
  language?: "python" | "cpp";
  /** Empty for true/false. */
  options: string[];
}

/** A letter (single, output), letters (multiple) or a boolean (true/false), as `QuizAnswer`. */
export type QuizAnswerValue = string | string[] | boolean;

export const optionLetter = (index: number) => String.fromCharCode(65 + index);
