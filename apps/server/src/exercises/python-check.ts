import { randomBytes } from "node:crypto";
import { type ExerciseCheckResult, PythonCheckResult, type PythonCheckSpec } from "@qisi/api/contract";
import type { RunLimits, RunResult } from "@qisi/judge";
import { checksPy, publicCheckSpec, toExerciseCheckResult } from "@qisi/studio/checks";
import { storedPythonCheckSpec } from "../content/check-spec.ts";
import type { StoredExercise } from "../content/views.ts";
import { HttpError, tooManyRequests } from "../errors.ts";
import type { ExerciseChecker } from "./checkers.ts";
import { parseObservations } from "./python-observations.ts";
import type { FreshPythonSandboxes } from "./python-sandboxes.ts";

/**
 * A sandbox program: the browser's own harness text, then a driver that reads its request from
 * stdin and prints one phase's JSON on one line after the request's nonce.
 */
const phaseProgram = (call: string) => `${checksPy}

def _qisi_server_phase():
    import json as _json, sys as _sys
    _request = _json.loads(_sys.stdin.read())
    _out = _sys.stdout
    _answer = ${call}
    _out.write("\\n" + _request["nonce"] + _answer + "\\n")

_qisi_server_phase()
`;

/**
 * Run A: the learner's program on every test's input, given `{nonce, spec, source}` where spec
 * is only the public part (publicCheckSpec). Everything in this process is the learner's to
 * change, so its answer is read as data the learner wrote: it holds no expected answer to copy.
 */
export const observeProgram = phaseProgram(`qisi_observe(_json.dumps(_request["spec"]), _request["source"])`);

/**
 * Run B: the judge, given `{nonce, spec, source, observations}`. It never runs the learner's
 * program (the source is only compiled and walked as a syntax tree), so its answer is trusted.
 */
export const judgeProgram = phaseProgram(
  `qisi_judge(_json.dumps(_request["spec"]), _request["source"], _json.dumps(_request["observations"]))`,
);

/** A check runs every test of one exercise: seconds of CPU, not the judge's per-test second. */
export const pythonCheckLimits: RunLimits = {
  timeLimitMs: 10_000,
  wallTimeLimitMs: 15_000,
  memoryLimitBytes: 512 * 1024 * 1024,
  outputLimitBytes: 4 * 1024 * 1024,
};

/**
 * Run A reports every test's stdout (up to the harness's 100 000 characters each, escaped to
 * ASCII), not only the first failing one's, so it may print more than the judge.
 */
export const observeLimits: RunLimits = { ...pythonCheckLimits, outputLimitBytes: 16 * 1024 * 1024 };

const checksUnavailable = () =>
  new HttpError(
    503,
    "internal",
    "Python checks unavailable.",
    "检查程序暂时出了点问题，请过一会儿再点一次“检查”。",
  );

/** How many tests the harness would have run: for the answers that stop before it reports. */
function testCount(spec: PythonCheckSpec): number {
  const turtleRuns = spec.turtle ? (spec.turtle.tests?.length ?? 1) : 0;
  return (
    (spec.tests?.length ?? 0) + (spec.function?.tests?.length ?? 0) + (spec.random?.count ?? 0) + turtleRuns
  );
}

const failed = (spec: PythonCheckSpec, message: string): ExerciseCheckResult => ({
  passed: false,
  total: testCount(spec),
  passedTests: 0,
  message,
  cases: [],
});

const stoppedTheCheck = "你的程序让检查没法进行下去，改一改再试试吧。";

/** Run A's process ended otherwise than by the driver's line: the learner's program did it. */
function learnerStopped(spec: PythonCheckSpec, run: RunResult): ExerciseCheckResult {
  switch (run.status) {
    case "time-limit":
      return failed(spec, "程序运行了太久还没结束——是不是有一个停不下来的循环？");
    case "memory-limit":
      return failed(spec, "程序用的内存太多了——是不是有一个越变越大的列表，或者停不下来的循环？");
    case "output-limit":
      return failed(spec, "程序输出的字太多了——是不是有一个停不下来的循环？");
    case "trapped":
    case "nonzero-exit":
      // The program stopped the harness itself (a BaseException, exit from inside): its own doing.
      return failed(spec, `你的程序让检查没法进行下去${run.trap ? `（${run.trap}）` : ""}，改一改再试试吧。`);
    default:
      throw checksUnavailable();
  }
}

/** The text after the nonce on the last line that starts with it, if any. */
function answerAfter(stdout: string, nonce: string): string | null {
  const line = stdout.split("\n").findLast((row) => row.startsWith(nonce));
  return line === undefined ? null : line.slice(nonce.length);
}

/**
 * The server's re-check of a Python exercise, with the browser's harness in two of the judge's
 * sandboxed Pyodide processes (no files, network or processes): run A, a fresh process per check,
 * runs the learner's program on the public spec and reports what it did; run B, a process that
 * never runs a learner's program, judges that against the full spec. A program that forges run A's
 * answer can only claim outputs, and it never saw the expected ones: forging is solving. The
 * learner's code is never logged.
 */
export function pythonChecker(
  sandboxes: FreshPythonSandboxes,
  limits: { observe: RunLimits; judge: RunLimits } = { observe: observeLimits, judge: pythonCheckLimits },
): ExerciseChecker<"python"> {
  return async (exercise, body) => {
    if (!sandboxes.acceptsMore) throw tooManyRequests(5);
    const spec = storedPythonCheckSpec(exercise.spec as StoredExercise);
    const source = body.code;
    const nonce = randomBytes(16).toString("hex");
    const observed = await sandboxes.use((sandbox) =>
      sandbox.run(
        observeProgram,
        JSON.stringify({ nonce, spec: publicCheckSpec(spec), source }),
        limits.observe,
      ),
    );
    if (observed.status !== "ok") return learnerStopped(spec, observed);
    const answer = answerAfter(observed.stdout, nonce);
    const observations = answer === null ? null : parseObservations(answer);
    if (observations === null) return failed(spec, stoppedTheCheck);

    // A nonce of its own: run A's program could read the first one in its memory.
    const judgeNonce = randomBytes(16).toString("hex");
    const judged = await sandboxes.judge((sandbox) =>
      sandbox.run(
        judgeProgram,
        JSON.stringify({ nonce: judgeNonce, spec, source, observations }),
        limits.judge,
      ),
    );
    const verdict = judged.status === "ok" ? answerAfter(judged.stdout, judgeNonce) : null;
    const parsed = verdict === null ? undefined : PythonCheckResult.safeParse(safeJson(verdict));
    if (!parsed?.success) throw checksUnavailable();
    return toExerciseCheckResult(parsed.data);
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
