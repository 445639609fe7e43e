import type { PublicPythonCheckSpec, PythonCheckResult, PythonCheckSpec } from "@qisi/api/contract";
import { checksPy } from "./checks.py.ts";
import { publicCheckSpec } from "./public-spec.ts";

export { checksPy, publicCheckSpec };

import type { PyodideAPI } from "pyodide";

/** A Pyodide instance: the browser worker's or Node's. */
export type PythonRuntime = Pick<PyodideAPI, "runPython" | "globals">;

/**
 * Loads the check harness into a warm Pyodide once and returns `check(spec, source)`. The spec is
 * plain data; the answer is the harness's JSON, parsed. Both the studio's worker and the server's
 * runner go through this, so what counts as passing is decided in one place (checks.py.ts).
 */
export function installChecks(
  py: PythonRuntime,
): (spec: PythonCheckSpec, source: string) => PythonCheckResult {
  py.runPython(checksPy);
  const run = py.globals.get("qisi_checks") as (specJson: string, source: string) => string;
  return (spec, source) => JSON.parse(run(JSON.stringify(spec), source)) as PythonCheckResult;
}

/** The harness's two phases, called one at a time (what the server does in two processes). */
export type CheckPhases = {
  /** Runs the learner's program on the public spec's inputs; the observations as JSON text. */
  observe(spec: PublicPythonCheckSpec, source: string): string;
  /** Judges observations (JSON text) against the full spec without running the learner's program. */
  judge(spec: PythonCheckSpec, source: string, observations: string): PythonCheckResult;
};

/**
 * Loads the harness and returns its two phases, for tests that follow the server's path in one
 * Pyodide (apps/server/src/exercises/python-check.ts runs them in two sandboxed processes).
 */
export function installCheckPhases(py: PythonRuntime): CheckPhases {
  py.runPython(checksPy);
  const observe = py.globals.get("qisi_observe") as (publicJson: string, source: string) => string;
  const judge = py.globals.get("qisi_judge") as (spec: string, source: string, seen: string) => string;
  return {
    observe: (spec, source) => observe(JSON.stringify(spec), source),
    judge: (spec, source, observations) =>
      JSON.parse(judge(JSON.stringify(spec), source, observations)) as PythonCheckResult,
  };
}

export { passedMessage, toExerciseCheckResult } from "./result.ts";
