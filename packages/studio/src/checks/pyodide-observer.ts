import type { PyodideAPI } from "pyodide";
import { driverPy } from "./driver.py.ts";
import type { CaseRequest, Inspection, PythonObserver } from "./judge/check-attempt.ts";
import type { CaseRun } from "./judge/judge-case.ts";
import { pythonInspectPy } from "./python-inspect.py.ts";

/** A Pyodide instance: the browser worker's or Node's. */
export type PythonRuntime = Pick<PyodideAPI, "runPython" | "globals">;

type Observe = (source: string, caseJson: string) => string;
type Inspect = (source: string, rulesJson: string) => string;

/**
 * The check driver and the inspection loaded into one Pyodide, as a PythonObserver: the browser's
 * instant check (its worker's Pyodide), and trusted runs in Node (tests). The learner's program
 * shares this interpreter with the driver, so this is for feedback and trusted programs only; the
 * server's recorded check runs each case in a fresh sandboxed process (apps/server's python-runs.ts).
 *
 * `stopped` names a run that threw out of the driver (an interrupt that struck outside the
 * learner's code): the browser's worker says whether its time limit did it.
 */
export function pyodideObserver(
  py: PythonRuntime,
  stopped: () => Extract<CaseRun, { stopped: unknown }>["stopped"] = () => "crashed",
): PythonObserver {
  py.runPython(driverPy);
  py.runPython(pythonInspectPy);
  const observe = py.globals.get("qisi_observe_case") as Observe;
  const inspect = py.globals.get("qisi_inspect") as Inspect;
  return {
    inspect: async (source, rules) => JSON.parse(inspect(source, JSON.stringify(rules))) as Inspection,
    async *run(source: string, cases: CaseRequest[]) {
      for (const request of cases) {
        let run: CaseRun;
        try {
          run = { report: observe(source, JSON.stringify(request)) };
        } catch {
          run = { stopped: stopped() };
        }
        yield run;
      }
    },
  };
}
