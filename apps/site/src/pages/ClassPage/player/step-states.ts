import type { ExerciseView } from "@qisi/api";
import type { LessonStepState } from "@qisi/ui";

/**
 * An exercise worked on in the studio (Python, C++, Scratch), not answered in its step (a quiz, a
 * predict or run-and-see question, a Parsons step).
 */
export type CodeExercise = Extract<ExerciseView, { kind: "python" | "cpp" | "scratch" }>;

export const isCode = (e: ExerciseView | undefined): e is CodeExercise =>
  e?.kind === "python" || e?.kind === "cpp" || e?.kind === "scratch";

/** A predict or run-and-see step whose program runs in the lesson's editor (Python, C++). */
export const hasProgram = (
  e: ExerciseView | undefined,
): e is Extract<ExerciseView, { kind: "predict" | "run" }> =>
  (e?.kind === "predict" || e?.kind === "run") && e.language !== "scratch" && !!e.code;

/**
 * A Scratch predict or run-and-see step's project: the stage loads it for the child to press the
 * green flag and watch (issue 37), as a Python step's program runs in the editor.
 */
export const hasStageProgram = (
  e: ExerciseView | undefined,
): e is Extract<ExerciseView, { kind: "predict" | "run" }> & { project: string } =>
  (e?.kind === "predict" || e?.kind === "run") && e.language === "scratch" && !!e.project;

/** A Scratch fix or modify task: it opens with a starter project of its own. */
export type ScratchWithStarter = Extract<ExerciseView, { kind: "scratch" }> & { starter: string };

/**
 * What keeps its own code on the server: Python and C++ exercises, and a Scratch exercise with a
 * starter of its own (its project.json). A Scratch `make` task is built in the lesson's one project.
 */
export const keepsCode = (
  e: ExerciseView | undefined,
): e is Extract<ExerciseView, { kind: "python" | "cpp" }> | ScratchWithStarter =>
  e?.kind === "python" || e?.kind === "cpp" || (e?.kind === "scratch" && e.starter !== undefined);

/** The lesson's own project (the learner's copy of its starter), where Scratch `make` tasks are built. */
export const lessonProject = "lesson";

/**
 * Which project a Scratch exercise is built in: its own (named by the exercise) or the lesson's.
 * Two exercises on the same project are worked on together: the stage shows it for both.
 */
export const scratchProjectOf = (e: ExerciseView | undefined): string | null =>
  e?.kind !== "scratch" ? null : e.starter !== undefined ? e.id : lessonProject;

/** A step as the lesson has it: prose, at most one exercise. */
export interface StepLike {
  exerciseId?: string;
}

/**
 * Where the learner is: every step before the first unpassed exercise is passed (prose-only steps
 * too, they were read on the way), that exercise's step is current, the rest are still to do. With
 * every exercise passed, every step is passed.
 */
export function stepStates(steps: readonly StepLike[], passed: ReadonlySet<string>): LessonStepState[] {
  const current = steps.findIndex((step) => step.exerciseId !== undefined && !passed.has(step.exerciseId));
  if (current === -1) return steps.map(() => "passed");
  return steps.map((_, index) => (index < current ? "passed" : index === current ? "current" : "todo"));
}

/** Whether every exercise of the lesson has passed (a lesson without exercises never completes here). */
export function lessonComplete(exerciseIds: readonly string[], passed: ReadonlySet<string>): boolean {
  return exerciseIds.length > 0 && exerciseIds.every((id) => passed.has(id));
}

/** The step to go to after `index` passed: the next one, if any. */
export function nextStepIndex(steps: readonly StepLike[], index: number): number | null {
  return index + 1 < steps.length ? index + 1 : null;
}
