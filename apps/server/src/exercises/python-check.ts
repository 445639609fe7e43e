import type { ExerciseCheckResult } from "@qisi/api/contract";
import type { Runner } from "@qisi/judge";
import { checkPythonAttempt, type PythonObserver } from "@qisi/studio/checks";
import { storedPythonCheck } from "../content/check-spec.ts";
import { HttpError, tooManyRequests } from "../errors.ts";
import type { ExerciseChecker } from "./checkers.ts";
import { type Inspector, PythonChecksUnavailable, sandboxObserver } from "./python-runs.ts";

const checksUnavailable = () =>
  new HttpError(
    503,
    "internal",
    "Python checks unavailable.",
    "检查程序暂时出了点问题，请过一会儿再点一次“检查”。",
  );

/**
 * `checkPythonAttempt` with the server's sandboxed runs: the entry the attempt route, content
 * check and benchmarks share. The learner's program runs once per case through `runner` (fresh per
 * run, parent-timed), the judge compares in this process with the expectations the importer
 * stored. A learner's mistake, however hostile, is a result; only our own failure throws.
 */
export async function checkPythonAttemptOnServer(
  spec: unknown,
  source: string,
  observer: PythonObserver,
): Promise<ExerciseCheckResult> {
  const check = storedPythonCheck(spec);
  if (!check) throw checksUnavailable();
  try {
    return await checkPythonAttempt(check, source, observer);
  } catch (error) {
    if (error instanceof PythonChecksUnavailable) throw checksUnavailable();
    throw error;
  }
}

/**
 * The server's check of a Python exercise before a pass is recorded (issue 38 item 1). At most
 * `concurrency` checks run at once on this instance, `maxWaiting` more wait in line (429 past
 * that): the fair queue across instances replaces this line. The learner's code is never logged.
 */
export function pythonChecker(
  runner: Runner,
  options: { concurrency?: number; maxWaiting?: number; inspector?: Inspector } = {},
): ExerciseChecker<"python"> {
  const line = waitingLine(options.concurrency ?? 2, options.maxWaiting ?? 50);
  const observer = sandboxObserver(runner, { ...(options.inspector && { inspector: options.inspector }) });
  return (exercise, body) => line(() => checkPythonAttemptOnServer(exercise.spec, body.code, observer));
}

/** Runs at most `size` tasks at once, the rest in arrival order; past `maxWaiting` waiting: 429. */
function waitingLine(size: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= size) {
      if (waiting.length >= maxWaiting) throw tooManyRequests(5);
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
