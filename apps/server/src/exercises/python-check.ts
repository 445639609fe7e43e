import { randomBytes } from "node:crypto";
import { type ExerciseCheckResult, PythonCheckResult, type PythonCheckSpec } from "@qisi/api/contract";
import type { RunLimits } from "@qisi/judge";
import { checksPy, toExerciseCheckResult } from "@qisi/studio/checks";
import { storedPythonCheckSpec } from "../content/check-spec.ts";
import type { StoredExercise } from "../content/views.ts";
import { HttpError, tooManyRequests } from "../errors.ts";
import type { ExerciseChecker } from "./checkers.ts";
import type { FreshPythonSandboxes } from "./python-sandboxes.ts";

/**
 * The program the sandbox runs: the browser's own harness text, then a driver that reads
 * `{nonce, spec, source}` from stdin and prints the harness's JSON on one line after the nonce.
 * The learner's program runs inside the harness (exec in a fresh namespace, its own stdin and
 * stdout), so what it prints is captured there and never reaches the driver's line.
 */
export const pythonCheckProgram = `${checksPy}

def _qisi_server_check():
    import json as _json, sys as _sys
    _request = _json.loads(_sys.stdin.read())
    _out = _sys.stdout
    _answer = qisi_checks(_json.dumps(_request["spec"]), _request["source"])
    _out.write("\\n" + _request["nonce"] + _answer + "\\n")

_qisi_server_check()
`;

/** A check runs every test of one exercise: seconds of CPU, not the judge's per-test second. */
export const pythonCheckLimits: RunLimits = {
  timeLimitMs: 10_000,
  wallTimeLimitMs: 15_000,
  memoryLimitBytes: 512 * 1024 * 1024,
  outputLimitBytes: 4 * 1024 * 1024,
};

const checksUnavailable = () =>
  new HttpError(
    503,
    "internal",
    "Python checks unavailable.",
    "检查程序暂时出了点问题，请过一会儿再点一次“检查”。",
  );

/** How many tests the harness would have run: for the answers that stop before it reports. */
function testCount(spec: PythonCheckSpec): number {
  return (spec.tests?.length ?? 0) + (spec.function?.tests?.length ?? 0) + (spec.random?.count ?? 0);
}

const failed = (spec: PythonCheckSpec, message: string): ExerciseCheckResult => ({
  passed: false,
  total: testCount(spec),
  passedTests: 0,
  message,
  cases: [],
});

/**
 * The server's re-check of a Python exercise: the same harness as the browser, in the judge's
 * sandboxed Pyodide process (no files, network or processes), a fresh process per check, with a
 * time limit. The learner's code is never logged.
 */
export function pythonChecker(
  sandboxes: FreshPythonSandboxes,
  limits: RunLimits = pythonCheckLimits,
): ExerciseChecker<"python"> {
  return async (exercise, body) => {
    if (!sandboxes.acceptsMore) throw tooManyRequests(5);
    const spec = storedPythonCheckSpec(exercise.spec as StoredExercise);
    const nonce = randomBytes(16).toString("hex");
    const stdin = JSON.stringify({ nonce, spec, source: body.code });
    const run = await sandboxes.use((sandbox) => sandbox.run(pythonCheckProgram, stdin, limits));
    switch (run.status) {
      case "ok": {
        const line = run.stdout.trimEnd().split("\n").at(-1) ?? "";
        const parsed = line.startsWith(nonce)
          ? PythonCheckResult.safeParse(safeJson(line.slice(nonce.length)))
          : undefined;
        if (!parsed?.success) throw checksUnavailable();
        return toExerciseCheckResult(parsed.data);
      }
      case "time-limit":
        return failed(spec, "程序运行了太久还没结束——是不是有一个停不下来的循环？");
      case "memory-limit":
        return failed(spec, "程序用的内存太多了——是不是有一个越变越大的列表，或者停不下来的循环？");
      case "output-limit":
        return failed(spec, "程序输出的字太多了——是不是有一个停不下来的循环？");
      case "trapped":
      case "nonzero-exit":
        // The program stopped the harness itself (a BaseException, exit from inside): its own doing.
        return failed(
          spec,
          `你的程序让检查没法进行下去${run.trap ? `（${run.trap}）` : ""}，改一改再试试吧。`,
        );
      default:
        throw checksUnavailable();
    }
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
