import type { ExerciseView } from "@qisi/api";
import { describe, expect, it } from "vitest";
import {
  hasProgram,
  hasStageProgram,
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

describe("which predict and run-and-see steps have a program to run", () => {
  const step = (language: "python" | "scratch", program: { code?: string; project?: string }) =>
    ({
      id: "x",
      kind: "predict",
      title: "x",
      language,
      ...program,
      question: "?",
      choices: [],
      tries: 2,
    }) as ExerciseView;

  it("Python's in the editor, Scratch's project on the stage, neither without one", () => {
    expect(hasProgram(step("python", { code: "print(1)\n" }))).toBe(true);
    expect(hasStageProgram(step("python", { code: "print(1)\n" }))).toBe(false);
    expect(hasStageProgram(step("scratch", { project: '{"targets":[]}' }))).toBe(true);
    expect(hasProgram(step("scratch", { project: '{"targets":[]}' }))).toBe(false);
    expect(hasStageProgram(step("scratch", {}))).toBe(false);
  });
});
