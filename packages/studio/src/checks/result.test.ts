import { ExerciseCheckResult } from "@qisi/api/contract";
import { describe, expect, it } from "vitest";
import { passedMessage, toExerciseCheckResult } from "./result.ts";

describe("toExerciseCheckResult", () => {
  it("praises a pass, with the counts and no test", () => {
    const result = toExerciseCheckResult({ passed: true, total: 12, passedTests: 12 });
    expect(result).toEqual({ passed: true, total: 12, passedTests: 12, message: passedMessage, cases: [] });
    expect(ExerciseCheckResult.parse(result)).toEqual(result);
  });

  it("keeps the harness's sentence and the first failing test's input, expectation and output", () => {
    const result = toExerciseCheckResult({
      passed: false,
      total: 12,
      passedTests: 0,
      failure: {
        kind: "output",
        message: "输入 3 和 5 时，应该输出 8，你的程序输出了 35——是不是把文字拼在一起了？",
        test: { source: "tests", index: 0, input: "3\n5\n", expected: "8\n", actual: "35\n" },
        wrong: 0,
      },
    });
    expect(result).toEqual({
      passed: false,
      total: 12,
      passedTests: 0,
      message: "输入 3 和 5 时，应该输出 8，你的程序输出了 35——是不是把文字拼在一起了？",
      cases: [],
      test: { input: "3\n5\n", expected: "8\n", actual: "35\n" },
    });
    expect(ExerciseCheckResult.parse(result)).toEqual(result);
  });

  it("passes Python's exception on for the studio's explanation, without the keys it lacks", () => {
    const result = toExerciseCheckResult({
      passed: false,
      total: 3,
      passedTests: 1,
      failure: {
        kind: "error",
        message: "输入 4 时，第 2 行出错了：NameError: name 'c' is not defined。",
        test: { source: "tests", index: 1, input: "4\n" },
        error: { name: "NameError", detail: "name 'c' is not defined", line: 2 },
      },
    });
    expect(result.test).toEqual({ input: "4\n" });
    expect(result.test).not.toHaveProperty("expected");
    expect(result.error).toEqual({ name: "NameError", detail: "name 'c' is not defined", line: 2 });
  });

  it("carries a rule's sentence without a test (rules look at the code, not a run)", () => {
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
