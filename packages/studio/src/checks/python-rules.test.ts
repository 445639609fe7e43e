// @vitest-environment node
import { execFileSync } from "node:child_process";
import { type PythonRuleInput as PythonRule, PythonRule as PythonRuleSchema } from "@qisi/api/contract";
import { loadPyodide, type PyodideAPI } from "pyodide";
import { beforeAll, describe, expect, it } from "vitest";
import { pythonRulesPy } from "./python-rules.py.ts";

/** The rules of checks.py.ts as they were before this module (main at 580733c), to compare with. */
const legacyRulesPy = `
import ast
_CONSTRUCTS = {
    "for": "for 循环", "while": "while 循环", "if": "if 判断", "def": "自己定义函数（def）",
    "return": "return", "import": "import", "fstring": "f 字符串",
    "comprehension": "列表推导式",
}

def _construct_name(construct):
    """The construct as a phrase to put between Chinese words: spaced where it ends in Latin letters."""
    name = construct[5:] + "()" if construct.startswith("call:") else _CONSTRUCTS.get(construct, construct)
    return " " + name + (" " if name[-1].isascii() else "")

def _uses(tree, construct):
    for node in ast.walk(tree):
        if construct == "for" and isinstance(node, (ast.For, ast.comprehension)):
            return True
        if construct == "while" and isinstance(node, ast.While):
            return True
        if construct == "if" and isinstance(node, (ast.If, ast.IfExp)):
            return True
        if construct == "def" and isinstance(node, (ast.FunctionDef, ast.Lambda)):
            return True
        if construct == "return" and isinstance(node, ast.Return):
            return True
        if construct == "import" and isinstance(node, (ast.Import, ast.ImportFrom)):
            return True
        if construct == "fstring" and isinstance(node, ast.JoinedStr):
            return True
        if construct == "comprehension" and isinstance(node, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
            return True
        if construct.startswith("call:") and isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
            if name == construct[5:]:
                return True
    return False

def _rule_failure(tree, rules):
    for index, rule in enumerate(rules):
        if "require" in rule and not _uses(tree, rule["require"]):
            return index, rule.get("message") or ("这道题要用" + _construct_name(rule["require"]) + "来完成哦。")
        if "forbid" in rule and _uses(tree, rule["forbid"]):
            return index, rule.get("message") or ("这道题不能用" + _construct_name(rule["forbid"]).rstrip() + "，换一种办法试试。")
    return None
`;

type Failure = { rule: number | null; message: string } | null;

/** Real Pyodide (the browser worker's CPython 3.14), started once. */
let pyodide: PyodideAPI;
let ruleFailure: (source: string, rules: string) => string;
beforeAll(async () => {
  pyodide = await loadPyodide({ stdout: () => {}, stderr: () => {} });
  pyodide.runPython(pythonRulesPy);
  ruleFailure = pyodide.globals.get("qisi_rule_failure");
}, 60_000);

const failure = (source: string, ...rules: PythonRule[]): Failure => {
  for (const rule of rules) PythonRuleSchema.parse(rule);
  return JSON.parse(ruleFailure(source, JSON.stringify(rules))) as Failure;
};
const holds = (source: string, rule: PythonRule) => failure(source, rule) === null;

describe("a variable is assigned and used in the output", () => {
  const anyVariable: PythonRule = { variable: {} };
  it("holds for a variable printed, also inside an f-string, a sum or a loop", () => {
    expect(holds('fruit = "苹果"\nprint(fruit)\n', anyVariable)).toBe(true);
    expect(holds('x = 1\nprint(f"x 是 {x}")\n', anyVariable)).toBe(true);
    expect(holds("apples = 5\napples = apples + 3\nprint(apples)\n", anyVariable)).toBe(true);
    expect(holds("for i in range(3):\n    print(i)\n", anyVariable)).toBe(true);
    expect(holds("a = int(input())\nprint(a * 2)\n", { variable: { name: "a", usedIn: "print" } })).toBe(
      true,
    );
  });

  it("fails when the literal is printed although a variable holds it", () => {
    expect(failure("a = 408\nprint(408)\n", { variable: { name: "a" } })).toEqual({
      rule: 0,
      message: "变量 a 已经装好了值，可输出的时候没有用到它：在 print 的括号里写上 a（不加引号）。",
    });
    expect(failure('fruit = "苹果"\nprint("fruit")\n', anyVariable)?.rule).toBe(0);
    expect(failure("for i in range(3):\n    print(408)\n", anyVariable)?.rule).toBe(0);
  });

  it("fails without any variable, and names the one the author asked for", () => {
    expect(failure("print(408)\n", anyVariable)?.message).toMatch(/^这道题要用变量/);
    expect(failure("b = 3\nprint(b)\n", { variable: { name: "apples" } })?.message).toBe(
      "这道题要用一个叫 apples 的变量：先写 apples = …，把值放进去。",
    );
  });

  it("counts only code that runs: a variable printed in a function nobody calls is not printed", () => {
    const uncalled = "def show():\n    x = 5\n    print(x)\nprint(5)\n";
    expect(failure(uncalled, anyVariable)?.rule).toBe(0);
    expect(holds(`${uncalled}show()\n`, anyVariable)).toBe(true);
  });

  it("can ask for the variable in a return instead", () => {
    const returns: PythonRule = { variable: { usedIn: "return" } };
    expect(holds("def f(a, b):\n    s = a + b\n    return s\nprint(f(1, 2))\n", returns)).toBe(true);
    expect(failure("def f(a, b):\n    s = a + b\n    return 3\nprint(f(1, 2))\n", returns)?.rule).toBe(0);
  });
});

describe("an operator is used", () => {
  const times: PythonRule = { operator: "*" };
  it("holds for a * b and for *=", () => {
    expect(holds("a = 12\nb = 34\nprint(a * b)\n", times)).toBe(true);
    expect(holds("x = 5\nx *= 2\nprint(x)\n", times)).toBe(true);
    expect(holds("print(12 * 34)\n", times)).toBe(true);
  });

  it("fails for print(408), and an operator in a string or a comment is no operator", () => {
    const message = "这道题要让计算机用乘号 * 算出来，别自己先算好再把答案写进程序里哦。";
    expect(failure("print(408)\n", times)).toEqual({ rule: 0, message });
    expect(failure('print("12 * 34 = 408")\n', times)?.rule).toBe(0);
    expect(failure("# 12 * 34\nprint(408)\n", times)?.rule).toBe(0);
    expect(failure("print(2 ** 10)\n", times)?.rule).toBe(0);
  });

  it("knows comparisons and logic", () => {
    expect(holds("a = 1\nif a <= 2:\n    print(a)\n", { operator: "<=" })).toBe(true);
    expect(failure("a = 1\nif a < 2:\n    print(a)\n", { operator: "<=" })?.message).toBe(
      "这道题要用比较符号 <= 比一比。",
    );
    expect(holds("a = 1\nprint(a > 0 and a < 5)\n", { operator: "and" })).toBe(true);
    expect(holds("a = 1\nprint(not a)\n", { operator: "not" })).toBe(true);
  });
});

describe("a literal is not printed", () => {
  const noLiteral: PythonRule = { noLiteralOutput: true };
  it.each([
    ["print(408)\n", 1],
    ['print("12 * 34 = 408")\n', 1],
    ['print(f"12 * 34 = {408}")\n', 1],
    ['print(f"{12 * 34}")\n', 1],
    ["print(12 * 34)\n", 1],
    ["print(str(408))\n", 1],
    ['print("%d" % 408)\n', 1],
    ["print(*[4, 0, 8])\n", 1],
    ['print("结果是：")\nx = 3\nprint(x)\n', 1],
    ["x = 3\nprint(x)\nprint(8)\n", 3],
    ['import sys\nsys.stdout.write("408\\n")\n', 2],
  ])("fails for %j on line %i", (source, line) => {
    expect(failure(source, noLiteral)).toEqual({
      rule: 0,
      message: `第 ${line} 行的 print 里直接写好了要输出的内容。让程序自己把它得出来吧：用上变量或者读进来的输入，换了数也一样能对。`,
    });
  });

  it.each([
    "a = 12\nb = 34\nprint(a * b)\n",
    "print(int(input()) * 2)\n",
    'x = 1\nprint("答案：", x)\n',
    'x = 1\nprint()\nprint("")\nprint(x, end="")\n',
    "def f():\n    print(408)\nx = 5\nprint(x)\n",
    "def f():\n    return 408\nprint(f())\n",
    'name = "小启"\nprint(f"你好，{name}")\n',
    "print(len(input()))\n",
  ])("holds for %j", (source) => {
    expect(holds(source, noLiteral)).toBe(true);
  });
});

describe("require and forbid a construct", () => {
  it("finds a loop: for, while, a comprehension", () => {
    const loop: PythonRule = { require: "loop" };
    expect(holds("for i in range(3):\n    print(i)\n", loop)).toBe(true);
    expect(holds("while True:\n    break\n", loop)).toBe(true);
    expect(holds("print(sum([i for i in range(5)]))\n", loop)).toBe(true);
    expect(failure("print(0)\nprint(1)\n", loop)?.message).toBe("这道题要用循环（for 或 while）来完成哦。");
  });

  it("does not count a for inside a function nobody calls, and says so", () => {
    const inside = "def count():\n    for i in range(3):\n        print(i)\n";
    expect(failure(`${inside}print(0)\nprint(1)\nprint(2)\n`, { require: "for" })).toEqual({
      rule: 0,
      message:
        "你写了 for 循环，可它在 count 里面，而 count 一次也没有被用到，所以它不会运行。记得调用 count()。",
    });
    expect(holds(`${inside}count()\n`, { require: "for" })).toBe(true);
    // Named and run later, or handed on as a callback: it counts.
    expect(holds(`${inside}run = count\nrun()\n`, { require: "for" })).toBe(true);
    // A function called only by itself is still never called.
    const recursive = "def down(n):\n    for i in range(n):\n        down(n - 1)\nprint(1)\n";
    expect(failure(recursive, { require: "for" })?.rule).toBe(0);
    // forbid looks everywhere, called or not.
    expect(failure(`${inside}print(0)\n`, { forbid: "for" })?.message).toBe(
      "这道题不能用 for 循环，换一种办法试试。",
    );
  });

  it("tells elif from an if inside else", () => {
    const elif = "a = 1\nif a > 2:\n    print(1)\nelif a > 0:\n    print(2)\n";
    const nested = "a = 1\nif a > 2:\n    print(1)\nelse:\n    if a > 0:\n        print(2)\n";
    expect(holds(elif, { require: "elif" })).toBe(true);
    expect(failure(nested, { require: "elif" })?.message).toBe("这道题要用 elif 来完成哦。");
    expect(holds(nested, { require: "else" })).toBe(true);
    expect(failure(elif, { require: "else" })?.rule).toBe(0);
  });

  it("knows modules imported, lists, dicts, break and calls by name", () => {
    expect(holds("import random\nprint(random.randint(1, 6))\n", { require: "import:random" })).toBe(true);
    expect(holds("from random import randint\nprint(randint(1, 6))\n", { require: "import:random" })).toBe(
      true,
    );
    expect(failure("import math\nprint(math.pi)\n", { require: "import:random" })?.message).toBe(
      "这道题要用 import random 来完成哦。",
    );
    expect(holds("a = [1, 2]\nprint(a)\n", { require: "list" })).toBe(true);
    expect(holds("a = {'x': 1}\nprint(a)\n", { require: "dict" })).toBe(true);
    expect(holds("while True:\n    break\n", { require: "break" })).toBe(true);
    expect(holds("a = []\na.append(1)\nprint(a)\n", { require: "call:append" })).toBe(true);
    expect(failure("print(1)\n", { require: "def" })?.message).toBe(
      "这道题要用自己定义函数（def）来完成哦。",
    );
  });

  it("keeps today's vocabulary answering as the harness's _rule_failure did", () => {
    const legacy = pyodide.runPython(`${legacyRulesPy}
import ast, json
def _legacy(source, rules_json):
    broken = _rule_failure(ast.parse(source), json.loads(rules_json))
    return "null" if broken is None else json.dumps({"rule": broken[0], "message": broken[1]}, ensure_ascii=False)
_legacy`) as (source: string, rules: string) => string;
    const programs = [
      "for i in range(3):\n    print(i)\n",
      "i = 0\nwhile i < 3:\n    i += 1\nprint(sum([1, 2]))\n",
      "def f(x):\n    return x * 2\nprint(f(3))\n",
      'import math\nx = 3\nprint(f"{x}")\nprint([y for y in range(x)] if x else None)\n',
      'print(input("名字："))\n',
    ];
    const constructs = ["for", "while", "if", "def", "return", "import", "fstring", "comprehension"];
    // The harness spaced every phrase as if it began in Latin ("要用 列表推导式"); this one does not.
    const respaced = (text: string) => text.replace(/用 (?=[^\x20-\x7e])/g, "用");
    for (const source of programs)
      for (const construct of [...constructs, "call:print", "call:sum", "call:input"])
        for (const rules of [[{ require: construct }], [{ forbid: construct }]])
          expect(ruleFailure(source, JSON.stringify(rules)), `${JSON.stringify(rules)} on ${source}`).toBe(
            respaced(legacy(source, JSON.stringify(rules))),
          );
  });
});

describe("input() turned into a number", () => {
  it.each([
    "a = int(input())\nprint(a)\n",
    "a = input()\nb = int(a)\nprint(b)\n",
    "a, b = map(int, input().split())\nprint(a + b)\n",
    "nums = [int(x) for x in input().split()]\nprint(sum(nums))\n",
    "line = input().strip()\nn = int(line)\nprint(n)\n",
  ])("holds for %j", (source) => {
    expect(holds(source, { input: "int" })).toBe(true);
    expect(holds(source, { input: "number" })).toBe(true);
  });

  it("fails when the text is used as it is, or a number is converted that was never read", () => {
    expect(failure("a = input()\nprint(a * 2)\n", { input: "int" })?.message).toBe(
      "读进来的 input() 是文字，要用 int() 把它变成整数才能拿来算，比如 a = int(input())。",
    );
    expect(failure('a = input()\nprint(int("3"))\n', { input: "int" })?.rule).toBe(0);
    expect(failure("a = int(input())\nprint(a)\n", { input: "float" })?.rule).toBe(0);
    expect(holds("a = float(input())\nprint(a)\n", { input: "number" })).toBe(true);
    expect(failure("print(5)\n", { input: "any" })?.message).toBe("这道题要用 input() 读进输入。");
    expect(holds("print(input())\n", { input: "any" })).toBe(true);
  });
});

describe("a function is defined and called", () => {
  it("holds for a function called by name", () => {
    const add = "def add(a, b):\n    return a + b\nprint(add(1, 2))\n";
    expect(holds(add, { function: {} })).toBe(true);
    expect(holds(add, { function: { name: "add" } })).toBe(true);
  });

  it("fails for a function never called, one only calling itself, none, or another name", () => {
    expect(failure("def add(a, b):\n    return a + b\nprint(3)\n", { function: {} })?.message).toBe(
      "你定义了函数 add，可是一次也没有调用它：写上 add(…)，它才会运行。",
    );
    expect(failure("def f(n):\n    return f(n - 1)\nprint(1)\n", { function: {} })?.rule).toBe(0);
    expect(failure("print(3)\n", { function: {} })?.message).toMatch(/^这道题要自己定义一个函数/);
    expect(
      failure("def plus(a, b):\n    return a + b\nprint(plus(1, 2))\n", { function: { name: "add" } })
        ?.message,
    ).toBe("这道题要自己定义一个叫 add 的函数：def add(…):，再调用它。");
  });
});

describe("rules in order, with the author's words", () => {
  it("answers the first broken rule's index, with its own message when there is one", () => {
    expect(
      failure("x = 5\nprint(408)\n", { require: "call:print" }, { variable: {}, message: "用上 x 吧。" }),
    ).toEqual({ rule: 1, message: "用上 x 吧。" });
    expect(failure("x = 5\nprint(x)\n", { require: "call:print" }, { variable: {} })).toBeNull();
  });
});

describe("a program that cannot be read gets a polite answer, never a crash", () => {
  const rules: PythonRule[] = [{ require: "loop" }];
  it("refuses to read more than 64 KB", () => {
    expect(failure(`x = 1\n${"# 很长的注释\n".repeat(9000)}`, ...rules)).toEqual({
      rule: null,
      message: "程序太长了，检查不了它是怎么写的。删掉用不着的部分再试试吧。",
    });
  });

  it.each([
    ["a chain of 30,000 additions", `print(${"1+".repeat(30_000)}1)\n`],
    ["30,000 minus signs", `print(${"-".repeat(30_000)}1)\n`],
    ["15,000 nots", `print(${"not ".repeat(15_000)}1)\n`],
    ["a chain of 20,000 calls", `print(f${"()".repeat(20_000)})\n`],
    ["an f-string around 10,000 additions", `print(f"{${"1+".repeat(10_000)}1}")\n`],
  ])("measures %s before parsing it (Pyodide would die of it)", (_what, source) => {
    expect(failure(source, ...rules)).toEqual({
      rule: null,
      message: "程序里有一行套了太多层，检查不了它是怎么写的。把它拆成几行简单的再试试吧。",
    });
    // Pyodide is still alive.
    expect(holds("for i in range(2):\n    print(i)\n", { require: "loop" })).toBe(true);
  });

  it("offers the same guard to a caller that compiles the program itself", () => {
    const tooComplex = pyodide.globals.get("qisi_too_complex") as (source: string) => string | undefined;
    expect(tooComplex("print(1 + 2)\n")).toBeUndefined();
    expect(tooComplex(`print(${"1+".repeat(30_000)}1)\n`)).toMatch(/套了太多层/);
  });

  it("reads long flat programs: a list of 3,000 negative numbers is not deep", () => {
    const numbers = Array.from({ length: 3000 }, (_, i) => `-${i}`).join(", ");
    expect(holds(`data = [${numbers}]\nfor x in data:\n    print(x)\n`, { require: "loop" })).toBe(true);
  });

  it("says Python cannot read a syntax error, a null byte or 300 nested brackets", () => {
    const unreadable = { rule: null, message: "Python 读不懂这个程序，先让它能运行起来吧。" };
    expect(failure("print(", ...rules)).toEqual(unreadable);
    expect(failure("print(1)\0\n", ...rules)).toEqual(unreadable);
    expect(failure(`x = ${"[".repeat(300)}${"]".repeat(300)}\n`, ...rules)?.rule).toBeNull();
  });

  it("reads nothing when there are no rules", () => {
    expect(JSON.parse(ruleFailure("print(", "[]"))).toBeNull();
  });

  it("refuses a rule it does not know (the schema keeps them out of content)", () => {
    expect(() => ruleFailure("print(1)", JSON.stringify([{ sometimes: "for" }]))).toThrow(/unknown rule/);
  });
});

describe("the module's text", () => {
  it("can live in a String.raw template and be loaded beside the harness", () => {
    expect(pythonRulesPy).not.toMatch(/`|\$\{/);
    // No name of the harness is taken: everything here is _qr_… or qisi_rule_failure.
    const defined = [...pythonRulesPy.matchAll(/^(?:def|class) (\w+)|^(\w+) =/gm)].map((m) => m[1] ?? m[2]);
    for (const name of defined) expect(name).toMatch(/^(_qr_|_Qr|_QR_|qisi_rule_failure$|qisi_too_complex$)/);
  });
});

/** The same text under native CPython (the trusted process may be one), when the machine has it. */
const python3 = (() => {
  try {
    return execFileSync("python3", ["-c", "import sys; print(sys.version_info >= (3, 10))"])
      .toString()
      .trim();
  } catch {
    return "";
  }
})();

describe.skipIf(python3 !== "True")("under native CPython", () => {
  // One python3 process; starting it takes seconds when the shared machine is busy.
  it("answers as Pyodide does", { timeout: 60_000 }, () => {
    const cases: [string, PythonRule[]][] = [
      ["a = 408\nprint(408)\n", [{ variable: { name: "a" } }]],
      ['print(f"12 * 34 = {408}")\n', [{ noLiteralOutput: true }]],
      ["def f():\n    for i in range(3):\n        print(i)\nprint(1)\n", [{ require: "for" }]],
      ["a = input()\nprint(a * 2)\n", [{ input: "int" }]],
      ["a = 1\nif a:\n    pass\nelif a:\n    pass\n", [{ require: "elif" }]],
      [`print(f"{${"1+".repeat(10_000)}1}")\n`, [{ require: "loop" }]],
      [`print(${"1+".repeat(30_000)}1)\n`, [{ require: "loop" }]],
      ["x = 2\nx *= 3\nprint(x)\n", [{ operator: "*" }, { noLiteralOutput: true }]],
    ];
    const script = `${pythonRulesPy}
import json, sys
for source, rules in json.load(sys.stdin):
    print(qisi_rule_failure(source, json.dumps(rules)))
`;
    const native = execFileSync("python3", ["-c", script], { input: JSON.stringify(cases) })
      .toString()
      .trim()
      .split("\n");
    expect(native).toEqual(cases.map(([source, rules]) => ruleFailure(source, JSON.stringify(rules))));
  });
});
