import type { PythonCheckResult, PythonCheckSpec } from "@qisi/api/contract";
import { checksPy } from "./checks.py.ts";

export { checksPy };

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

export { passedMessage, toExerciseCheckResult } from "./result.ts";
