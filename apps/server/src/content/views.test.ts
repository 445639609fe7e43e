import { describe, expect, it } from "vitest";
import { defaultContentDir } from "../config.ts";
import { loadContent } from "./load.ts";
import type { QuizExerciseFile } from "./schema.ts";
import { exerciseView, gradeQuiz, parsonsLines, type StoredExercise } from "./views.ts";

const content = loadContent(defaultContentDir);
const exercise = (id: string) => {
  for (const course of content.courses)
    for (const unit of course.units)
      for (const lesson of unit.lessons)
        for (const step of lesson.steps) if (step.exercise?.id === id) return step.exercise;
  throw new Error(`no exercise ${id}`);
};
// A Python exercise's view needs its cases expanded by the reference: content.test.ts reads those.

describe("what a learner gets of an exercise", () => {
  it("shows a quiz without its answer, and marks answers with the author's words", () => {
    const ex = exercise("25s2-01-l2-e7");
    const quiz = ex.data as QuizExerciseFile;
    const view = exerciseView(ex.id, "给盒子起名字", quiz);
    expect(view).toMatchObject({
      kind: "quiz",
      type: "single",
      options: ["sold count", "2sold", "sold_count", "sold-count"],
    });
    expect(JSON.stringify(view)).not.toMatch(/answer|why|explanation/);
    expect(gradeQuiz(quiz, "C")).toMatchObject({ correct: true, why: [] });
    expect(gradeQuiz(quiz, "B")).toEqual({
      correct: false,
      why: ["名字不能用数字开头。可以写成 sold2。"],
      explanation:
        "名字由英文字母、数字和下划线组成，不能用数字开头，中间不能有空格或减号。下划线 _ 可以把两个词连起来。",
    });
    const truefalse = exercise("25s2-01-l3-e9").data as QuizExerciseFile;
    expect(gradeQuiz(truefalse, false).correct).toBe(true);
    expect(gradeQuiz(truefalse, true).correct).toBe(false);
    const multiple = { ...quiz, type: "multiple", answer: ["A", "C"] } as QuizExerciseFile;
    expect(gradeQuiz(multiple, ["C", "A"]).correct).toBe(true);
    expect(gradeQuiz(multiple, ["A"]).correct).toBe(false);
  });

  it("shuffles the solution's lines for the Parsons hint: the same order every time, never the right one", () => {
    const solution =
      'name = "小启"\nage = 9\n\n# 说出来\nprint(name, "今年", age, "岁")\nprint("明年", age + 1, "岁")\n';
    const lines = parsonsLines("25s2-01-l2-e3", solution);
    expect([...lines].sort()).toEqual(
      ['name = "小启"', "age = 9", 'print(name, "今年", age, "岁")', 'print("明年", age + 1, "岁")'].sort(),
    );
    expect(lines).not.toEqual([
      'name = "小启"',
      "age = 9",
      'print(name, "今年", age, "岁")',
      'print("明年", age + 1, "岁")',
    ]);
    expect(parsonsLines("25s2-01-l2-e3", solution)).toEqual(lines);
    expect(parsonsLines("x", 'print("你好")\n')).toEqual(['print("你好")']);
  });

  it("shows a C++ exercise with its samples and test count, never its hidden answers, wrong programs or solution", () => {
    const spec: StoredExercise = {
      kind: "cpp",
      title: "两数之和",
      hints: ["用 cin 读两个数。", "输出 a + b。"],
      tests: [{ stdin: "3 5\n", stdout: "8\n" }, { stdin: "1 1\n", stdout: "2\n" }, { stdin: "40 2\n" }],
      compare: "lines",
      timeLimitMs: 1000,
      samples: 2,
      wrong: [{ program: "int main() { /* wrong */ }", verdict: "WA", message: "忘了输出。" }],
      solution: "#include <iostream>\nint main() { int a, b; std::cin >> a >> b; std::cout << a + b; }\n",
      starter: "#include <iostream>\n",
    };
    const view = exerciseView("x-e1", "两数之和", spec);
    expect(view).toEqual({
      id: "x-e1",
      kind: "cpp",
      title: "两数之和",
      starter: "#include <iostream>\n",
      hints: 2,
      ladder: 4,
      tests: 3,
      samples: [
        { stdin: "3 5\n", stdout: "8\n" },
        { stdin: "1 1\n", stdout: "2\n" },
      ],
    });
    expect(JSON.stringify(view)).not.toMatch(/40 2|wrong|忘了|std::cin/);
  });

  it("keeps a C++ solution's #include lines in the Parsons puzzle and leaves its // comments out", () => {
    const solution = "#include <iostream>\nusing namespace std;\n// 读两个数\nint main() {\n  return 0;\n}\n";
    expect([...parsonsLines("x-e1", solution)].sort()).toEqual(
      ["#include <iostream>", "using namespace std;", "int main() {", "  return 0;", "}"].sort(),
    );
  });
});
