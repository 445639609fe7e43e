import type { PythonCheckSpec } from "@qisi/api/contract";
import type { LoadedExercise } from "./load.ts";
import type { StoredExercise } from "./views.ts";

/**
 * What the Python check harness takes for an exercise: its tests, rules and known wrong answers
 * (their sample programs stay behind: only the content test runs them) and the reference solution.
 */
export function pythonCheckSpec(exercise: LoadedExercise): PythonCheckSpec {
  if (exercise.data.kind !== "python") throw new Error(`${exercise.id} is not a Python exercise`);
  const { kind: _kind, title: _title, hints: _hints, wrong, ...checks } = exercise.data;
  return {
    ...checks,
    solution: exercise.solution,
    wrong: wrong.map(({ program: _program, ...pattern }) => pattern),
  };
}

/** The same spec from an exercise as the importer stored it (`exercises.spec`), for the server's re-check. */
export function storedPythonCheckSpec(spec: StoredExercise): PythonCheckSpec {
  if (spec.kind !== "python") throw new Error("not a Python exercise");
  const { kind: _kind, title: _title, hints: _hints, starter: _starter, wrong, ...checks } = spec;
  return { ...checks, wrong: wrong.map(({ program: _program, ...pattern }) => pattern) };
}
