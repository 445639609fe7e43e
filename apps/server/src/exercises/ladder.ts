import type { Hint } from "@qisi/api/contract";
import { parsonsLines } from "../content/views.ts";
import type { ExerciseRow } from "./checkers.ts";

/**
 * An exercise's hint ladder, in order: the author's nudges one at a time, then (when the exercise
 * has a reference solution in code) a Parsons puzzle of its lines, then the solution itself.
 * Quizzes have none (their explanation comes with the answer). A Scratch solution is a project, not
 * lines of code, so a Scratch ladder is its nudges only.
 */
export function ladderOf(exercise: ExerciseRow): Hint[] {
  if (exercise.kind === "quiz") return [];
  const spec = exercise.spec as { hints?: unknown; solution?: unknown };
  const hints = Array.isArray(spec.hints) ? spec.hints.filter((hint) => typeof hint === "string") : [];
  const rungs: Hint[] = hints.map((text, index) => ({ kind: "hint", index, text }));
  const solution =
    exercise.kind !== "scratch" && typeof spec.solution === "string" ? spec.solution : undefined;
  if (solution) {
    rungs.push({ kind: "parsons", index: rungs.length, lines: parsonsLines(exercise.id, solution) });
    rungs.push({ kind: "solution", index: rungs.length, code: solution });
  }
  return rungs;
}
