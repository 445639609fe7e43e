import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { defaultContentDir } from "../../config.ts";
import { formatIssues } from "../issues.ts";
import { loadContent } from "../load.ts";
import { createNodeContentRunners } from "./node-runners.ts";
import { proveExercise } from "./step-proofs.ts";

/**
 * The promises of the format v2 that only a real run keeps (issue 37): every predict step's answer
 * is what its program really does (Python in Pyodide, C++ through the judge, Scratch in scratch-vm),
 * every fix starter fails its checks, every modify starter does what `before` says and fails the
 * new tests — in content/, in the course written on the format (test/fixtures/content-v2), and a
 * fixture that breaks each promise once (test/fixtures/content-proofs).
 */
const runners = createNodeContentRunners();
afterAll(() => runners.close());

const fixture = (name: string) => fileURLToPath(new URL(`../../../test/fixtures/${name}`, import.meta.url));

async function proofIssues(dir: string) {
  const content = loadContent(dir);
  expect(formatIssues(content.issues)).toBe("");
  const exercises = content.courses.flatMap((course) =>
    course.units.flatMap((unit) =>
      unit.lessons.flatMap((lesson) => lesson.steps.flatMap((step) => step.exercise ?? [])),
    ),
  );
  const issues = [];
  for (const exercise of exercises) issues.push(...(await proveExercise(exercise, runners)));
  return issues;
}

describe("the steps' promises", () => {
  it("hold in content/", async () => {
    expect(formatIssues(await proofIssues(defaultContentDir))).toBe("");
  }, 300_000);

  it("hold in a course written on the format v2: predictions in Python, C++ and Scratch, a fix", async () => {
    expect(formatIssues(await proofIssues(fixture("content-v2")))).toBe("");
  }, 300_000);

  it("are refused when a real run breaks them, each with its file, line and reason", async () => {
    const at = (file: string, line: number, reason: string) => ({
      file: `courses/proofs-course/${file}`,
      line,
      reason,
    });
    expect(await proofIssues(fixture("content-proofs"))).toEqual([
      at("01-python/exercise-1.yaml", 4, "answer 写的是“3.5”，程序真正输出的是“3”"),
      at("01-python/exercise-2.yaml", 7, "答案 B（“你 好”）不是程序真正的输出“你好”：真正的输出是选项 A"),
      at("01-python/exercise-3.yaml", 7, "选项 B 和答案一样，也是程序真正的输出：只能有一个选项是对的"),
      at("01-python/exercise-4.yaml", 2, "预测题的程序运行不了：NameError: name 'x' is not defined"),
      at(
        "01-python/exercise-5.yaml",
        3,
        "task: fix 的起始程序通过了全部检查：改错题的起始程序要带着一个检查能发现的错",
      ),
      at(
        "01-python/exercise-6.yaml",
        5,
        expect.stringContaining("task: modify 的起始程序没有做到 before 说的："),
      ),
      at(
        "01-python/exercise-7.yaml",
        3,
        "task: modify 的起始程序不用改就通过了全部检查：新的 tests 要比 before 多要求一点，孩子改了才能通过",
      ),
      at("02-cpp/exercise-1.yaml", 10, "answer 写的是“3.5”，程序真正输出的是“3”"),
      at(
        "02-cpp/exercise-2.yaml",
        3,
        "task: fix 的起始程序通过了全部检查：改错题的起始程序要带着一个检查能发现的错",
      ),
      at(
        "03-scratch/exercise-1.yaml",
        9,
        expect.stringMatching(/^答案 B（“走到 x = 10”）运行以后并不成立：.*x = 30.*成立的是选项 A$/),
      ),
      at(
        "03-scratch/exercise-2.yaml",
        7,
        "选项 B（“往右走了”）运行以后也成立：只能有一个选项是对的，把它的 expect 写得和答案分得开",
      ),
      at(
        "03-scratch/exercise-3.yaml",
        3,
        "task: fix 的起始程序通过了全部检查：改错题的起始程序要带着一个检查能发现的错",
      ),
      at(
        "03-scratch/exercise-4.yaml",
        5,
        expect.stringContaining("task: modify 的起始程序没有做到 before 说的："),
      ),
    ]);
  }, 300_000);
});
