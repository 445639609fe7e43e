import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { defaultContentDir } from "../config.ts";
import { loadContent } from "./load.ts";

/**
 * Issue 38 item 2: `content check` refuses a pattern RE2 cannot compile, with file, line and
 * RE2's reason — the two lookaround patterns content had before (a "fewer than four forward" and a
 * "this line is missing") among them — and says how to write them with `missing:`.
 */
const root = mkdtempSync(join(tmpdir(), "qisi-patterns-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const files: Record<string, string> = {
  "courses/test-course/course.yaml": `title: 测试课程
summary: 一门测试课
description: 只在测试里用。
cover: /images/courses/test.svg
kind: python
order: 1
units:
  - id: t-u1
    title: 第一单元
    lessons: [01-hello]
`,
  "courses/test-course/01-hello/lesson.md": `---
id: t-l1
title: 第 1 课
minutes: 20
---

## 画正方形

画一个正方形。

::: exercise-1

## 第一个 C++ 程序

说一声你好。

::: exercise-2
`,
  "courses/test-course/01-hello/exercise-1.yaml": `kind: python
title: 画正方形
tests:
  - stdout: "x\\n"
wrong:
  - program: print("y")
    code: "(?<![\\\\s\\\\S])(?![\\\\s\\\\S]*\\\\b(forward|fd)\\\\()"
    message: 少画了一条边。
  - program: print("y")
    missing: "\\\\A(?:[\\\\s\\\\S]*?\\\\b(?:forward|fd)\\\\(){4}"
    message: 少画了一条边。
  - program: print("y")
    error: "(Name)Error: \\\\1"
    message: 名字写错了。
`,
  "courses/test-course/01-hello/exercise-1.solution.py": 'print("x")\n',
  "courses/test-course/01-hello/exercise-2.yaml": `kind: cpp
title: 你好
tests:
  - stdout: "你好\\n"
wrong:
  - program: "int main() {}"
    verdict: CE
    code: "^#include(?![\\\\s\\\\S]*using\\\\s+namespace\\\\s+std)"
    message: 少了 using namespace std;
  - program: "int main() {}"
    verdict: CE
    code: "^#include"
    missing: "using\\\\s+namespace\\\\s+std"
    message: 少了 using namespace std;
`,
  "courses/test-course/01-hello/exercise-2.solution.cpp":
    '#include <iostream>\nusing namespace std;\nint main() { cout << "你好" << endl; }\n',
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

describe("content's patterns", () => {
  it("are refused where RE2 cannot compile them, with file, line and RE2's reason", () => {
    // Only the pattern issues: the lesson rules have their own tests (load.test.ts).
    const issues = loadContent(root)
      .issues.filter((issue) => issue.reason.includes("RE2"))
      .map((issue) => `${issue.file}:${issue.line}: ${issue.reason}`);
    const python = "courses/test-course/01-hello/exercise-1.yaml";
    const cpp = "courses/test-course/01-hello/exercise-2.yaml";
    const lookaround =
      "。RE2 不支持向前看 (?= (?! 和向后看 (?<= (?<!：要说“程序里缺了什么”，把它写成 missing:（见 content/README.md）";
    expect(issues).toEqual([
      `${python}:7: wrong.0.code: code 的正则表达式 RE2 编译不了（RE2 说：invalid perl operator: (?<）${lookaround}`,
      `${python}:13: wrong.2.error: error 的正则表达式 RE2 编译不了（RE2 说：invalid escape sequence: \\1）。RE2 不支持反向引用 \\1：请换一种写法`,
      `${cpp}:8: wrong.0.code: code 的正则表达式 RE2 编译不了（RE2 说：invalid perl operator: (?!）${lookaround}`,
    ]);
  });

  it("all compile in the real content", () => {
    expect(loadContent(defaultContentDir).issues.filter((issue) => issue.reason.includes("RE2"))).toEqual([]);
  });
});
