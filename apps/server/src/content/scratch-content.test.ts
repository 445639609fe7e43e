import type { ExerciseCheckResult } from "@qisi/api/contract";
import { afterAll, describe, expect, it } from "vitest";
import { defaultContentDir } from "../config.ts";
import { createScratchChecker, type StoredScratchExercise } from "../exercises/scratch-check.ts";
import { seedProjects } from "../seed/starter-projects.ts";
import { formatIssues } from "./issues.ts";
import { loadContent } from "./load.ts";

/**
 * The content test for Scratch (issue 20), through the server's own checker (scratch-vm in a worker
 * thread): every reference project passes, every declared wrong project fails with its declared
 * message, and the project the lesson's studio opens with does not pass.
 */
const content = loadContent(defaultContentDir);
const scratch = content.courses.flatMap((course) =>
  course.units.flatMap((unit) =>
    unit.lessons.flatMap((lesson) =>
      lesson.steps.flatMap((step) =>
        step.exercise?.data.kind === "scratch" ? [{ lesson, exercise: step.exercise }] : [],
      ),
    ),
  ),
);

const checker = createScratchChecker();
afterAll(() => checker.close());

const check = (exercise: (typeof scratch)[number]["exercise"], project: string) =>
  checker(
    { id: exercise.id, spec: { ...exercise.data, solution: exercise.solution } as StoredScratchExercise },
    { kind: "scratch", project },
  );
const why = (result: ExerciseCheckResult) => (result.passed ? "passed" : result.message);

describe("Scratch exercises in content/", () => {
  it("load without a problem, and the sample lessons have some", () => {
    expect(formatIssues(content.issues)).toBe("");
    expect(scratch.length).toBeGreaterThanOrEqual(4);
  });

  it.each(scratch.map((entry) => [entry.exercise.file, entry] as const))(
    "%s: the reference passes, every wrong project fails with its own message, the lesson's starter does not pass",
    async (_, { lesson, exercise }) => {
      if (exercise.data.kind !== "scratch") return;
      expect(why(await check(exercise, exercise.solution!))).toBe("passed");
      for (const [index, wrong] of exercise.data.wrong.entries()) {
        const result = await check(exercise, exercise.wrongProjects![index]!);
        expect({ project: wrong.project, message: why(result) }).toEqual({
          project: wrong.project,
          message: expect.stringContaining(`——${wrong.message}`),
        });
      }
      const starter = seedProjects.find((project) => project.id === lesson.meta.starterProject);
      if (starter) expect((await check(exercise, starter.body)).passed).toBe(false);
    },
    60_000,
  );
});
