import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ContentIssue } from "./issues.ts";
import { checkedItemsFor, MIN_EXPLANATION_CHARACTERS } from "./lesson-rules.ts";
import { loadContent } from "./load.ts";

// A small lesson written on the format v2 (issue 37): predict, fix, make. Each test breaks one rule.
// Its first step stands for the 800 characters of explanation a written Python lesson needs (issue 39).
const explanation = "先读一读程序，猜一猜它会做什么，再运行看看对不对。".repeat(40);
const course = `title: 规则课程
summary: 一门测试课
description: 只在测试里用。
cover: /images/courses/test.svg
kind: python
order: 1
units:
  - id: r-u1
    title: 第一单元
    lessons: [01-sum]
`;

const lesson = (front = "") => `---
id: r-l1
title: 第 1 课：加起来
minutes: 10
${front}---

## 猜一猜

读一读这段程序。${explanation}

::: exercise-1

## 改一改

这个程序有一个错。

::: exercise-2

## 自己写

现在自己写一个。

::: exercise-3
`;

const predict = `kind: predict
code: |
  print(1 + 1)
choices: ["2", "1 + 1"]
answer: A
`;

const sumTask = (extra: string) => `kind: python
title: 两个数的和
${extra}tests:
  - stdin: "3\\n5\\n"
  - stdin: "1\\n2\\n"
random:
  count: 5
  seed: 1
  stdin: [{ int: [1, 9] }, { int: [1, 9] }]
hints:
  - 想一想：从键盘读到的是文字还是数？
  - 看看第 1 行和第 2 行：要把文字变成整数。
distractors:
  - print(a + b + 1)
`;

const solution = "a = int(input())\nb = int(input())\nprint(a + b)\n";
const dir = "courses/rules/01-sum";

const roots: string[] = [];
function issuesOf(files: Record<string, string | null>): ContentIssue[] {
  const root = mkdtempSync(join(tmpdir(), "qisi-rules-"));
  roots.push(root);
  const base: Record<string, string | null> = {
    "courses/rules/course.yaml": course,
    [`${dir}/lesson.md`]: lesson(),
    [`${dir}/exercise-1.yaml`]: predict,
    [`${dir}/exercise-2.yaml`]: sumTask("task: fix\n"),
    [`${dir}/exercise-2.solution.py`]: solution,
    [`${dir}/exercise-2.starter.py`]: "a = input()\nb = input()\nprint(a + b)\n",
    [`${dir}/exercise-3.yaml`]: sumTask(""),
    [`${dir}/exercise-3.solution.py`]: solution,
  };
  for (const [path, text] of Object.entries({ ...base, ...files })) {
    if (text === null) continue;
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return loadContent(root).issues;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const at = (file: string, line: number, reason: string) => ({
  file: `${dir}/${file}`,
  line,
  reason: expect.stringContaining(reason),
});

describe("given a lesson on the format v2", () => {
  it("accepts a lesson that opens with a prediction, has a fix and enough checked items", () => {
    expect(issuesOf({})).toEqual([]);
  });

  it("scales the checked items with the minutes: 8 for 30, at least 3", () => {
    expect([checkedItemsFor(30), checkedItemsFor(45), checkedItemsFor(10), checkedItemsFor(5)]).toEqual([
      8, 12, 3, 3,
    ]);
    expect(issuesOf({ [`${dir}/lesson.md`]: lesson().replace("minutes: 10", "minutes: 30") })).toEqual([
      at("lesson.md", 2, "30 分钟的课至少要有 8 个检查的练习（现在只有 3 个）"),
    ]);
  });

  it("refuses a lesson whose first exercise is not a prediction or a run, on that step's line", () => {
    const swapped = lesson()
      .replace("::: exercise-1", "::: exercise-9")
      .replace("::: exercise-3", "::: exercise-1")
      .replace("::: exercise-9", "::: exercise-3");
    expect(issuesOf({ [`${dir}/lesson.md`]: swapped })).toEqual([
      at("lesson.md", 7, "课的第一个练习要先让孩子预测或运行程序"),
    ]);
  });

  it("refuses a lesson without a predict step and without a fix or modify step", () => {
    const run = `kind: run\ncode: |\n  print(3)\nquestion: 程序输出了什么？\nchoices: ["3", "4"]\nanswer: A\n`;
    expect(
      issuesOf({
        [`${dir}/exercise-1.yaml`]: run,
        [`${dir}/exercise-2.yaml`]: sumTask(""),
        [`${dir}/exercise-2.starter.py`]: null,
      }),
    ).toEqual([at("lesson.md", 2, "至少要有一个预测题"), at("lesson.md", 2, "至少要有一个改错或修改的练习")]);
  });

  it("refuses a prose-only lesson unless it is marked draft", () => {
    const prose = `---\nid: r-l1\ntitle: 第 1 课\nminutes: 10\n---\n\n## 读一读\n\n只有文字。${explanation}\n`;
    const files = {
      [`${dir}/lesson.md`]: prose,
      ...Object.fromEntries(
        [1, 2, 3].flatMap((n) => [
          [`${dir}/exercise-${n}.yaml`, null],
          [`${dir}/exercise-${n}.solution.py`, null],
          [`${dir}/exercise-${n}.starter.py`, null],
        ]),
      ),
    };
    expect(issuesOf(files)).toEqual([at("lesson.md", 2, "这节课只有文字，没有一个要检查的练习")]);
    expect(
      issuesOf({
        ...files,
        [`${dir}/lesson.md`]: prose.replace("minutes: 10\n", "minutes: 10\ndraft: true\n"),
      }),
    ).toEqual([]);
  });

  it("refuses a Python lesson explained in fewer than 800 characters, on its frontmatter line", () => {
    const short = lesson().replace(explanation, "");
    expect(issuesOf({ [`${dir}/lesson.md`]: short })).toEqual([
      at("lesson.md", 2, `讲解只有 22 个汉字（代码不算），一节课至少要 ${MIN_EXPLANATION_CHARACTERS} 个`),
    ]);
    // Code blocks are programs, not explanation: they do not count.
    const padded = short.replace(
      "读一读这段程序。",
      `读一读这段程序。\n\n\`\`\`python\n# ${explanation}\n\`\`\``,
    );
    expect(issuesOf({ [`${dir}/lesson.md`]: padded })).toEqual([at("lesson.md", 2, "讲解只有 22 个汉字")]);
  });

  it("leaves a draft alone: the rules wait until it is written", () => {
    expect(
      issuesOf({
        [`${dir}/lesson.md`]: lesson("draft: true\n").replace("minutes: 10", "minutes: 60"),
        [`${dir}/exercise-1.yaml`]: sumTask("").replace("distractors:\n  - print(a + b + 1)\n", ""),
        [`${dir}/exercise-1.solution.py`]: solution,
      }),
    ).toEqual([]);
  });

  it("refuses a fix without its starter and a modify without its before", () => {
    expect(issuesOf({ [`${dir}/exercise-2.starter.py`]: null })).toEqual([
      at("exercise-2.yaml", 3, "task: fix 要有起始程序 exercise-2.starter.py"),
    ]);
    expect(issuesOf({ [`${dir}/exercise-2.yaml`]: sumTask("task: modify\n") })).toEqual([
      at("exercise-2.yaml", 3, "task: modify 要写 before"),
    ]);
  });
});

describe("given the authoring lints", () => {
  it("refuses unquoted prose cut by ' #', on its line", () => {
    const cut = sumTask("").replace(
      "  - 想一想：从键盘读到的是文字还是数？",
      "  - 想一想：第 1 行 #2 是什么？",
    );
    expect(issuesOf({ [`${dir}/exercise-3.yaml`]: cut })).toEqual([
      at("exercise-3.yaml", 11, "没有加引号的文字里有“ #”"),
    ]);
  });

  it("refuses fewer than 3 tests, and tests the child has all seen", () => {
    const few = `kind: python\ntitle: 和\ntests:\n  - stdin: "3\\n5\\n"\n  - stdin: "1\\n2\\n"\nhints: [想一想要先做什么。]\ndistractors: [print(a)]\n`;
    expect(issuesOf({ [`${dir}/exercise-3.yaml`]: few })).toEqual([
      at("exercise-3.yaml", 4, "至少要有 3 个测试（现在 2 个）"),
      at("exercise-3.yaml", 4, "至少要有一个孩子看不到的测试"),
    ]);
  });

  it("asks a program that reads no input for a structure rule instead of varied inputs", () => {
    const hello = `kind: python\ntitle: 你好\ntests:\n  - stdout: "你好\\n"\nhints: [想一想要用哪个函数。]\ndistractors: [Print("你好")]\n`;
    const files = { [`${dir}/exercise-3.yaml`]: hello, [`${dir}/exercise-3.solution.py`]: 'print("你好")\n' };
    expect(issuesOf(files)).toEqual([at("exercise-3.yaml", 4, "这道题的程序不读输入")]);
    const ruled = hello.replace("hints:", "rules:\n  - require: call:print\nhints:");
    expect(issuesOf({ ...files, [`${dir}/exercise-3.yaml`]: ruled })).toEqual([]);
  });

  it("refuses a ladder whose first two rungs hold a line of the solution, or whose first rung is code", () => {
    const leaky = sumTask("").replace(
      "  - 看看第 1 行和第 2 行：要把文字变成整数。",
      "  - 第一行写成 a  =  int( input() ) 就对了",
    );
    expect(issuesOf({ [`${dir}/exercise-3.yaml`]: leaky })).toEqual([
      at("exercise-3.yaml", 12, "第 2 级提示里有参考答案的一整行（a = int(input())）"),
    ]);
    const code = sumTask("").replace("  - 想一想：从键盘读到的是文字还是数？", "  - 用 `int` 把文字变成数。");
    expect(issuesOf({ [`${dir}/exercise-3.yaml`]: code })).toEqual([
      at("exercise-3.yaml", 11, "第 1 级提示只讲思路，不写代码"),
    ]);
  });

  it("asks for the Parsons puzzle's distractors", () => {
    const bare = sumTask("").replace("distractors:\n  - print(a + b + 1)\n", "");
    expect(issuesOf({ [`${dir}/exercise-3.yaml`]: bare })).toEqual([
      at("exercise-3.yaml", 11, "提示里的拼程序题要有一两行干扰行"),
    ]);
  });
});

describe("given the step kinds' own checks", () => {
  it("refuses a predict whose answer is not among its choices, and a Scratch predict without expectations", () => {
    expect(
      issuesOf({ [`${dir}/exercise-1.yaml`]: predict.replace("answer: A", "answer: C") }),
    ).toContainEqual(at("exercise-1.yaml", 5, "答案 C 不在选项里"));
    const scratch = `kind: predict\nlanguage: scratch\nproject: exercise-1.program.json\nchoices: [向右走, 向左走]\nanswer: A\n`;
    const project = JSON.stringify({
      targets: [{ isStage: true, name: "Stage", blocks: {}, variables: {}, costumes: [], sounds: [] }],
      meta: { semver: "3.0.0" },
    });
    const issues = issuesOf({
      [`${dir}/exercise-1.yaml`]: scratch,
      [`${dir}/exercise-1.program.json`]: project,
    });
    expect(issues).toContainEqual(at("exercise-1.yaml", 4, "Scratch 的每个选项都要写 expect"));
  });

  it("refuses a run-and-see whose marked value is not on its line", () => {
    const run = `kind: run\ncode: |\n  for i in range(3):\n      print("加油")\nchange: { line: 1, value: "5" }\nquestion: 改成 5 以后输出几行？\nanswer: ["5", 五]\n`;
    expect(issuesOf({ [`${dir}/exercise-1.yaml`]: run })).toContainEqual(
      at("exercise-1.yaml", 5, "code 的第 1 行里没有“5”"),
    );
  });

  it("refuses a Parsons step without distractors", () => {
    const parsons = `kind: parsons\nlanguage: python\ntitle: 排一排\ntests:\n  - stdin: "1\\n2\\n"\n  - stdin: "3\\n4\\n"\n  - stdin: "5\\n6\\n"\n    hidden: true\ndistractors: []\n`;
    expect(issuesOf({ [`${dir}/exercise-3.yaml`]: parsons })).toContainEqual(
      at("exercise-3.yaml", 9, "拼程序的题要有一两行干扰行"),
    );
  });
});
