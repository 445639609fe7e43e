import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadContent } from "./load.ts";
import { exerciseView, type StoredExercise } from "./views.ts";

const course = `title: 测试课程
summary: 一门测试课
description: 只在测试里用。
cover: /images/courses/test.svg
kind: scratch
order: 1
units:
  - id: s-u1
    title: 第一单元
    lessons: [01-flag]
`;

const lesson = `---
id: s-l1
title: 第 1 课
minutes: 20
# The loader on its own: the lesson rules have their own tests (lesson-rules.test.ts).
draft: true
---

## 点绿旗

搭一段程序。

::: exercise-1
`;

const exercise = `kind: scratch
title: 说你好
hints: [先找“当绿旗被点击”。]
rules:
  - sprite: 小启
    script: [event_whenflagclicked, looks_sayforsecs]
behaviour:
  - frames: 30
    expect:
      - sprite: 小启
        said: 你好！
        message: 要说“你好！”。
wrong:
  - project: exercise-1.hello.json
    message: 要说“你好！”。
`;

const block = (opcode: string, next: string | null, parent: string | null, inputs = {}) => ({
  opcode,
  next,
  parent,
  inputs,
  fields: {},
  shadow: false,
  topLevel: parent === null,
});
const project = (opcode = "looks_sayforsecs") =>
  JSON.stringify({
    targets: [
      { isStage: true, name: "Stage", variables: {}, blocks: {} },
      {
        isStage: false,
        name: "小启",
        variables: {},
        blocks: { a: block("event_whenflagclicked", "b", null), b: block(opcode, null, "a") },
      },
    ],
  });

const roots: string[] = [];
function tree(files: Record<string, string | null>): string {
  const root = mkdtempSync(join(tmpdir(), "qisi-scratch-content-"));
  roots.push(root);
  const base: Record<string, string | null> = {
    "courses/s-course/course.yaml": course,
    "courses/s-course/01-flag/lesson.md": lesson,
    "courses/s-course/01-flag/exercise-1.yaml": exercise,
    "courses/s-course/01-flag/exercise-1.solution.json": project(),
    "courses/s-course/01-flag/exercise-1.hello.json": project(),
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

const reasons = (files: Record<string, string | null>) =>
  loadContent(tree(files)).issues.map((issue) => `${issue.file}:${issue.line}: ${issue.reason}`);

describe("Scratch exercises as files", () => {
  it("reads the exercise, its reference project and its wrong projects; the learner's view has the checks, not the solution", () => {
    const content = loadContent(tree({}));
    expect(content.issues).toEqual([]);
    const loaded = content.courses[0]!.units[0]!.lessons[0]!.steps[0]!.exercise!;
    expect(loaded).toMatchObject({ id: "s-l1-e1", solution: project(), wrongProjects: [project()] });
    const view = exerciseView(loaded.id, "说你好", {
      ...loaded.data,
      solution: loaded.solution,
    } as StoredExercise);
    expect(view).toMatchObject({ kind: "scratch", hints: 1, ladder: 2 });
    expect(view.kind === "scratch" && view.check.behaviour[0]).toMatchObject({ greenFlag: true, frames: 30 });
    expect(JSON.stringify(view)).not.toContain("hello.json");
    expect(JSON.stringify(view)).not.toContain('event_whenflagclicked","next');
  });

  it("refuses a missing reference, a missing or broken wrong project, and a misspelt field, with file and line", () => {
    expect(
      reasons({
        "courses/s-course/01-flag/exercise-1.solution.json": null,
        "courses/s-course/01-flag/exercise-1.hello.json": "{not json",
      }),
    ).toEqual([
      "courses/s-course/01-flag/exercise-1.yaml:1: Scratch 练习要有参考答案 exercise-1.solution.json 不存在",
      "courses/s-course/01-flag/exercise-1.hello.json:1: 这不是 Scratch 3 的 project.json",
    ]);
    expect(
      reasons({ "courses/s-course/01-flag/exercise-1.yaml": exercise.replace("frames: 30", "frame: 30") }),
    ).toEqual(["courses/s-course/01-flag/exercise-1.yaml:8: behaviour.0: 不认识的字段 frame（拼错了吗？）"]);
  });

  it("refuses a reference that a headless VM cannot judge (touching, edge bounce, pen)", () => {
    expect(
      reasons({ "courses/s-course/01-flag/exercise-1.solution.json": project("motion_ifonedgebounce") }),
    ).toEqual([
      "courses/s-course/01-flag/exercise-1.yaml:1: 参考答案用到了“碰到边缘就反弹”：服务器上没有画面，检查不了这样的程序的行为，请换一种不靠画面的检查（content/README.md）",
    ]);
  });
});
