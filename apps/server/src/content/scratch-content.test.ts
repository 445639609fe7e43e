import { type ExerciseCheckResult, maxExerciseCodeLength } from "@qisi/api/contract";
import { afterAll, describe, expect, it } from "vitest";
import { defaultContentDir } from "../config.ts";
import { createScratchChecker, type StoredScratchExercise } from "../exercises/scratch-check.ts";
import { starterLibrary } from "../scratch-library/starter-library.ts";
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

/** Every project a Scratch step puts on the stage or checks, by file: starters, references, programs. */
const stageProjects = content.courses.flatMap((course) =>
  course.units.flatMap((unit) =>
    unit.lessons.flatMap((lesson) =>
      lesson.steps.flatMap(({ exercise }) => {
        if (!exercise) return [];
        const texts: [string, string | undefined][] =
          exercise.data.kind === "scratch"
            ? [
                ["starter", exercise.starter],
                ["solution", exercise.solution],
                ...(exercise.wrongProjects ?? []).map(
                  (text, i) => [`wrong ${i + 1}`, text] as [string, string],
                ),
              ]
            : [["program", exercise.project]];
        return texts.flatMap(([role, text]) => (text ? [{ file: `${exercise.file} (${role})`, text }] : []));
      }),
    ),
  ),
);

/** The md5ext of every costume and sound a project.json names. */
const assetsOf = (text: string): string[] =>
  (
    JSON.parse(text) as { targets: { costumes?: { md5ext?: string }[]; sounds?: { md5ext?: string }[] }[] }
  ).targets
    .flatMap((target) => [...(target.costumes ?? []), ...(target.sounds ?? [])])
    .map((asset) => asset.md5ext ?? "");

describe("the projects Scratch steps show", () => {
  // The player's stage loads a fix or modify task's starter (and the child's kept copy of it) from
  // our server: every costume and sound it names must be one the server stores at start (the
  // starter library, `seedStarterLibrary`), never Scratch's CDN.
  const stored = new Set(starterLibrary().assets.map((asset) => asset.md5ext));

  it("name only costumes and sounds the server stores at start", () => {
    expect(stageProjects.length).toBeGreaterThan(10);
    const missing = stageProjects.flatMap(({ file, text }) =>
      assetsOf(text)
        .filter((md5ext) => !stored.has(md5ext))
        .map((md5ext) => `${file}: ${md5ext}`),
    );
    expect(missing).toEqual([]);
  });

  it("fit the kept-code bound many times over, so a child's project may grow tenfold before it is kept only locally", () => {
    const largest = Math.max(...stageProjects.map(({ text }) => text.length));
    expect(largest).toBeLessThan(maxExerciseCodeLength / 10);
  });
});

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
