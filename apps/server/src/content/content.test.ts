import type { PythonCheckResult, PythonCheckSpec } from "@qisi/api/contract";
import { installCheckPhases, installChecks, publicCheckSpec } from "@qisi/studio/checks";
import { loadPyodide } from "pyodide";
import { beforeAll, describe, expect, it } from "vitest";
import { defaultContentDir } from "../config.ts";
import { parseObservations } from "../exercises/python-observations.ts";
import { pythonCheckSpec } from "./check-spec.ts";
import { formatIssues } from "./issues.ts";
import { loadContent } from "./load.ts";

/**
 * The content test (issue 20): all of content/ loads without a problem, every exercise's reference
 * solution passes its own checks, every declared wrong answer fails with its declared message, and
 * every quiz's answer is right — a code-reading quiz's program is run to prove its answer. Python
 * goes the server's way (observe on the public spec, the server's parser, judge) and must give
 * what the browser's one-interpreter check gives.
 */
const content = loadContent(defaultContentDir);
const lessons = content.courses.flatMap((course) => course.units.flatMap((unit) => unit.lessons));
const exercises = lessons.flatMap((lesson) => lesson.steps.flatMap((step) => step.exercise ?? []));
const python = exercises.filter((exercise) => exercise.data.kind === "python");
const quizzes = exercises.flatMap((exercise) =>
  exercise.data.kind === "quiz" ? [{ ...exercise, quiz: exercise.data }] : [],
);

let check: (spec: PythonCheckSpec, source: string) => PythonCheckResult;
beforeAll(async () => {
  const browser = installChecks(await loadPyodide({ stdout: () => {}, stderr: () => {} }));
  const phases = installCheckPhases(await loadPyodide({ stdout: () => {}, stderr: () => {} }));
  check = (spec, source) => {
    const observations = parseObservations(phases.observe(publicCheckSpec(spec), source));
    expect(observations).not.toBeNull();
    const result = phases.judge(spec, source, JSON.stringify(observations));
    expect(browser(spec, source)).toEqual(result);
    return result;
  };
}, 120_000);

const why = (result: PythonCheckResult) => result.failure?.message ?? "passed";

describe("content/", () => {
  it("loads without a single problem", () => {
    expect(formatIssues(content.issues)).toBe("");
    expect(exercises.length).toBeGreaterThan(0);
  });

  it.each(python.map((exercise) => [exercise.file, exercise] as const))(
    "%s: the reference passes",
    (_, exercise) => {
      const result = check(pythonCheckSpec(exercise), exercise.solution!);
      expect(why(result)).toBe("passed");
    },
  );

  it.each(python.map((exercise) => [exercise.file, exercise] as const))(
    "%s: every known wrong answer fails with its own message, and the starter does not pass",
    (_, exercise) => {
      if (exercise.data.kind !== "python") return;
      const spec = pythonCheckSpec(exercise);
      exercise.data.wrong.forEach((wrong, index) => {
        const result = check(spec, wrong.program);
        expect({ wrong: result.failure?.wrong, message: why(result) }).toEqual({
          wrong: index,
          message: expect.stringContaining(`——${wrong.message}`),
        });
      });
      if (exercise.starter !== undefined) expect(check(spec, exercise.starter).passed).toBe(false);
    },
  );

  it.each(quizzes.map((exercise) => [exercise.file, exercise] as const))(
    "%s: the answer is right",
    (_, { quiz }) => {
      const letters = quiz.options.map((_, index) => String.fromCharCode(65 + index));
      if (quiz.type === "truefalse") return expect(typeof quiz.answer).toBe("boolean");
      for (const answer of [quiz.answer].flat()) expect(letters).toContain(answer);
      if (quiz.type !== "output" || quiz.language !== "python") return;
      const option = quiz.options[letters.indexOf(quiz.answer as string)]!;
      const output = typeof option === "string" ? option : option.text;
      expect(why(check({ tests: [{ stdout: output }] }, quiz.code!))).toBe("passed");
    },
  );
});
