import type { ExerciseCheckResult, QuizAnswer } from "@qisi/api/contract";
import type { QuizExerciseFile } from "../content/schema.ts";
import { gradeQuiz } from "../content/views.ts";
import type { ExerciseChecker } from "./checkers.ts";

/** A quiz is marked on the server only (its answer never reaches the browser before answering). */
export const quizChecker: ExerciseChecker<"quiz"> = async (exercise, body) =>
  markQuiz(exercise.spec as QuizExerciseFile, body.answer);

/** A quiz answer marked as the player shows it: when answered, and again from the kept answer on a reload. */
export function markQuiz(quiz: QuizExerciseFile, answer: QuizAnswer): ExerciseCheckResult {
  const grade = gradeQuiz(quiz, answer);
  return {
    passed: grade.correct,
    total: 1,
    passedTests: grade.correct ? 1 : 0,
    message: grade.correct ? "答对了，真棒！" : "这个答案不对，再想一想吧。",
    cases: [],
    quiz: { why: grade.why, ...(grade.explanation && { explanation: grade.explanation }) },
  };
}
