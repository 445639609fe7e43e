import { createCompiler, type Runner, WasmRunner } from "@qisi/judge";
import { afterAll, describe, expect, it } from "vitest";
import type { StoredCppExercise } from "../content/views.ts";
import { createCppChecker } from "./cpp-check.ts";

/**
 * The C++ exercise check against the real compiler and the judge's wasm runner. Programs use cstdio
 * where the point allows (a third of iostream's compile time): the machine is shared.
 */
const counted: { builds: number } = { builds: 0 };
// The wasm runner the server uses, with room to compile on a busy shared machine (10 s by default).
const real = new WasmRunner(createCompiler(), null, { compileTimeLimitMs: 60_000 });
// Delegates to the real runner, only counting builds: the reference must be compiled once.
const runner: Runner = {
  name: real.name,
  build: (...args) => {
    counted.builds++;
    return real.build(...args);
  },
  close: () => real.close(),
};
afterAll(() => runner.close());
const check = createCppChecker({ runner });

const reference =
  '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a + b); return 0; }\n';
const sum: StoredCppExercise = {
  kind: "cpp",
  title: "两数之和",
  hints: [],
  // The second test's answer is what the reference prints.
  tests: [{ stdin: "3 5\n", stdout: "8\n" }, { stdin: "100 23\n" }],
  compare: "lines",
  timeLimitMs: 1000,
  samples: 1,
  wrong: [
    { program: "", output: "^(35|10023)$", message: "是不是把两个数挨着输出了，忘了相加？" },
    { program: "", verdict: "CE", code: "a \\+ b\\)$", message: "每一句的末尾都要有英文分号。" },
  ],
  solution: reference,
};
const attempt = (code: string, spec = sum) => check({ id: "t-e1", spec }, { kind: "cpp", code });

describe("the C++ exercise check", () => {
  it("passes the reference, with a verdict per test, compiling the reference only once", async () => {
    const first = await attempt(reference);
    expect(first).toMatchObject({ passed: true, total: 2, passedTests: 2, message: "全部通过了，真棒！" });
    expect(first.cases.map((c) => [c.index, c.verdict])).toEqual([
      [1, "AC"],
      [2, "AC"],
    ]);
    const wrong = await attempt(
      '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a - b); }\n',
    );
    expect(wrong.message).toBe("输入 3 5 时，应该输出「8」，你的程序输出了「-2」。");
    expect(wrong.test).toEqual({ input: "3 5\n", expected: "8\n", actual: "-2\n" });
    // The first differing character, for the player to mark (the Python check's own module).
    expect(wrong.difference).toEqual({ line: 1, column: 1, expected: "8", actual: "-2" });
    // Reference once, then the two attempts.
    expect(counted.builds).toBe(3);
  });

  it("says which sample failed against the reference's answer, with the known mistake after a dash", async () => {
    const result = await attempt(
      '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d%d\\n", a, b); }\n',
    );
    expect(result).toMatchObject({ passed: false, total: 2, passedTests: 0 });
    expect(result.message).toBe(
      "输入 3 5 时，应该输出「8」，你的程序输出了「35」——是不是把两个数挨着输出了，忘了相加？",
    );
    expect(result.test).toEqual({ input: "3 5\n", expected: "8\n", actual: "35\n" });
  });

  // Issue 38: a failing attempt returned the hidden tests' input and expected output, so a few
  // failures revealed them all. Now a hidden test says only that it failed and its kind of input.
  it("keeps a hidden test's input, answer and the program's output to itself", async () => {
    const hiddenInput = { ...sum, tests: [...sum.tests, { stdin: "-7 2\n" }] };
    // Passes the sample, then prints what it was given instead of the sum: the attack that
    // read the hidden tests back out of the failure.
    const echo =
      '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); if (a == 3) puts("8"); else printf("%d%d\\n", a, b); }\n';
    const result = await attempt(echo, hiddenInput);
    expect(result).toMatchObject({ passed: false, total: 3, passedTests: 1 });
    expect(result.cases.map((c) => c.verdict)).toEqual(["AC", "WA", "WA"]);
    expect(result.message).toBe(
      "换一组没给你看的输入时，你的程序输出的不对——是不是把两个数挨着输出了，忘了相加？",
    );
    expect(result).not.toHaveProperty("test");
    const text = JSON.stringify(result);
    for (const secret of ["100 23", "123", "10023"]) expect(text).not.toContain(secret);
    // A hidden test's time stays behind too (a program can spend time in proportion to its input).
    expect(result.cases.map((c) => "timeMs" in c)).toEqual([true, false, false]);

    // The third (hidden) test fails alone: named by its kind of input, a negative number.
    const third = await attempt(
      '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a < 0 ? 0 : a + b); }\n',
      hiddenInput,
    );
    expect(third.cases.map((c) => c.verdict)).toEqual(["AC", "AC", "WA"]);
    expect(third.message).toBe("换一组没给你看的输入（里面有负数）时，你的程序输出的不对。");
    expect(JSON.stringify(third)).not.toContain("-7");
  });

  it("explains a compile error in Chinese, on its line, with the known mistake", async () => {
    const result = await attempt(
      '#include <cstdio>\nint main() {\n  int a, b;\n  scanf("%d %d", &a, &b);\n  printf("%d\\n", a + b)\n}\n',
    );
    expect(result).toMatchObject({ passed: false, total: 2, passedTests: 0, cases: [] });
    expect(result.diagnostics?.[0]).toMatchObject({
      line: 5,
      message: expect.stringContaining("少了分号"),
      original: expect.stringContaining("expected ';'"),
    });
    expect(result.message).toBe("第 5 行有错，程序没能编译——每一句的末尾都要有英文分号。");
    const unknown = await attempt(
      '#include <cstdio>\nint main() {\n  int a, b;\n  scanf("%d %d", &a, &b);\n  printf("%d\\n", a + c);\n}\n',
    );
    expect(unknown.message).toBe(
      "第 5 行有错，程序没能编译：电脑不认识 c 这个名字：是拼错了，还是忘了先声明它（比如 int c;）？如果它是要输出的文字，要加上英文双引号。",
    );
  });

  it("stops a loop that never ends and asks about it", async () => {
    const result = await attempt("int main() { volatile int x = 0; while (true) x++; }\n", {
      ...sum,
      tests: [{ stdin: "3 5\n", stdout: "8\n" }],
      timeLimitMs: 500,
      wrong: [],
    });
    expect(result.cases).toEqual([{ index: 1, verdict: "TLE", timeMs: expect.any(Number) }]);
    expect(result.message).toBe("输入 3 5 时，程序运行超过了 0.5 秒还没结束——是不是有个循环停不下来？");
  });

  it("explains a runtime error in the studio's words, and a main that does not return 0", async () => {
    const divided = await attempt(
      '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a / (b - 5)); }\n',
    );
    expect(divided.cases.map((c) => c.verdict)).toEqual(["RE", "WA"]);
    expect(divided.message).toBe(
      "输入 3 5 时运行到第 2 行时出错了：这里除以 0 了。整数不能除以 0（用 % 求余数也一样），除之前先用 if 检查除数是不是 0。",
    );
    const exit = await attempt(
      '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); printf("%d\\n", a + b); return 3; }\n',
    );
    expect(exit.message).toBe("输入 3 5 时，程序结束时返回了 3，不是 0——main 的最后应该写 return 0;");
  });

  it("checks how the program is built once every test passes, with the rule's own words", async () => {
    const computed = { ...sum, rules: [{ operator: "+" as const }, { noLiteralOutput: true as const }] };
    expect(await attempt(reference, computed)).toMatchObject({ passed: true });
    // Right on both tests, but the sum is never computed: the rules catch what the tests cannot.
    const guessed = await attempt(
      '#include <cstdio>\nint main() { int a, b; scanf("%d %d", &a, &b); if (a == 3) puts("8"); else puts("123"); }\n',
      computed,
    );
    expect(guessed).toMatchObject({
      passed: false,
      passedTests: 2,
      message: "这道题要让计算机用加号 + 算出来，别自己先算好再把答案写进程序里哦。",
    });
    expect(guessed.cases.map((c) => c.verdict)).toEqual(["AC", "AC"]);
  });

  it("refuses an attempt in another language", async () => {
    await expect(check({ id: "t-e1", spec: sum }, { kind: "python", code: "print(8)" })).rejects.toThrow();
  });
});
