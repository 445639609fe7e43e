import type { ExerciseView } from "@qisi/api";
import { describe, expect, it } from "vitest";
import {
  keepsCode,
  lessonComplete,
  lessonProject,
  nextStepIndex,
  scratchProjectOf,
  stepStates,
} from "./step-states";

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

describe("which exercise keeps its own code, and which project a Scratch one is built in", () => {
  const scratch = (id: string, starter?: string) =>
    ({
      id,
      kind: "scratch",
      title: id,
      ...(starter !== undefined && { task: "fix", starter }),
      hints: 0,
      ladder: 0,
      check: {},
    }) as ExerciseView;
  const python = { id: "p1", kind: "python", title: "p1", starter: "", hints: 0, ladder: 0 } as ExerciseView;

  it("a fix or modify task's own project, a make task the lesson's", () => {
    expect(keepsCode(scratch("s1", '{"targets":[]}'))).toBe(true);
    expect(keepsCode(scratch("s2"))).toBe(false);
    expect(keepsCode(python)).toBe(true);
    expect(scratchProjectOf(scratch("s1", "{}"))).toBe("s1");
    expect(scratchProjectOf(scratch("s2"))).toBe(lessonProject);
    expect(scratchProjectOf(scratch("s3"))).toBe(lessonProject);
    expect(scratchProjectOf(python)).toBeNull();
  });
});
