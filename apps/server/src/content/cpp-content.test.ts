import { createCompiler, WasmRunner } from "@qisi/judge";
import { afterAll, describe, expect, it } from "vitest";
import { defaultContentDir } from "../config.ts";
import { createCppChecker } from "../exercises/cpp-check.ts";
import { loadContent } from "./load.ts";
import type { StoredCppExercise } from "./views.ts";

/**
 * The content test for C++ (issue 20), beside content.test.ts (Python, in Pyodide): every C++
 * exercise's reference passes its tests through the real judge, every declared wrong answer fails
 * with its own message, the starter does not pass, and every C++ code-reading quiz's program,
 * compiled and run, prints the answer. One runner for the file; each program is compiled once.
 */
const content = loadContent(defaultContentDir);
const exercises = content.courses.flatMap((course) =>
  course.units.flatMap((unit) =>
    unit.lessons.flatMap((lesson) => lesson.steps.flatMap((step) => step.exercise ?? [])),
  ),
);
const cpp = exercises.flatMap((exercise) =>
  exercise.data.kind === "cpp"
    ? [{ ...exercise, spec: { ...exercise.data, solution: exercise.solution!, starter: exercise.starter } }]
    : [],
);
const readingQuizzes = exercises.flatMap((exercise) =>
  exercise.data.kind === "quiz" && exercise.data.type === "output" && exercise.data.language === "cpp"
    ? [{ ...exercise, quiz: exercise.data }]
    : [],
);

// The wasm runner the server uses, with room to compile on a busy shared machine (10 s by default).
const runner = new WasmRunner(createCompiler(), null, { compileTimeLimitMs: 60_000 });
afterAll(() => runner.close());
const check = createCppChecker({ runner });
const attempt = (exercise: { id: string; spec: StoredCppExercise }, code: string) =>
  check(exercise, { kind: "cpp", code });

describe("C++ in content/", () => {
  it("has C++ exercises and code-reading quizzes to check", () => {
    expect(cpp.length).toBeGreaterThan(0);
    expect(readingQuizzes.length).toBeGreaterThan(0);
  });

  it.each(cpp.map((exercise) => [exercise.file, exercise] as const))(
    "%s: the reference passes, every known wrong answer fails with its own message, the starter does not pass",
    async (_, exercise) => {
      const reference = await attempt(exercise, exercise.spec.solution);
      expect(reference.message).toBe("全部通过了，真棒！");
      for (const wrong of exercise.spec.wrong) {
        const result = await attempt(exercise, wrong.program);
        const note = result.message.includes("——")
          ? result.message.slice(result.message.lastIndexOf("——") + 2)
          : null;
        expect({ program: wrong.program, message: result.message, note }).toEqual({
          program: wrong.program,
          message: result.message,
          note: wrong.message,
        });
        // The first known mistake that matches is the one shown: an earlier one must not catch it.
        const earlier = exercise.spec.wrong.slice(0, exercise.spec.wrong.indexOf(wrong));
        for (const other of earlier) expect(result.message).not.toContain(`——${other.message}`);
      }
      if (exercise.spec.starter !== undefined)
        expect((await attempt(exercise, exercise.spec.starter)).passed).toBe(false);
    },
    120_000,
  );

  it.each(readingQuizzes.map((exercise) => [exercise.file, exercise] as const))(
    "%s: the program prints the answer",
    async (_, { id, quiz }) => {
      const letters = quiz.options.map((_, index) => String.fromCharCode(65 + index));
      const option = quiz.options[letters.indexOf(quiz.answer as string)]!;
      const output = typeof option === "string" ? option : option.text;
      const spec: StoredCppExercise = {
        kind: "cpp",
        title: id,
        hints: [],
        tests: [{ stdin: "", stdout: output }],
        compare: "lines",
        timeLimitMs: 1000,
        samples: 1,
        wrong: [],
        solution: quiz.code!,
      };
      expect((await attempt({ id, spec }, quiz.code!)).message).toBe("全部通过了，真棒！");
    },
    60_000,
  );
});
