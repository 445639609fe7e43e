import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { defaultContentDir } from "../config.ts";
import { packagesOnSale } from "./import.ts";
import { type ContentIssue, formatIssues } from "./issues.ts";
import { loadContent } from "./load.ts";

const course = `title: 测试课程
summary: 一门测试课
description: 只在测试里用。
cover: /images/courses/test.svg
kind: python
order: 1
units:
  - id: t-u1
    title: 第一单元
    lessons: [01-hello]
packages:
  - uid: t-full
    title: 完整课程
    description: 在线随时学，每一步马上检查。
    priceFen: 100
    lessons: 1
`;

const lesson = `---
id: t-l1
title: 第 1 课
minutes: 20
# The loader on its own: the lesson rules have their own tests (lesson-rules.test.ts).
draft: true
---

开场白。

## 说你好

用 print 打招呼。

::: exercise-1

## 小测验

读一读。

::: exercise-2
`;

const python = `kind: python
title: 打招呼
tests:
  - stdout: "你好\\n"
`;

const quiz = `kind: quiz
type: single
question: 哪个能输出文字？
options: [print, input]
answer: A
`;

const roots: string[] = [];
function tree(files: Record<string, string | null>): string {
  const root = mkdtempSync(join(tmpdir(), "qisi-content-"));
  roots.push(root);
  const base: Record<string, string | null> = {
    "courses/test-course/course.yaml": course,
    "courses/test-course/01-hello/lesson.md": lesson,
    "courses/test-course/01-hello/exercise-1.yaml": python,
    "courses/test-course/01-hello/exercise-1.solution.py": 'print("你好")\n',
    "courses/test-course/01-hello/exercise-2.yaml": quiz,
  };
  for (const [path, text] of Object.entries({ ...base, ...files })) {
    if (text === null) continue;
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const issuesOf = (files: Record<string, string | null>): ContentIssue[] => loadContent(tree(files)).issues;

describe("content loader", () => {
  it("reads a course, its lesson steps and their exercises", () => {
    const content = loadContent(tree({}));
    expect(content.issues).toEqual([]);
    const [first] = content.courses[0]!.units[0]!.lessons;
    expect(first!.intro).toBe("开场白。");
    expect(first!.steps.map((step) => [step.title, step.markdown, step.exercise?.id])).toEqual([
      ["说你好", "用 print 打招呼。", "t-l1-e1"],
      ["小测验", "读一读。", "t-l1-e2"],
    ]);
    expect(first!.steps[0]!.exercise!.solution).toBe('print("你好")\n');
  });

  it("names file and line of a missing field", () => {
    const issues = issuesOf({
      "courses/test-course/01-hello/lesson.md": lesson.replace("minutes: 20\n", ""),
    });
    expect(issues).toEqual([
      {
        file: "courses/test-course/01-hello/lesson.md",
        line: 2,
        reason: expect.stringContaining("minutes: 缺少这一项"),
      },
    ]);
  });

  it("points at the line of a wrong value inside a course file", () => {
    const issues = issuesOf({
      "courses/test-course/course.yaml": course.replace("priceFen: 100", "priceFen: -1"),
    });
    expect(issues).toEqual([
      { file: "courses/test-course/course.yaml", line: 15, reason: expect.stringContaining("priceFen") },
    ]);
  });

  it("reads who a course is for, and refuses an age range or GESP level that cannot be (issue 39)", () => {
    const facts =
      "ages: { from: 6, to: 9 }\nprerequisites: 零基础，会认字就能学。\ngesp: { track: scratch, level: 1 }\n";
    const content = loadContent(
      tree({ "courses/test-course/course.yaml": course.replace("units:", `${facts}units:`) }),
    );
    expect(content.issues).toEqual([]);
    expect(content.courses[0]!.course).toMatchObject({
      ages: { from: 6, to: 9 },
      prerequisites: "零基础，会认字就能学。",
      gesp: { track: "scratch", level: 1 },
    });
    const wrong = (text: string) =>
      issuesOf({ "courses/test-course/course.yaml": course.replace("units:", `${text}\nunits:`) }).map(
        (issue) => issue.reason,
      );
    expect(wrong("ages: { from: 9, to: 6 }")).toEqual([expect.stringContaining("to 不能比 from 小")]);
    expect(wrong("gesp: { track: scratch, level: 5 }")).toEqual([
      expect.stringContaining("GESP 图形化编程只有一到四级"),
    ]);
    expect(wrong("gesp: { track: java, level: 1 }")).toHaveLength(1);
    expect(wrong("prerequisites: 学过 3 门课")).toEqual([expect.stringContaining("3 门")]);
  });

  it("puts a package on sale only when none of the lessons it sells is a draft (issue 39)", () => {
    const lessonOf = (id: string, draft: boolean) => ({ meta: { id, draft } }) as never;
    const units = [
      {
        id: "u1",
        title: "一",
        lessons: [lessonOf("l1", false), lessonOf("l2", false), lessonOf("l3", true)],
      },
    ];
    const packages = [
      { uid: "full", lessons: 3, trial: false },
      { uid: "trial-2", lessons: 2, trial: true },
      { uid: "trial-3", lessons: 3, trial: true },
    ];
    const onSale = packagesOnSale({ course: { packages } as never, units: units as never });
    expect(Object.fromEntries(onSale)).toEqual({ full: false, "trial-2": true, "trial-3": false });
    const written = [{ ...units[0]!, lessons: units[0]!.lessons.slice(0, 2) }];
    expect(
      packagesOnSale({ course: { packages: [packages[0]!] } as never, units: written as never }),
    ).toEqual(new Map([["full", true]]));
  });

  it("refuses a lesson folder without lesson.md", () => {
    const issues = issuesOf({
      "courses/test-course/course.yaml": course.replace("[01-hello]", "[01-hello, 02-empty]"),
      "courses/test-course/02-empty/exercise-1.yaml": python,
    });
    expect(issues).toContainEqual({
      file: "courses/test-course/02-empty",
      line: 1,
      reason: "课的文件夹里没有 lesson.md",
    });
  });

  it("refuses an unknown exercise kind, on its line", () => {
    const issues = issuesOf({ "courses/test-course/01-hello/exercise-2.yaml": `title: x\nkind: essay\n` });
    expect(issues).toEqual([
      {
        file: "courses/test-course/01-hello/exercise-2.yaml",
        line: 2,
        reason: expect.stringContaining("kind 只能是 python、cpp、scratch、quiz"),
      },
    ]);
  });

  it("refuses a quiz whose answer is not among its options", () => {
    const issues = issuesOf({
      "courses/test-course/01-hello/exercise-2.yaml": quiz.replace("answer: A", "answer: C"),
    });
    expect(issues).toEqual([
      {
        file: "courses/test-course/01-hello/exercise-2.yaml",
        line: 5,
        reason: "answer: 答案 C 不在选项里（只有 A、B）",
      },
    ]);
  });

  it("refuses a Python exercise without its reference solution, and an exercise no step uses", () => {
    const issues = issuesOf({
      "courses/test-course/01-hello/exercise-1.solution.py": null,
      "courses/test-course/01-hello/exercise-3.yaml": quiz,
    });
    expect(issues.map((issue) => `${issue.file}: ${issue.reason}`)).toEqual([
      "courses/test-course/01-hello/exercise-1.yaml: Python 练习要有参考答案 exercise-1.solution.py",
      "courses/test-course/01-hello/exercise-3.yaml: 没有哪一步用到这个练习（在某一步最后写 ::: exercise-3）",
    ]);
  });

  describe("given a C++ exercise", () => {
    const cpp = `kind: cpp
title: 两数之和
tests:
  - stdin: "3 5\\n"
    stdout: "8\\n"
  - stdin: "1 1\\n"
wrong:
  - program: "int main() {}"
    verdict: WA
    message: 忘了输出。
`;
    const solution =
      "#include <iostream>\nint main() { int a, b; std::cin >> a >> b; std::cout << a + b; }\n";

    it("reads it with its .solution.cpp and .starter.cpp", () => {
      const content = loadContent(
        tree({
          "courses/test-course/01-hello/exercise-1.yaml": cpp,
          "courses/test-course/01-hello/exercise-1.solution.py": null,
          "courses/test-course/01-hello/exercise-1.solution.cpp": solution,
          "courses/test-course/01-hello/exercise-1.starter.cpp": "int main() {}\n",
        }),
      );
      expect(content.issues).toEqual([]);
      const exercise = content.courses[0]!.units[0]!.lessons[0]!.steps[0]!.exercise!;
      expect(exercise.data).toMatchObject({ kind: "cpp", compare: "lines", timeLimitMs: 1000, samples: 1 });
      expect([exercise.solution, exercise.starter]).toEqual([solution, "int main() {}\n"]);
    });

    it("refuses it without .solution.cpp, or with a Python file beside it", () => {
      const issues = issuesOf({ "courses/test-course/01-hello/exercise-1.yaml": cpp });
      expect(issues.map((issue) => `${issue.file}: ${issue.reason}`)).toEqual([
        "courses/test-course/01-hello/exercise-1.yaml: 这是 C++ 练习，代码文件要叫 exercise-1.solution.cpp",
        "courses/test-course/01-hello/exercise-1.yaml: C++ 练习要有参考答案 exercise-1.solution.cpp",
      ]);
    });

    it("refuses a sample without its answer, a bad pattern and a known mistake with nothing to match, on their lines", () => {
      const issues = issuesOf({
        "courses/test-course/01-hello/exercise-1.yaml": `kind: cpp
title: 两数之和
samples: 2
tests:
  - stdin: "3 5\\n"
    stdout: "8\\n"
  - stdin: "1 1\\n"
wrong:
  - program: "int main() {}"
    output: "("
    message: 括号。
  - program: x
    message: 什么也没写。
`,
        "courses/test-course/01-hello/exercise-1.solution.py": null,
        "courses/test-course/01-hello/exercise-1.solution.cpp": solution,
      });
      expect(issues.map((issue) => `${issue.line}: ${issue.reason}`)).toEqual([
        "10: wrong.0.output: output 的正则表达式 RE2 编译不了（RE2 说：missing ): (）",
        "12: wrong.1: 至少要有 output、code、missing 或 verdict 中的一个",
        "7: tests.1.stdout: 给学生看的样例要写出 stdout（前 samples 个测试）",
      ]);
    });
  });

  it("keeps a step prose first, then one exercise", () => {
    const issues = issuesOf({
      "courses/test-course/01-hello/lesson.md": lesson.replace(
        "::: exercise-1\n",
        "::: exercise-1\n\n还有话说。\n",
      ),
    });
    expect(issues).toEqual([
      {
        file: "courses/test-course/01-hello/lesson.md",
        line: 17,
        reason: "练习（::: exercise-n）要写在这一步的最后：先讲解，再练习",
      },
    ]);
  });

  it("does not split steps at a ## inside a code block", () => {
    const withCode = lesson.replace(
      "用 print 打招呼。",
      "用 print 打招呼。\n\n```python\n## 这是注释\nprint(1)\n```",
    );
    const content = loadContent(tree({ "courses/test-course/01-hello/lesson.md": withCode }));
    expect(content.issues).toEqual([]);
    expect(content.courses[0]!.units[0]!.lessons[0]!.steps).toHaveLength(2);
  });

  it("catches a lesson in no unit", () => {
    const issues = issuesOf({
      "courses/test-course/02-extra/lesson.md":
        "---\nid: t-l2\ntitle: 第 2 课\nminutes: 20\ndraft: true\n---\n\n只有文字的一课。\n",
    });
    expect(issues.map((issue) => issue.reason)).toEqual(["课 02-extra 不在任何单元（units）里"]);
  });

  // The site shows counts from the data (a package's `lessons`, the lessons the content has); prose
  // that writes one down goes stale (23h2-01-full said 16 lessons for a course of 3).
  it("refuses a count of lessons or exercises in catalogue prose, with its line, and leaves ordinals alone", () => {
    const issues = issuesOf({
      "courses/test-course/course.yaml": course
        .replace("title: 完整课程", "title: 完整课程 · 全部 2 课")
        .replace("summary: 一门测试课", "summary: 一门测试课，50 道练习题")
        .replace("title: 第一单元", "title: 第一单元：第 1 课到第十二课"),
    });
    expect(issues).toEqual([
      {
        file: "courses/test-course/course.yaml",
        line: 2,
        reason:
          "summary: 写着“50 道”：课和练习的数目网站会按内容自己显示（套餐的课数在 lessons 里），文字里不要写数字",
      },
      {
        file: "courses/test-course/course.yaml",
        line: 13,
        reason:
          "packages.0.title: 写着“2 课”：课和练习的数目网站会按内容自己显示（套餐的课数在 lessons 里），文字里不要写数字",
      },
    ]);
  });

  // A package's `lessons` is the "共 N 节课" of its sales page: 25s2-01-full sold 24 of a course's 5.
  it("refuses a full package whose lesson count is not the course's, and a trial that opens them all", () => {
    const issues = issuesOf({
      "courses/test-course/course.yaml": `${course.replace("    lessons: 1\n", "    lessons: 24\n")}  - uid: t-trial
    title: 体验课
    description: 先试一试。
    priceFen: 10
    lessons: 1
    trial: true
`,
    });
    expect(issues).toEqual([
      {
        file: "courses/test-course/course.yaml",
        line: 16,
        reason: "packages.0.lessons: 完整课程包含课程的全部 1 节课（units 里的课），lessons 却写着 24",
      },
      {
        file: "courses/test-course/course.yaml",
        line: 21,
        reason: "packages.1.lessons: 体验课只开放开头几节：lessons 要少于课程的 1 节课",
      },
    ]);
  });

  // A parent paid for "直播上课 + 课后作业点评，赠送配套练习册电子版" and found none of it (issue 39).
  it("refuses a promise of a feature the product does not have, with its line", () => {
    const issues = issuesOf({
      "courses/test-course/course.yaml": course
        .replace("description: 只在测试里用。", "description: 小班直播，老师当天批改作业。")
        .replace(
          "    description: 在线随时学，每一步马上检查。\n",
          "    description: 赠送配套练习册，期末项目答辩。\n",
        ),
    });
    expect(issues).toEqual([
      {
        file: "courses/test-course/course.yaml",
        line: 3,
        reason: "description: 写着“直播”，可还没有直播课：只写孩子买了真能用到的东西",
      },
      {
        file: "courses/test-course/course.yaml",
        line: 14,
        reason: "packages.0.description: 写着“练习册”，可还没有配套的练习册：只写孩子买了真能用到的东西",
      },
    ]);
  });

  it("finds no count of lessons or exercises written into the real content's catalogue prose", () => {
    const counts = loadContent(defaultContentDir).issues.filter((issue) =>
      issue.reason.includes("文字里不要写数字"),
    );
    expect(formatIssues(counts)).toBe("");
  });

  it("changes its hash when any file changes", () => {
    const before = loadContent(tree({})).hash;
    expect(loadContent(tree({})).hash).toBe(before);
    expect(
      loadContent(tree({ "courses/test-course/01-hello/exercise-1.solution.py": "print('你好')\n" })).hash,
    ).not.toBe(before);
  });
});
