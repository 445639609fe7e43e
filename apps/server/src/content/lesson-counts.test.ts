import { describe, expect, it } from "vitest";
import { defaultContentDir } from "../config.ts";
import { chineseCharacters, lessonCounts } from "./lesson-counts.ts";
import { loadContent } from "./load.ts";

describe("a lesson's counts", () => {
  it("counts the Chinese a child reads, leaving code blocks out", () => {
    expect(chineseCharacters('先猜一猜。\n\n```python\nprint("生日快乐！")\n```\n\n再运行。')).toBe(7);
    expect(chineseCharacters("print(1)")).toBe(0);
  });

  it("counts 第 3 课's steps, checked items, prose and the runs with unseen input", () => {
    const content = loadContent(defaultContentDir);
    const lesson = content.courses
      .flatMap((course) => course.units.flatMap((unit) => unit.lessons))
      .find((each) => each.meta.id === "25s2-01-l3");
    const counts = lessonCounts(lesson!);
    expect(counts.steps).toBe(lesson!.steps.length);
    expect(counts.checked).toBeGreaterThanOrEqual(8);
    expect(counts.characters).toBeGreaterThanOrEqual(800);
    expect(counts.unseen).toBeGreaterThan(0);
    expect(counts.unseen).toBeLessThanOrEqual(counts.tests);
  });
});
