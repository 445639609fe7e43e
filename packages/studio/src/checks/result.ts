import type { ExerciseCheckResult, PythonCheckResult } from "@qisi/api/contract";

/** What the child reads when every check passed. */
export const passedMessage = "全部通过了，真棒！";

/**
 * The Python harness's answer in the one result shape every exercise kind shares, so the browser's
 * instant check and the server's recorded one read the same. The harness stops at the first failing
 * test, so there are no per-test verdicts to list.
 */
export function toExerciseCheckResult(result: PythonCheckResult): ExerciseCheckResult {
  const { failure } = result;
  return {
    passed: result.passed,
    total: result.total,
    passedTests: result.passedTests,
    message: failure?.message ?? passedMessage,
    cases: [],
    ...(failure?.test && {
      test: {
        input: failure.test.input,
        ...(failure.test.expected !== undefined && { expected: failure.test.expected }),
        ...(failure.test.actual !== undefined && { actual: failure.test.actual }),
      },
    }),
    ...(failure?.error && { error: failure.error }),
  };
}
