import type { BrowserPythonCheck, ExerciseCheckResult, StoredPythonCheck } from "@qisi/api/contract";
import { browserCheck, checkPythonAttempt } from "@qisi/studio/checks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultContentDir } from "../config.ts";
import { formatIssues } from "./issues.ts";
import { loadContent } from "./load.ts";
import { expandPythonChecks, pythonExercises } from "./python-expectations.ts";
import { type TrustedPython, trustedPython } from "./trusted-python.ts";
import { exerciseView, type StoredExercise } from "./views.ts";

/**
 * The content test (issue 20, issue 37 item 2): all of content/ loads without a problem; every
 * Python reference runs on every case at expansion (a failing or disagreeing reference is a
 * problem), and then passes its own checks; every declared wrong answer fails with its declared
 * message; no starter passes; every quiz's answer is right — a code-reading quiz's program is run
 * to prove it. Every Python verdict is given twice, on the server's stored cases and on the
 * browser's view (hidden answers as hashes), and must be the same. The lesson view of every Python
 * exercise is read to prove it carries no reference solution and no hidden answer.
 */
const content = loadContent(defaultContentDir);
const lessons = content.courses.flatMap((course) => course.units.flatMap((unit) => unit.lessons));
const exercises = lessons.flatMap((lesson) => lesson.steps.flatMap((step) => step.exercise ?? []));
const python = pythonExercises(content);
const quizzes = exercises.flatMap((exercise) =>
  exercise.data.kind === "quiz" ? [{ ...exercise, quiz: exercise.data }] : [],
);

let trusted: TrustedPython;
let checks: Map<string, StoredPythonCheck>;
let expansionIssues = "";
beforeAll(async () => {
  trusted = trustedPython();
  const expanded = await expandPythonChecks(content, defaultContentDir, trusted);
  checks = expanded.checks;
  expansionIssues = formatIssues(expanded.issues);
}, 120_000);
afterAll(() => trusted?.close());

/** The verdict on the stored cases; the browser's view must give the same. */
async function check(stored: StoredPythonCheck, source: string): Promise<ExerciseCheckResult> {
  const server = await checkPythonAttempt(stored, source, trusted);
  const browser = await checkPythonAttempt(browserCheck(stored), source, trusted);
  expect(browser).toEqual(server);
  return server;
}
const why = (result: ExerciseCheckResult) => (result.passed ? "passed" : result.message);
const storedOf = (id: string) => {
  const stored = checks.get(id);
  if (!stored) throw new Error(`${id} was not expanded`);
  return stored;
};

describe("content/", () => {
  it("loads without a single problem, and every Python reference runs on every case", () => {
    expect(formatIssues(content.issues)).toBe("");
    expect(expansionIssues).toBe("");
    expect(exercises.length).toBeGreaterThan(0);
    expect([...checks.keys()].sort()).toEqual(python.map((exercise) => exercise.id).sort());
  });

  it.each(python.map((exercise) => [exercise.file, exercise] as const))(
    "%s: the reference passes",
    async (_, exercise) => {
      expect(why(await check(storedOf(exercise.id), exercise.solution!))).toBe("passed");
    },
  );

  it.each(python.map((exercise) => [exercise.file, exercise] as const))(
    "%s: every known wrong answer fails with its own message, and the starter does not pass",
    async (_, exercise) => {
      if (exercise.data.kind !== "python") return;
      const stored = storedOf(exercise.id);
      for (const wrong of exercise.data.wrong) {
        const result = await check(stored, wrong.program);
        expect(why(result)).toContain(`——${wrong.message}`);
      }
      if (exercise.starter !== undefined) expect((await check(stored, exercise.starter)).passed).toBe(false);
    },
  );

  it.each(python.map((exercise) => [exercise.file, exercise] as const))(
    "%s: the lesson view carries no reference solution and no hidden answer",
    (_, exercise) => {
      // A Parsons step's view is its puzzle (its own test in views.test.ts), not a Python view.
      if (exercise.data.kind !== "python") return;
      const spec = {
        ...exercise.data,
        solution: exercise.solution,
        starter: exercise.starter,
        check: storedOf(exercise.id),
      } as StoredExercise;
      const view = exerciseView(exercise.id, "练习", spec);
      if (view.kind !== "python") throw new Error("not a Python view");
      const text = JSON.stringify(view);
      // Not the program (its starter and the authors' messages may share a line with it), and no
      // line of it where the checks are: the cases hold inputs and answers, never code.
      expect(text).not.toContain(JSON.stringify((exercise.solution ?? "").trim()).slice(1, -1));
      const cases = JSON.stringify(view.check.cases);
      const lines = (exercise.solution ?? "").split("\n").filter((line) => line.trim().length > 8);
      for (const line of lines) expect(cases).not.toContain(JSON.stringify(line.trim()).slice(1, -1));
      expect(text).not.toContain('"solution"');
      expect(text).not.toContain('"program"');
      const check: BrowserPythonCheck = view.check;
      for (const kase of check.cases.filter((c) => c.hidden)) {
        expect(kase.expected).toBeUndefined();
        expect(kase.expectedHash).toMatch(/^[0-9a-f]{64}$/);
      }
    },
  );

  it("fails a program that prints the shown answer of an exercise with input, in the browser's view too", async () => {
    const stored = storedOf("25s2-01-l3-e6");
    expect(stored.cases.some((kase) => kase.hidden && kase.source === "tests")).toBe(true);
    const hardCoded = 'count = int(input("这一轮跳了几下？"))\nprint("还差 37 下")\n';
    const result = await check(stored, hardCoded);
    expect(result).toMatchObject({ passed: false, passedTests: 1 });
    expect(result.message).toBe(
      "试了 12 次，第 2 次换了一组没给你看的输入（另一位同学跳的个数）时，你的程序输出了「还差 37 下」，不对——37 只是输入 63 时的答案。换一个同学，跳的个数变了，答案也跟着变：要用读进来的数去算 100 减它。",
    );
    expect(result.test).toEqual({
      input: "",
      hidden: true,
      about: "另一位同学跳的个数",
      actual: "还差 37 下\n",
    });
  });

  it.each(quizzes.map((exercise) => [exercise.file, exercise] as const))(
    "%s: the answer is right",
    async (_, { quiz }) => {
      const letters = quiz.options.map((_, index) => String.fromCharCode(65 + index));
      if (quiz.type === "truefalse") return expect(typeof quiz.answer).toBe("boolean");
      for (const answer of [quiz.answer].flat()) expect(letters).toContain(answer);
      if (quiz.type !== "output" || quiz.language !== "python") return;
      const option = quiz.options[letters.indexOf(quiz.answer as string)]!;
      const output = typeof option === "string" ? option : option.text;
      const printed: StoredPythonCheck = {
        compare: "lines",
        salt: "quiz",
        rules: [],
        wrong: [],
        cases: [{ source: "tests", index: 0, stdin: "", hidden: false, expected: { stdout: output } }],
      };
      expect(why(await check(printed, quiz.code!))).toBe("passed");
    },
  );
});
