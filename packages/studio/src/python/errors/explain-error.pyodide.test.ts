// @vitest-environment node
// Pyodide takes Node's path only outside jsdom (it checks for `window`).
import { setupI18n } from "@lingui/core";
import { loadPyodide, type PyodideAPI } from "pyodide";
import { beforeAll, describe, expect, it } from "vitest";
import { bootstrapPy } from "../worker/bootstrap-py.ts";
import { StopSignal } from "../worker/stop-signal.ts";
import { explainPythonError, type PythonErrorFacts } from "./explain-error.ts";

/** The source text of each message with its values filled in (no catalog: zh-CN is the source). */
const i18n = setupI18n({ locale: "zh-CN", messages: { "zh-CN": {} } });

interface Failed {
  facts: PythonErrorFacts;
  /** What the studio folds under the explanation. */
  traceback: string;
  stderr: string;
}

let python: PyodideAPI;
let answers: string[] = [];
let stderr = "";

/** Runs a program through the worker's own runner (`bootstrapPy`) and returns how it failed. */
async function fail(code: string, input: string[] = []): Promise<Failed> {
  answers = [...input];
  stderr = "";
  python.globals.set("_qisi_code", code);
  const result = python.runPython("_qisi_exec(_qisi_code)");
  const [status, report] = result.toJs() as [string, [string, string, number | null, string] | null];
  result.destroy();
  expect(status, stderr).toBe("error");
  const [name, message, line, traceback] = report ?? ["", "", null, ""];
  return { facts: { name, message, line, source: code }, traceback, stderr };
}

beforeAll(async () => {
  python = await loadPyodide({ stdout: () => {} });
  python.setStderr({ batched: (text) => (stderr += `${text}\n`) });
  const signal = new StopSignal(null, () => {});
  python.registerJsModule("_qisi", {
    shared_input: true,
    read_input_sync: () => answers.shift() ?? null,
    sleep: () => false,
    enter_program: () => signal.enterProgram(),
    leave_program: () => signal.leaveProgram(),
    turtle_ops: () => {},
  });
  python.runPython(bootstrapPy, { filename: "<qisi>" });
}, 60_000);

/** program, answers to input(), then what the child should read: line, title, words in the text. */
const mistakes: [program: string, input: string[], line: number, title: string, text: string[]][] = [
  [
    "score = 0\ndef add():\n    score = score + 1\nadd()\n",
    [],
    3,
    "变量在函数里还没有值",
    ["global score", "参数"],
  ],
  [
    'n = input("几次？")\nfor i in range(n):\n    print(i)\n',
    ["3"],
    2,
    "这里要整数，不是文字",
    ["int(input())"],
  ],
  [
    'score = input("分数？")\nif score > 60:\n    print("及格")\n',
    ["75"],
    2,
    "文字和数字不能比大小",
    ["用 > 比较"],
  ],
  ['print("哈" * "3")\n', [], 1, "文字只能乘以整数", ['"哈" * 3', "去掉引号"]],
  ["print(len(5))\n", [], 1, "数字没有长度", ["len(str(n))"]],
  ['height = float("一米四")\n', [], 1, "这段文字变不成小数", ["'一米四'", "1.4"]],
  ['age = int(input("几岁？"))\n', ["九岁"], 1, "这段文字变不成整数", ["'九岁'"]],
  ['x = 5\nif x = 5:\n    print("五")\n', [], 2, "比较要用两个等号", ["=="]],
  ['pritn("你好")\n', [], 1, "名字拼错了", ["你是不是想写 print？"]],
  ["score = 10\nscore = scroe + 1\n", [], 2, "名字拼错了", ["Python 不认识 scroe", "你是不是想写 score？"]],
  ['print("答案是" + 42)\n', [], 1, "文字和数字不能直接相加", ["str("]],
  ['print("你好"\nprint("再见")\n', [], 1, "括号没有配对", ["( 没有对应的 )"]],
  ['print("你好"))\n', [], 1, "多了一个括号", ["删掉多出来的 )"]],
  ["numbers = [1, 2, 3)\n", [], 1, "括号配错了", ["把 ) 换成 ]"]],
  ['print("你好)\n', [], 1, "引号没有配对", ["补上"]],
  ["for i in range(3):\n\tprint(i)\n        print(i * 2)\n", [], 3, "Tab 和空格混在一起了", ["4 个空格"]],
  ["x = math.sqrt(16)\n", [], 1, "忘了导入模块", ["import math"]],
  ["print(1 / 0)\n", [], 1, "除数是 0", ["!= 0"]],
  ["x = 1；\nprint(x)\n", [], 1, "有中文符号", ["分号 ； 是中文的", "英文的 ;"]],
  ["print(quota)\nquota = 5\n", [], 1, "先赋值，再使用", ["第 2 行才有值"]],
];

describe("explanations of beginners' mistakes, from programs run in Pyodide", () => {
  it.each(mistakes)("%j", async (program, input, line, title, words) => {
    const { facts } = await fail(program, input);
    const explained = explainPythonError(facts);
    expect(explained.line).toBe(line);
    expect(i18n._(explained.title)).toBe(title);
    for (const word of words) expect(i18n._(explained.text)).toContain(word);
    // CPython's English is Python's own words, folded; never the explanation.
    expect(i18n._(explained.text)).not.toContain(facts.message);
  });

  it("says honestly where Python points for an error it does not know", async () => {
    const { facts } = await fail("raise OSError('磁盘满了')\n");
    const explained = explainPythonError(facts);
    expect(explained.cause).toBe("honest");
    expect(i18n._(explained.text)).toContain("第 1 行");
  });
});

describe("the traceback over a learner's program", () => {
  // Issue 17: without the source in linecache, tracebacks named main.py's lines but showed none.
  it("shows each line's source, as CPython does, and only the learner's frames", async () => {
    const { traceback } = await fail("def half(n):\n    return n / 0\n\nprint(half(4))\n");
    expect(traceback).toContain('File "main.py", line 4, in <module>\n    print(half(4))');
    expect(traceback).toContain('File "main.py", line 2, in half\n    return n / 0');
    expect(traceback).not.toContain("<qisi>");
    expect(traceback).not.toContain("<exec>");
  });

  // Issue 37: the console keeps the program's output; the traceback is folded under the explanation.
  it("is handed to the explanation, not written to the console", async () => {
    const { stderr, traceback } = await fail("print(1 / 0)\n");
    expect(stderr).toBe("");
    expect(traceback).toContain("ZeroDivisionError: division by zero");
  });

  it("hides the studio's own time.sleep and keeps CPython's error for a wrong argument", async () => {
    const { facts, traceback } = await fail('import time\ntime.sleep("1")\n');
    expect(facts).toMatchObject({ name: "TypeError", line: 2 });
    expect(traceback).not.toContain("<qisi>");
  });
});
