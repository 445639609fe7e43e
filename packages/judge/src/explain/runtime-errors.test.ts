import { describe, expect, it } from "vitest";
import { classifyTrapMessage, explainRuntimeFailure } from "./runtime-errors.ts";
import { fillText } from "./text.ts";

describe("classifyTrapMessage", () => {
  it.each([
    ["divide by zero", "divide-by-zero"],
    ["integer divide by zero", "divide-by-zero"],
    ["integer overflow", "integer-overflow"],
    ["unreachable", "out-of-bounds"],
    ["RuntimeError: unreachable executed", "out-of-bounds"],
    ["memory access out of bounds", "memory-access"],
    ["Maximum call stack size exceeded", "stack-overflow"],
    ["something new", "crash"],
  ])("reads %j as %s", (message, failure) => {
    expect(classifyTrapMessage(message)).toBe(failure);
  });
});

describe("fillText", () => {
  it("fills named placeholders and leaves literal braces alone", () => {
    expect(
      fillText({ id: "x", message: '写成 std::{name}，每个 "{" 配一个 "}"', values: { name: "cout" } }),
    ).toBe('写成 std::cout，每个 "{" 配一个 "}"');
  });

  it("gives every runtime failure a Chinese sentence", () => {
    expect(fillText(explainRuntimeFailure("divide-by-zero"))).toContain("除以 0");
  });
});
