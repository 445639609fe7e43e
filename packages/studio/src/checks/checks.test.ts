// @vitest-environment node
import type { PythonCheckSpec } from "@qisi/api/contract";
import { loadPyodide, type PyodideAPI } from "pyodide";
import { beforeAll, describe, expect, it } from "vitest";
import { checksPy } from "./checks.py.ts";
import { type CheckPhases, installCheckPhases, installChecks, publicCheckSpec } from "./index.ts";

/** The harness in real Pyodide (the same wasm CPython the browser worker runs), started once. */
let check: ReturnType<typeof installChecks>;
let pyodide: PyodideAPI;
let phases: CheckPhases;
beforeAll(async () => {
  pyodide = await loadPyodide({ stdout: () => {}, stderr: () => {} });
  check = installChecks(pyodide);
  phases = installCheckPhases(pyodide);
}, 60_000);

const addTwo: PythonCheckSpec = {
  solution: "a = int(input())\nb = int(input())\nprint(a + b)\n",
  tests: [{ stdin: "3\n5\n", stdout: "8\n" }, { stdin: "10\n-4\n" }],
  random: { count: 10, seed: 7, stdin: [{ int: [-50, 50] }, { int: [-50, 50] }] },
  wrong: [
    { output: "^-?\\d+-?\\d+$", code: "print\\(\\s*a\\s*\\+\\s*b", message: "是不是把文字拼在一起了？" },
  ],
};

describe("Python check harness in Pyodide", () => {
  it("passes the reference solution, with prompts in input() allowed", () => {
    expect(check(addTwo, addTwo.solution!)).toEqual({ passed: true, total: 12, passedTests: 12 });
    const withPrompts = 'a = int(input("第一个数："))\nb = int(input("第二个数："))\nprint(a + b)\n';
    expect(check(addTwo, withPrompts).passed).toBe(true);
  });

  it("says what the first failing test expected and what the program did, with the known mistake", () => {
    const result = check(addTwo, "a = input()\nb = input()\nprint(a + b)\n");
    expect(result.passed).toBe(false);
    expect(result.failure).toMatchObject({
      kind: "output",
      message: "输入 3 和 5 时，应该输出 8，你的程序输出了 35——是不是把文字拼在一起了？",
      test: { source: "tests", index: 0, input: "3\n5\n", expected: "8\n", actual: "35\n" },
      wrong: 0,
    });
  });

  it("compares random inputs with the reference, the same inputs every time", () => {
    const onlySmall = "a = int(input())\nb = int(input())\nprint(a + b if a > -40 else 0)\n";
    const first = check(addTwo, onlySmall);
    expect(first.failure).toMatchObject({ kind: "output", test: { source: "random" } });
    expect(check(addTwo, onlySmall)).toEqual(first);
  });

  it("names the line of a syntax error and of a runtime error, for the studio's explanations", () => {
    expect(check(addTwo, "print(8").failure).toMatchObject({
      kind: "syntax",
      error: { name: "SyntaxError", line: 1 },
      message: "第 1 行有 Python 读不懂的地方。",
    });
    expect(check(addTwo, "a = int(input())\nprint(a + c)\n").failure).toMatchObject({
      kind: "error",
      error: { name: "NameError", line: 2 },
      // Python's English stays out of the sentence: the explanation under it names the cause.
      message: "输入 3 和 5 时，第 2 行出错了，停了下来。",
    });
  });

  it("keeps CPython's suggestion for a misspelled name, for the studio's explanation", () => {
    expect(check(addTwo, "a = int(input())\nb = int(input())\npritn(a + b)\n").failure?.error).toEqual({
      name: "NameError",
      detail: "name 'pritn' is not defined. Did you mean: 'print'?",
      line: 3,
    });
  });

  it("tells a program that reads too much, or prints forever, what happened", () => {
    const extra = "a = int(input())\nb = int(input())\nc = input()\nprint(a + b)\n";
    expect(check(addTwo, extra).failure?.kind).toBe("input");
    expect(check(addTwo, "while True:\n    print(1)\n").failure?.kind).toBe("output-limit");
  });

  it("shows the first differing line of a longer output", () => {
    const spec: PythonCheckSpec = { tests: [{ stdin: "3\n", stdout: "1\n2\n3\n" }] };
    expect(check(spec, "n = int(input())\nfor i in range(1, n + 1):\n    print(i)\n").passed).toBe(true);
    const result = check(spec, "n = int(input())\nfor i in range(n):\n    print(i)\n");
    expect(result.failure?.message).toBe("输入 3 时，第 1 行应该是 1，你的程序输出的是 0。");
    expect(check(spec, "print(1)\nprint(2)\n").failure?.message).toBe(
      "输入 3 时，应该输出 3 行，你的程序只输出了 2 行，少了一行：3。",
    );
  });

  it("calls functions and compares what they return, also on seeded random arguments", () => {
    const spec: PythonCheckSpec = {
      solution: "def add(a, b):\n    return a + b\n",
      function: { name: "add", tests: [{ args: [3, 5], returns: 8 }] },
      random: { count: 5, seed: 1, args: [{ int: [0, 9] }, { int: [0, 9] }] },
    };
    expect(check(spec, spec.solution!).passed).toBe(true);
    expect(check(spec, "def add(a, b):\n    print(a + b)\n").failure?.message).toBe(
      "调用 add(3, 5) 时，应该返回 8，你的函数返回了 None（它把结果 print 出来了，可没有 return 回来）。",
    );
    expect(check(spec, "def add(a, b):\n    return str(a) + str(b)\n").failure?.message).toBe(
      "调用 add(3, 5) 时，应该返回 8，你的函数返回了 '35'。",
    );
    expect(check(spec, "def plus(a, b):\n    return a + b\n").failure?.kind).toBe("missing");
  });

  it("checks required and forbidden constructs on the syntax tree, in Chinese", () => {
    const spec: PythonCheckSpec = {
      tests: [{ stdin: "3\n", stdout: "6\n" }],
      rules: [
        { require: "for" },
        { forbid: "call:sum", message: "这次不用 sum，自己用循环一个一个加起来。" },
      ],
    };
    const withSum = "n = int(input())\nprint(sum(range(n + 1)))\n";
    expect(check(spec, withSum).failure).toMatchObject({
      kind: "rule",
      rule: 0,
      message: "这道题要用 for 循环来完成哦。",
    });
    const forAndSum = "n = int(input())\nfor i in range(1):\n    pass\nprint(sum(range(n + 1)))\n";
    expect(check(spec, forAndSum).failure).toMatchObject({
      kind: "rule",
      rule: 1,
      message: "这次不用 sum，自己用循环一个一个加起来。",
    });
    const loop = "n = int(input())\nt = 0\nfor i in range(n + 1):\n    t += i\nprint(t)\n";
    expect(check(spec, loop).passed).toBe(true);
  });

  it("keeps one learner's run from leaking into the next", () => {
    const spec: PythonCheckSpec = { tests: [{ stdout: "你好\n" }] };
    expect(check(spec, "import builtins\nbuiltins.print = None\nx = 1\n").passed).toBe(false);
    expect(check(spec, 'print("你好")\n').passed).toBe(true);
    expect(check(spec, "print(x)\n").failure?.error?.name).toBe("NameError");
  });

  it("runs 10 tests well inside the 300 ms budget once warm", () => {
    const spec: PythonCheckSpec = { ...addTwo, random: { count: 8, seed: 3, stdin: addTwo.random!.stdin } };
    const started = performance.now();
    expect(check(spec, addTwo.solution!).passed).toBe(true);
    expect(performance.now() - started).toBeLessThan(300);
  });

  it("gives the learner's phase no answer: the public spec is inputs only, the same as the harness's", () => {
    const spec: PythonCheckSpec = {
      ...addTwo,
      compare: "tokens",
      function: { name: "add", tests: [{ args: [3, 5], returns: 8 }] },
      rules: [{ require: "for", message: "用循环" }],
    };
    const ours = publicCheckSpec(spec);
    const harness = pyodide.runPython(
      `json.dumps(_public(json.loads(${JSON.stringify(JSON.stringify(spec))})))`,
    );
    expect(ours).toEqual(JSON.parse(harness));
    expect(ours).toEqual({
      tests: [{ stdin: "3\n5\n" }, { stdin: "10\n-4\n" }],
      function: { name: "add", tests: [{ args: [3, 5] }] },
      random: addTwo.random,
    });
  });

  // The server's path (observe, then judge in another process) answers as the browser's does.
  const bothWays = (spec: PythonCheckSpec, source: string) => {
    const split = phases.judge(spec, source, phases.observe(publicCheckSpec(spec), source));
    expect(split).toEqual(check(spec, source));
    return split;
  };

  it("carries returned values across the phases as the harness compares them", () => {
    const returns = (body: string) => `def f(n):\n    return ${body}\n`;
    const spec: PythonCheckSpec = {
      solution: returns("(n, [n * 0.1, {n: 'x'}], {n, -n}, 2 ** 80, None, range(n), True)"),
      function: { name: "f", tests: [{ args: [1] }, { args: [10] }] },
    };
    expect(bothWays(spec, spec.solution!).passed).toBe(true);
    // JSON cannot say tuple: a list with the same items is the same, as it always was.
    const asList = returns("[n, [n * 0.1, {n: 'x'}], {n, -n}, 2 ** 80, None, range(n), True]");
    expect(bothWays(spec, asList).passed).toBe(true);
    for (const changed of [
      "(n, [n * 0.1, {str(n): 'x'}], {n, -n}, 2 ** 80, None, range(n), True)",
      "(n, [n * 0.1, {n: 'x'}], frozenset({n, -n}), 2 ** 80, None, range(n), True)",
      "(n, [n * 0.1, {n: 'x'}], {n, -n}, 2 ** 81, None, range(n), True)",
      "(n, [n * 0.1, {n: 'x'}], {n, -n}, 2 ** 80, None, range(n + 1), True)",
      "(n, [n * 0.1, {n: 'x'}], {n, -n}, 2 ** 80, None, range(n), 1)",
    ]) {
      expect(bothWays(spec, returns(changed)).failure).toMatchObject({ kind: "return", test: { index: 0 } });
    }
    // Never equal, as before: NaN, and classes each program defined for itself.
    const nan = { function: { name: "f", tests: [{ args: [1] }] }, solution: returns("float('nan')") };
    expect(bothWays(nan, nan.solution).failure?.test?.actual).toBe("nan");
    const own = { ...nan, solution: "class P:\n    pass\ndef f(n):\n    return P()\n" };
    const split = phases.judge(own, own.solution, phases.observe(publicCheckSpec(own), own.solution));
    expect([split.failure?.kind, check(own, own.solution).failure?.kind]).toEqual(["return", "return"]);
  });

  it("judges without running the learner's program, and a forged observation is only an answer", () => {
    const spec: PythonCheckSpec = { tests: [{ stdout: "你好\n" }] };
    const source = "import builtins\nbuiltins.qisi_ran = True\n";
    const forged = (stdout: string) => JSON.stringify([{ stdout, error: null }]);
    pyodide.runPython("import builtins\nbuiltins.__dict__.pop('qisi_ran', None)");
    expect(phases.judge(spec, source, forged("你好\n")).passed).toBe(true);
    expect(phases.judge(spec, source, forged("你好啊\n")).failure?.kind).toBe("output");
    expect(pyodide.runPython("import builtins\nhasattr(builtins, 'qisi_ran')")).toBe(false);
  });

  it("fails observations the harness could not have made, in Chinese, without throwing", () => {
    const spec: PythonCheckSpec = { function: { name: "f", tests: [{ args: [], returns: 1 }] } };
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    for (const observations of [
      "[]",
      "{[not json",
      deep,
      JSON.stringify([{ stdout: 1, error: null }]),
      JSON.stringify([{ stdout: "", error: null }]),
      JSON.stringify([{ stdout: "", error: null, value: '{"int": "one"}', repr: "1" }]),
      JSON.stringify([{ stdout: "", error: null, value: deep, repr: "1" }]),
      JSON.stringify([{ stdout: "", error: null, value: '{"set": [[1]]}', repr: "1" }]),
    ]) {
      const result = phases.judge(spec, "def f():\n    return 1\n", observations);
      expect(result).toMatchObject({
        passed: false,
        failure: { message: "你的程序让检查没法进行下去，改一改再试试吧。" },
      });
    }
    // Parsing 100,000 nested brackets twice takes ~1 s on an idle machine and over 5 s (Vitest's
    // default) with both cores busy; a limit for that work, not for a hang.
  }, 30_000);

  describe("given a turtle task (the drawn path compared with the reference's)", () => {
    const square =
      "import turtle\nt = turtle.Turtle()\nfor i in range(4):\n    t.forward(100)\n    t.left(90)\n";
    const squareTask: PythonCheckSpec = {
      solution: square,
      turtle: {},
      wrong: [{ code: "range\\(3\\)", message: "是不是少转了一次弯？" }],
    };

    it("passes the same square drawn the other way round, in another order, or a side in two strokes", () => {
      expect(bothWays(squareTask, square)).toEqual({ passed: true, total: 1, passedTests: 1 });
      const clockwise =
        "import turtle\nturtle.left(90)\nfor i in range(4):\n    turtle.forward(100)\n    turtle.right(90)\nturtle.done()\n";
      expect(bothWays(squareTask, clockwise).passed).toBe(true);
      const jumbled = [
        "from turtle import *",
        "penup()\ngoto(100, 100)\npendown()\ngoto(100, 0)",
        "penup()\ngoto(0, 100)\npendown()\ngoto(0, 0)\ngoto(50, 0)\ngoto(100, 0)",
        "penup()\ngoto(0, 100)\npendown()\ngoto(100, 100)\ngoto(0, 100)",
      ].join("\n");
      expect(bothWays(squareTask, `${jumbled}\n`).passed).toBe(true);
    });

    it("allows ends within the tolerance (0.5 by default, or the task's own)", () => {
      const off = (by: number) =>
        `import turtle\nturtle.goto(${by}, 0)\nturtle.goto(100, 100)\nturtle.goto(0, 100)\nturtle.goto(0, 0)\n`;
      const reference =
        "import turtle\nfor p in [(100, 0), (100, 100), (0, 100), (0, 0)]:\n    turtle.goto(p)\n";
      const task: PythonCheckSpec = { solution: reference, turtle: {} };
      expect(bothWays(task, off(100.3)).passed).toBe(true);
      expect(bothWays(task, off(101)).failure?.message).toBe(
        "有一条线的位置不对：应该从 (0, 0) 画到 (100, 0)，你的程序画的是从 (0, 0) 到 (101, 0)。",
      );
      expect(bothWays({ ...task, turtle: { tolerance: 2 } }, off(101)).passed).toBe(true);
    });

    it("says how many lines are missing, with the author's note on the known mistake", () => {
      expect(bothWays(squareTask, square.replace("range(4)", "range(3)")).failure).toEqual({
        kind: "drawing",
        test: { source: "turtle", index: 0, input: "" },
        message: "参考答案画了 4 条线，你的程序画了 3 条——是不是少转了一次弯？",
        wrong: 0,
      });
      expect(
        bothWays(squareTask, "import turtle\nturtle.penup()\nturtle.forward(100)\n").failure?.message,
      ).toBe("参考答案画了 4 条线，你的程序一条线也没有画。");
    });

    it("draws each stdin's picture, naming the input that differs", () => {
      const sized =
        "import turtle\nn = int(input())\nfor i in range(4):\n    turtle.forward(n)\n    turtle.left(90)\n";
      const task: PythonCheckSpec = {
        solution: sized,
        turtle: { tests: [{ stdin: "50\n" }, { stdin: "80\n" }] },
      };
      expect(bothWays(task, sized)).toEqual({ passed: true, total: 2, passedTests: 2 });
      const fixed =
        "input()\nimport turtle\nfor i in range(4):\n    turtle.forward(50)\n    turtle.left(90)\n";
      expect(bothWays(task, fixed).failure).toMatchObject({
        test: { source: "turtle", index: 1, input: "80\n" },
        message: expect.stringMatching(/^输入 80 时，有一条线的位置不对：应该从 \(0, 0\) 画到 \(80, 0\)/),
      });
    });

    it("compares filled shapes by area when the task asks", () => {
      const filled = (side: number) =>
        `import turtle\nturtle.begin_fill()\nfor i in range(4):\n    turtle.forward(${side})\n    turtle.left(90)\nturtle.end_fill()\n`;
      const task: PythonCheckSpec = { solution: filled(100), turtle: { area: true } };
      expect(bothWays(task, filled(100)).passed).toBe(true);
      expect(bothWays(task, square).failure?.message).toBe("参考答案涂了 1 块颜色，你的程序一块也没有涂。");
      // The same four lines, but the fill ends after two sides: half the square is coloured.
      const half = filled(100)
        .replace("turtle.end_fill()\n", "")
        .replace("    turtle.left(90)\n", "    turtle.left(90)\n    if i == 1:\n        turtle.end_fill()\n");
      expect(bothWays(task, half).failure?.message).toBe(
        "有一块颜色涂得大小不对：面积应该是 10000，你的程序涂出来的是 5000。",
      );
      expect(bothWays({ ...task, turtle: {} }, square).passed).toBe(true);
    });

    it("stops a drawing that never ends, and a forged drawing is no drawing", () => {
      expect(
        bothWays(squareTask, "import turtle\nwhile True:\n    turtle.forward(1)\n    turtle.left(1)\n")
          .failure,
      ).toMatchObject({ kind: "output-limit", message: "程序画的线太多了——是不是有一个停不下来的循环？" });
      const forged = JSON.stringify([
        { stdout: "", error: null, turtle: { segments: [[0, 0, "1e999", 0]], fills: [] } },
      ]);
      expect(phases.judge(squareTask, square, forged).failure?.message).toBe(
        "你的程序让检查没法进行下去，改一改再试试吧。",
      );
    });

    it("gives the learner's phase the runs' inputs only: no reference, tolerance or area", () => {
      const task: PythonCheckSpec = {
        ...squareTask,
        turtle: { tests: [{ stdin: "5\n" }], tolerance: 2, area: true },
      };
      const harness = pyodide.runPython(
        `json.dumps(_public(json.loads(${JSON.stringify(JSON.stringify(task))})))`,
      );
      expect(publicCheckSpec(task)).toEqual(JSON.parse(harness));
      expect(publicCheckSpec(task)).toEqual({ tests: [], turtle: { tests: [{ stdin: "5\n" }] } });
      expect(publicCheckSpec(squareTask)).toEqual({ tests: [], turtle: { tests: [{ stdin: "" }] } });
    });
  });

  it("is text every package can import: no backtick or template placeholder inside the Python", () => {
    expect(checksPy).not.toMatch(/`|\$\{/);
  });
});
