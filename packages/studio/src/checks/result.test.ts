import type { PythonCheckResult } from "@qisi/api/contract";
import { ExerciseCheckResult } from "@qisi/api/contract";
import { describe, expect, it } from "vitest";
import { passedMessage, toExerciseCheckResult } from "./result.ts";

/** The harness's answer in the shape every exercise kind shares (browser and server read the same). */
describe("toExerciseCheckResult", () => {
  it("praises a pass and keeps the counts", () => {
    const result = toExerciseCheckResult({ passed: true, total: 12, passedTests: 12 });
    expect(result).toEqual({ passed: true, total: 12, passedTests: 12, message: passedMessage, cases: [] });
    expect(ExerciseCheckResult.parse(result)).toEqual(result);
  });

  it("carries the first failing test and its Chinese sentence", () => {
    const harness: PythonCheckResult = {
      passed: false,
      total: 3,
      passedTests: 1,
      failure: {
        kind: "output",
        message: "输入 3 和 5 时，应该输出 8，你的程序输出了 35——是不是把文字拼在一起了？",
        test: { source: "tests", index: 1, input: "3\n5\n", expected: "8\n", actual: "35\n" },
        wrong: 0,
      },
    };
    const result = toExerciseCheckResult(harness);
    expect(result).toEqual({
      passed: false,
      total: 3,
      passedTests: 1,
      message: harness.failure!.message,
      cases: [],
      test: { input: "3\n5\n", expected: "8\n", actual: "35\n" },
    });
    // The harness's bookkeeping (source, index, which known-wrong answer) stays behind.
    expect(JSON.stringify(result)).not.toMatch(/"source"|"wrong"/);
  });

  it("passes Python's exception on for the studio's explanation, and leaves out what the test lacks", () => {
    const result = toExerciseCheckResult({
      passed: false,
      total: 2,
      passedTests: 0,
      failure: {
        kind: "error",
        message: "第 2 行出错了，停了下来。",
        test: { source: "tests", index: 0, input: "" },
        error: { name: "NameError", detail: "name 'Print' is not defined", line: 2 },
      },
    });
    expect(result.test).toEqual({ input: "" });
    expect(result.error).toEqual({ name: "NameError", detail: "name 'Print' is not defined", line: 2 });
    expect(ExerciseCheckResult.parse(result)).toEqual(result);
  });

  it("says a broken rule without a test", () => {
    const result = toExerciseCheckResult({
      passed: false,
      total: 1,
      passedTests: 1,
      failure: { kind: "rule", rule: 0, message: "这道题要用 for 循环来完成哦。" },
    });
    expect(result).toEqual({
      passed: false,
      total: 1,
      passedTests: 1,
      message: "这道题要用 for 循环来完成哦。",
      cases: [],
    });
  });
});
