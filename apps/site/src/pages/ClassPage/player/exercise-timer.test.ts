import { describe, expect, it } from "vitest";
import { ExerciseTimer } from "./exercise-timer";

describe("ExerciseTimer", () => {
  it("counts the time an exercise is in focus and starts again after each take", () => {
    let now = 0;
    const timer = new ExerciseTimer(() => now);
    timer.focus("e1");
    now = 42_400;
    expect(timer.take("e1")).toBe(42);
    now += 5_000;
    expect(timer.take("e1")).toBe(5);
  });

  it("does not count while the page is hidden or another exercise is in focus", () => {
    let now = 0;
    const timer = new ExerciseTimer(() => now);
    timer.focus("e1");
    now = 10_000;
    timer.pause();
    now = 100_000;
    timer.resume();
    now = 110_000;
    timer.focus("e2");
    now = 130_000;
    expect(timer.take("e1")).toBe(20);
    expect(timer.take("e2")).toBe(20);
  });

  it("caps one attempt at an hour", () => {
    let now = 0;
    const timer = new ExerciseTimer(() => now);
    timer.focus("e1");
    now = 5 * 3600 * 1000;
    expect(timer.take("e1")).toBe(3600);
  });
});
