// @vitest-environment node
import {
  type BrowserPythonCheck,
  type ExerciseCheckResult,
  PythonCheckSpec,
  type StoredPythonCheck,
} from "@qisi/api/contract";
import { loadPyodide, type PyodideAPI } from "pyodide";
import { beforeAll, describe, expect, it } from "vitest";
import { driverPy } from "./driver.py.ts";
import {
  browserCheck,
  type CaseRun,
  checkPythonAttempt,
  computeExpectations,
  type PythonObserver,
  pyodideObserver,
} from "./index.ts";
import { pythonInspectPy } from "./python-inspect.py.ts";

/**
 * The check engine in real Pyodide (the same wasm CPython the browser worker runs): expectations
 * computed from the reference once, then learners' programs run once per case and judged by the
 * TypeScript judge, both on the server's stored cases and on the browser's view of them (hidden
 * answers as hashes), which must agree.
 */
let pyodide: PyodideAPI;
let observer: PythonObserver;
beforeAll(async () => {
  pyodide = await loadPyodide({ stdout: () => {}, stderr: () => {} });
  observer = pyodideObserver(pyodide);
}, 60_000);

async function expand(spec: PythonCheckSpec): Promise<StoredPythonCheck> {
  const parsed = PythonCheckSpec.parse(spec);
  const { check, problems } = await computeExpectations(parsed, parsed.solution, observer, "test-salt");
  expect(problems).toEqual([]);
  return check as StoredPythonCheck;
}

/** The server's verdict on the stored cases; the browser's on its view must be the same. */
async function check(stored: StoredPythonCheck, source: string): Promise<ExerciseCheckResult> {
  const server = await checkPythonAttempt(stored, source, observer);
  const browser = await checkPythonAttempt(browserCheck(stored), source, observer);
  expect(browser).toEqual(server);
  return server;
}

const addTwo: PythonCheckSpec = {
  solution: "a = int(input())\nb = int(input())\nprint(a + b)\n",
  tests: [
    { stdin: "3\n5\n", stdout: "8\n" },
    { stdin: "10\n-4\n" },
    { stdin: "1000\n2000\n", hidden: true, about: "两个四位数" },
  ],
  random: { count: 10, seed: 7, stdin: [{ int: [-50, 50] }, { int: [-50, 50] }] },
  wrong: [
    { output: "^-?\\d+-?\\d+$", code: "print\\(\\s*a\\s*\\+\\s*b", message: "是不是把文字拼在一起了？" },
  ],
};

describe("expectations computed once from the reference", () => {
  it("expands written, hidden and random tests into cases with their answers, the random ones described", async () => {
    const stored = await expand(addTwo);
    expect(stored.cases).toHaveLength(13);
    expect(stored.cases[1]).toEqual({
      source: "tests",
      index: 1,
      stdin: "10\n-4\n",
      hidden: false,
      expected: { stdout: "6\n" },
    });
    expect(stored.cases[2]).toMatchObject({
      hidden: true,
      about: "两个四位数",
      expected: { stdout: "3000\n" },
    });
    expect(stored.cases[3]).toMatchObject({ source: "random", hidden: true, about: "2 个整数（-50 到 50）" });
    // The same seed, the same inputs: the expectations do not move between imports.
    expect((await expand(addTwo)).cases).toEqual(stored.cases);
  });

  it("gives the browser the hidden answers as salted hashes only", async () => {
    const view = browserCheck(await expand(addTwo));
    const hidden = view.cases.filter((kase) => kase.hidden);
    expect(hidden).toHaveLength(11);
    for (const kase of hidden) {
      expect(kase.expected).toBeUndefined();
      expect(kase.expectedHash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(JSON.stringify(view)).not.toContain("3000");
    expect(JSON.stringify(view)).not.toContain("int(input())");
  });

  it("stops on a reference that fails, or disagrees with an answer written down", async () => {
    const failing = PythonCheckSpec.parse({ solution: "print(1 / 0)\n", tests: [{ stdin: "" }] });
    const { check: none, problems } = await computeExpectations(failing, failing.solution, observer, "s");
    expect(none).toBeNull();
    expect(problems).toEqual([
      {
        path: ["tests", 0],
        reason: "参考答案在这里出错了：ZeroDivisionError: division by zero",
        solutionLine: 1,
      },
    ]);
    const wrong = PythonCheckSpec.parse({ solution: "print(7)\n", tests: [{ stdout: "8\n" }] });
    const disagreed = await computeExpectations(wrong, wrong.solution, observer, "s");
    expect(disagreed.problems[0]?.reason).toContain("写下的答案和参考答案的输出不一样");
    const broken = PythonCheckSpec.parse({ solution: "print(", tests: [{}] });
    expect((await computeExpectations(broken, broken.solution, observer, "s")).problems[0]).toMatchObject({
      reason: expect.stringMatching(/^参考答案有语法错误/),
      solutionLine: 1,
    });
  });
});

describe("a learner's program judged by the parent", () => {
  let stored: StoredPythonCheck;
  beforeAll(async () => {
    stored = await expand(addTwo);
  });

  it("passes the reference, with prompts in input() allowed", async () => {
    expect(await check(stored, addTwo.solution!)).toEqual({
      passed: true,
      total: 13,
      passedTests: 13,
      message: "全部通过了，真棒！",
      cases: [],
    });
    const withPrompts = 'a = int(input("第一个数："))\nb = int(input("第二个数："))\nprint(a + b)\n';
    expect((await check(stored, withPrompts)).passed).toBe(true);
  });

  it("says how many runs, which one failed and how, with the known mistake", async () => {
    const result = await check(stored, "a = input()\nb = input()\nprint(a + b)\n");
    expect(result).toMatchObject({
      passed: false,
      passedTests: 0,
      message:
        "试了 13 次，第 1 次输入 3 和 5 时，应该输出「8」，你的程序输出了「35」——是不是把文字拼在一起了？",
      test: { input: "3\n5\n", expected: "8\n", actual: "35\n" },
      difference: { line: 1, column: 1, expected: "8", actual: "35" },
    });
  });

  it("fails a program that prints the shown answers, in the browser too, without showing the hidden input", async () => {
    const hardCoded = 'a = input()\nif a == "3":\n    print(8)\nelse:\n    print(6)\n';
    const result = await check(stored, hardCoded);
    expect(result.passed).toBe(false);
    expect(result.passedTests).toBe(2);
    expect(result.message).toBe(
      "试了 13 次，第 3 次换了一组没给你看的输入（两个四位数）时，你的程序输出了「6」，不对。",
    );
    expect(result.test).toEqual({ input: "", hidden: true, about: "两个四位数", actual: "6\n" });
    expect(JSON.stringify(result)).not.toMatch(/1000|2000|3000/);
    expect(result.difference).toBeUndefined();
  });

  it("describes a failing random input by its generators, never its values", async () => {
    const onlySmall = "a = int(input())\nb = int(input())\nprint(a + b if a >= 0 else 0)\n";
    const result = await check(stored, onlySmall);
    expect(result.message).toMatch(
      /^试了 13 次，第 \d+ 次换了一组随机的输入（2 个整数（-50 到 50））时，你的程序输出了「0」，不对。$/,
    );
  });

  it("names the line of a syntax error and of a runtime error, for the studio's explanations", async () => {
    expect(await check(stored, "print(8")).toMatchObject({
      error: { name: "SyntaxError", line: 1 },
      message: "第 1 行有 Python 读不懂的地方。",
    });
    expect(await check(stored, "a = int(input())\nprint(a + c)\n")).toMatchObject({
      error: { name: "NameError", line: 2, detail: "name 'c' is not defined" },
      message: "试了 13 次，第 1 次输入 3 和 5 时，第 2 行出错了，停了下来。",
    });
  });

  it("keeps CPython's suggestion for a misspelled name", async () => {
    const result = await check(stored, "a = int(input())\nb = int(input())\npritn(a + b)\n");
    expect(result.error).toEqual({
      name: "NameError",
      detail: "name 'pritn' is not defined. Did you mean: 'print'?",
      line: 3,
    });
  });

  it("tells a program that reads too much, or prints forever, what happened, and stops at a flood", async () => {
    const extra = "a = int(input())\nb = int(input())\nc = input()\nprint(a + b)\n";
    expect((await check(stored, extra)).message).toBe(
      "试了 13 次，第 1 次输入 3 和 5 时，第 3 行的 input() 还想再读一个输入，可是给它的输入已经用完了——是不是多写了一个 input()？数一数程序要读几个输入。",
    );
    // An input() in a loop that runs past the input: the loop is what did not stop.
    const looping = "total = 0\nwhile True:\n    n = int(input())\n    total = total + n\n";
    expect((await check(stored, looping)).message).toMatch(
      /第 3 行的 input\(\) 还想再读一个输入，可是给它的输入已经用完了——这个 input\(\) 在循环里：是不是循环到了该停的时候还没有停？/,
    );
    const flood = await check(stored, "while True:\n    print(1)\n");
    expect(flood.message).toBe("输入 3 和 5 时，程序输出的字太多了——是不是有一个停不下来的循环？");
    expect((flood.test?.actual ?? "").length).toBeLessThanOrEqual(2001);
  });

  it("never runs a program nested too deep to compile safely (Pyodide would die), and says so", async () => {
    const deep = `print(${"1+".repeat(20_000)}1)\n`;
    const result = await check(stored, deep);
    expect(result).toMatchObject({ passed: false, passedTests: 0 });
    expect(result.message).toMatch(/套了太多层/);
    expect((await check(stored, addTwo.solution!)).passed).toBe(true);
  });

  it("keeps one learner's run from leaking into the next", async () => {
    const hello = await expand({ tests: [{ stdout: "你好\n" }] });
    expect((await check(hello, "import builtins\nbuiltins.print = None\nx = 1\n")).passed).toBe(false);
    expect((await check(hello, 'print("你好")\n')).passed).toBe(true);
    expect((await check(hello, "print(x)\n")).error?.name).toBe("NameError");
  });
});

describe("functions", () => {
  let stored: StoredPythonCheck;
  beforeAll(async () => {
    stored = await expand({
      solution: "def add(a, b):\n    return a + b\n",
      function: {
        name: "add",
        tests: [
          { args: [3, 5], returns: 8 },
          { args: [100, 23], hidden: true },
        ],
      },
      random: { count: 5, seed: 1, args: [{ int: [0, 9] }, { float: [0, 1], digits: 1 }] },
    });
  });

  it("calls the function and compares what it returns, floats kept floats", async () => {
    expect((await check(stored, "def add(a, b):\n    return a + b\n")).passed).toBe(true);
    expect(stored.cases[2]?.call?.args).toMatch(/^\[\d, \d\.\d\]$/);
    expect((await check(stored, "def add(a, b):\n    print(a + b)\n")).message).toBe(
      "试了 7 次，第 1 次调用 add(3, 5) 时，应该返回 8，你的函数返回了 None（它把结果 print 出来了，可没有 return 回来）。",
    );
    expect((await check(stored, "def add(a, b):\n    return str(a) + str(b)\n")).message).toMatch(
      /^试了 7 次，第 1 次调用 add\(3, 5\) 时，应该返回 8，你的函数返回了 '35'。$/,
    );
    expect((await check(stored, "def plus(a, b):\n    return a + b\n")).message).toMatch(
      /还没有名叫 add 的函数/,
    );
  });

  it("fails a function that returns the shown answer, hidden by a hash in the browser", async () => {
    const result = await check(stored, "def add(a, b):\n    return 8\n");
    expect(result.message).toBe("试了 7 次，第 2 次用没给你看的参数调用 add 时，你的函数返回了 8，不对。");
    expect(result.test).toEqual({ input: "", hidden: true, actual: "8" });
  });

  it("carries returned values across as Python tells them apart", async () => {
    const returns = (body: string) => `def f(n):\n    return ${body}\n`;
    const reference = returns("(n, [n * 0.1, {n: 'x'}], {n, -n}, 2 ** 80, None, range(n), True)");
    const values = await expand({
      solution: reference,
      function: { name: "f", tests: [{ args: [1] }, { args: [10], hidden: true }] },
    });
    expect((await check(values, reference)).passed).toBe(true);
    // JSON cannot say tuple: a list with the same items is the same, as it always was.
    expect(
      (await check(values, returns("[n, [n * 0.1, {n: 'x'}], {n, -n}, 2 ** 80, None, range(n), True]")))
        .passed,
    ).toBe(true);
    for (const changed of [
      "(n, [n * 0.1, {str(n): 'x'}], {n, -n}, 2 ** 80, None, range(n), True)",
      "(n, [n * 0.1, {n: 'x'}], frozenset({n, -n}), 2 ** 80, None, range(n), True)",
      "(n, [n * 0.1, {n: 'x'}], {n, -n}, 2 ** 81, None, range(n), True)",
      "(n, [n * 0.1, {n: 'x'}], {n, -n}, 2 ** 80, None, range(n + 1), True)",
      "(n, [n * 0.1, {n: 'x'}], {n, -n}, 2 ** 80, None, range(n), 1)",
    ])
      expect((await check(values, returns(changed))).passedTests).toBe(0);
    const nan = await expand({
      solution: returns("float('nan')"),
      function: { name: "f", tests: [{ args: [1] }] },
    });
    expect((await check(nan, returns("float('nan')"))).test?.actual).toBe("nan");
  });
});

describe("rules on the syntax tree, checked where the program does not run", () => {
  it("requires and forbids constructs, in Chinese, once the runs pass", async () => {
    const stored = await expand({
      tests: [{ stdin: "3\n", stdout: "6\n" }],
      rules: [
        { require: "for" },
        { forbid: "call:sum", message: "这次不用 sum，自己用循环一个一个加起来。" },
      ],
    });
    expect((await check(stored, "n = int(input())\nprint(sum(range(n + 1)))\n")).message).toBe(
      "这道题要用 for 循环来完成哦。",
    );
    const forAndSum = "n = int(input())\nfor i in range(1):\n    pass\nprint(sum(range(n + 1)))\n";
    expect((await check(stored, forAndSum)).message).toBe("这次不用 sum，自己用循环一个一个加起来。");
    const loop = "n = int(input())\nt = 0\nfor i in range(n + 1):\n    t += i\nprint(t)\n";
    expect((await check(stored, loop)).passed).toBe(true);
  });
});

describe("given a turtle task (the drawn path compared with the reference's, by the parent)", () => {
  const square =
    "import turtle\nt = turtle.Turtle()\nfor i in range(4):\n    t.forward(100)\n    t.left(90)\n";
  let squareTask: StoredPythonCheck;
  beforeAll(async () => {
    squareTask = await expand({
      solution: square,
      turtle: {},
      wrong: [{ code: "range\\(3\\)", message: "是不是少转了一次弯？" }],
    });
  });

  it("gives the browser the expected drawing, never the reference program", () => {
    const view = browserCheck(squareTask);
    expect(JSON.stringify(view)).not.toContain("forward");
    expect(view.cases[0]?.expected).toMatchObject({ drawing: { segments: expect.any(Array) } });
  });

  it("passes the same square drawn the other way round, in another order, or a side in two strokes", async () => {
    expect((await check(squareTask, square)).passed).toBe(true);
    const clockwise =
      "import turtle\nturtle.left(90)\nfor i in range(4):\n    turtle.forward(100)\n    turtle.right(90)\nturtle.done()\n";
    expect((await check(squareTask, clockwise)).passed).toBe(true);
    const jumbled = [
      "from turtle import *",
      "penup()\ngoto(100, 100)\npendown()\ngoto(100, 0)",
      "penup()\ngoto(0, 100)\npendown()\ngoto(0, 0)\ngoto(50, 0)\ngoto(100, 0)",
      "penup()\ngoto(0, 100)\npendown()\ngoto(100, 100)\ngoto(0, 100)",
    ].join("\n");
    expect((await check(squareTask, `${jumbled}\n`)).passed).toBe(true);
  });

  it("allows ends within the tolerance (0.5 by default, or the task's own)", async () => {
    const off = (by: number) =>
      `import turtle\nturtle.goto(${by}, 0)\nturtle.goto(100, 100)\nturtle.goto(0, 100)\nturtle.goto(0, 0)\n`;
    const reference =
      "import turtle\nfor p in [(100, 0), (100, 100), (0, 100), (0, 0)]:\n    turtle.goto(p)\n";
    const task = await expand({ solution: reference, turtle: {} });
    expect((await check(task, off(100.3))).passed).toBe(true);
    expect((await check(task, off(101))).message).toBe(
      "有一条线的位置不对：应该从 (0, 0) 画到 (100, 0)，你的程序画的是从 (0, 0) 到 (101, 0)。",
    );
    const loose = await expand({ solution: reference, turtle: { tolerance: 2 } });
    expect((await check(loose, off(101))).passed).toBe(true);
  });

  it("says how many lines are missing, with the author's note, and never puts the note on a syntax error", async () => {
    expect((await check(squareTask, square.replace("range(4)", "range(3)"))).message).toBe(
      "参考答案画了 4 条线，你的程序画了 3 条——是不是少转了一次弯？",
    );
    expect((await check(squareTask, "import turtle\nturtle.penup()\nturtle.forward(100)\n")).message).toBe(
      "参考答案画了 4 条线，你的程序一条线也没有画。",
    );
    const broken = await check(squareTask, "import turtle\nfor i in range(3)\n    turtle.forward(100)\n");
    expect(broken.message).toMatch(/^第 2 行有 Python 读不懂的地方/);
    expect(broken.message).not.toContain("少转了一次弯");
  });

  it("draws each stdin's picture, naming the input that differs", async () => {
    const sized =
      "import turtle\nn = int(input())\nfor i in range(4):\n    turtle.forward(n)\n    turtle.left(90)\n";
    const task = await expand({ solution: sized, turtle: { tests: [{ stdin: "50\n" }, { stdin: "80\n" }] } });
    expect((await check(task, sized)).passed).toBe(true);
    const fixed = "input()\nimport turtle\nfor i in range(4):\n    turtle.forward(50)\n    turtle.left(90)\n";
    expect((await check(task, fixed)).message).toMatch(
      /^试了 2 次，第 2 次输入 80 时，有一条线的位置不对：应该从 \(0, 0\) 画到 \(80, 0\)/,
    );
  });

  it("compares filled shapes by area when the task asks", async () => {
    const filled = (side: number) =>
      `import turtle\nturtle.begin_fill()\nfor i in range(4):\n    turtle.forward(${side})\n    turtle.left(90)\nturtle.end_fill()\n`;
    const task = await expand({ solution: filled(100), turtle: { area: true } });
    expect((await check(task, filled(100))).passed).toBe(true);
    expect((await check(task, square)).message).toBe("参考答案涂了 1 块颜色，你的程序一块也没有涂。");
    const half = filled(100)
      .replace("turtle.end_fill()\n", "")
      .replace("    turtle.left(90)\n", "    turtle.left(90)\n    if i == 1:\n        turtle.end_fill()\n");
    expect((await check(task, half)).message).toBe(
      "有一块颜色涂得大小不对：面积应该是 10000，你的程序涂出来的是 5000。",
    );
  });

  it("stops a drawing that never ends", async () => {
    const endless = "import turtle\nwhile True:\n    turtle.forward(1)\n    turtle.left(1)\n";
    expect((await check(squareTask, endless)).message).toBe("程序画的线太多了——是不是有一个停不下来的循环？");
  });
});

describe("forged observations", () => {
  /** An observer whose runs report whatever a hostile program would write there. */
  const forging = (report: unknown): PythonObserver => ({
    inspect: observer.inspect,
    async *run(_source, cases) {
      for (const _ of cases) yield { report } satisfies CaseRun;
    },
  });
  const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;

  it("fails every shape that is not an observation, politely, in Chinese, without throwing", async () => {
    const stored = await expand({
      solution: "def f():\n    return 1\n",
      function: { name: "f", tests: [{ args: [] }] },
      tests: [{ stdout: "" }],
    });
    for (const report of [
      undefined,
      42,
      { stdout: 1 },
      "{[not json",
      deep,
      JSON.stringify({ stdout: 1, error: null }),
      JSON.stringify({ stdout: ["8"], error: null }),
      JSON.stringify({ stdout: "x".repeat(300_000), error: null }),
      JSON.stringify({ stdout: "", error: null, value: { int: "one" }, repr: "1" }),
      JSON.stringify({
        stdout: "",
        error: null,
        value: JSON.parse(`${"[".repeat(150)}1${"]".repeat(150)}`),
        repr: "1",
      }),
      JSON.stringify({ stdout: "", error: { name: 3, detail: "", line: null } }),
      JSON.stringify({ stdout: "", error: null, drawing: { segments: [[0, 0, "1e999", 0]], fills: [] } }),
    ]) {
      for (const view of [stored, browserCheck(stored)] as (StoredPythonCheck | BrowserPythonCheck)[]) {
        const result = await checkPythonAttempt(view, "def f():\n    return 1\n", forging(report));
        expect(result, String(report).slice(0, 80)).toMatchObject({
          passed: false,
          message: "你的程序让检查没法进行下去，改一改再试试吧。",
        });
      }
    }
  });

  it("a forged observation is only an answer: right is right, wrong is wrong", async () => {
    const stored = await expand({ tests: [{ stdout: "你好\n" }] });
    const forged = (stdout: string) => forging(JSON.stringify({ stdout, error: null }));
    expect((await checkPythonAttempt(stored, "pass\n", forged("你好\n"))).passed).toBe(true);
    expect((await checkPythonAttempt(stored, "pass\n", forged("你好啊\n"))).passed).toBe(false);
  });
});

it("keeps its Python as text every package can import: no backtick or template placeholder", () => {
  for (const text of [driverPy, pythonInspectPy]) expect(text).not.toMatch(/`|\$\{/);
  expect(pyodide.runPython("1 + 1")).toBe(2);
});

it("tells an input() inside a loop's body from one after it, by indentation", async () => {
  const { insideLoop } = await import("./judge/check-attempt.ts");
  const source =
    "n = int(input())\nfor i in range(n):\n    # a comment\n\n    x = input()\n    if x:\n        y = input()\nz = input()\n";
  expect([1, 5, 7, 8].map((line) => insideLoop(source, line))).toEqual([false, true, true, false]);
});
