import type { Hint, ScratchScripts } from "@qisi/api/contract";
import { projectScripts } from "@qisi/studio/checks/scratch";
import { parsonsPuzzle } from "../content/parsons.ts";
import type { ExerciseRow } from "./checkers.ts";

/**
 * An exercise's hint ladder, in order: the author's nudges one at a time, then (when the exercise
 * has a reference solution in code) a Parsons puzzle of its lines with the author's distractors,
 * then the solution itself. A Scratch ladder ends with the reference project's scripts, drawn as
 * blocks. A Parsons step's ladder is its nudges and the solution (the puzzle is the step). Quizzes,
 * predictions and run-and-see steps have none (their explanation comes with the answer).
 */
export function ladderOf(exercise: ExerciseRow): Hint[] {
  if (exercise.kind === "quiz" || exercise.kind === "predict" || exercise.kind === "run") return [];
  const spec = exercise.spec as { hints?: unknown; solution?: unknown; distractors?: unknown };
  const hints = Array.isArray(spec.hints) ? spec.hints.filter((hint) => typeof hint === "string") : [];
  const rungs: Hint[] = hints.map((text, index) => ({ kind: "hint", index, text }));
  const solution = typeof spec.solution === "string" ? spec.solution : undefined;
  if (!solution) return rungs;
  if (exercise.kind === "scratch") {
    const targets = scratchScripts(solution);
    if (targets.length > 0) rungs.push({ kind: "blocks", index: rungs.length, targets });
    return rungs;
  }
  if (exercise.kind === "python" || exercise.kind === "cpp") {
    const distractors = Array.isArray(spec.distractors)
      ? spec.distractors.filter((line) => typeof line === "string")
      : [];
    const puzzle = parsonsPuzzle(exercise.id, solution, distractors, exercise.kind);
    rungs.push({ kind: "parsons", index: rungs.length, lines: puzzle.lines, puzzle });
  }
  rungs.push({ kind: "solution", index: rungs.length, code: solution });
  return rungs;
}

/** The ladder's Parsons puzzle, when it has one. */
export function parsonsRungOf(exercise: ExerciseRow) {
  return ladderOf(exercise).find((rung) => rung.kind === "parsons");
}

/** Each target's scripts (blocks under a hat) from a project.json: what the blocks picture draws. */
export function scratchScripts(projectJson: string): ScratchScripts[] {
  return projectScripts(projectJson);
}
