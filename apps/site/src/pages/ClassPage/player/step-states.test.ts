import { describe, expect, it } from "vitest";
import { lessonComplete, nextStepIndex, stepStates } from "./step-states";

const steps = [{}, { exerciseId: "e1" }, {}, { exerciseId: "e2" }, {}];

describe("stepStates", () => {
  it("makes the first unpassed exercise's step current, what is before it passed", () => {
    expect(stepStates(steps, new Set())).toEqual(["passed", "current", "todo", "todo", "todo"]);
    expect(stepStates(steps, new Set(["e1"]))).toEqual(["passed", "passed", "passed", "current", "todo"]);
  });

  it("passes every step once every exercise passed", () => {
    expect(stepStates(steps, new Set(["e1", "e2"]))).toEqual(Array(5).fill("passed"));
  });

  it("does not skip an earlier exercise passed out of order", () => {
    expect(stepStates(steps, new Set(["e2"]))).toEqual(["passed", "current", "todo", "todo", "todo"]);
  });
});

describe("lessonComplete", () => {
  it("needs every exercise, and at least one", () => {
    expect(lessonComplete(["e1", "e2"], new Set(["e1"]))).toBe(false);
    expect(lessonComplete(["e1", "e2"], new Set(["e2", "e1"]))).toBe(true);
    expect(lessonComplete([], new Set())).toBe(false);
  });
});

describe("nextStepIndex", () => {
  it("is the following step, none after the last", () => {
    expect(nextStepIndex(steps, 1)).toBe(2);
    expect(nextStepIndex(steps, 4)).toBeNull();
  });
});
