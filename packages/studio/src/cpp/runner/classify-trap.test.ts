import { describe, expect, it } from "vitest";
import { classifyTrap } from "./classify-trap.ts";

/** The errors a trapping wasm program throws, as Chromium, Firefox and Safari word them. */
describe("classifyTrap", () => {
  const trap = (message: string) => Object.assign(new Error(message), { name: "RuntimeError" });

  it.each([
    ["divide by zero", "divide-by-zero"],
    ["integer divide by zero", "divide-by-zero"],
    ["integer overflow", "integer-overflow"],
    ["unreachable", "out-of-bounds"],
    ["unreachable executed", "out-of-bounds"],
    ["memory access out of bounds", "memory-access"],
    ["index out of bounds", "memory-access"],
    ["something new", "crash"],
  ])("reads %j as %s", (message, failure) => {
    expect(classifyTrap(trap(message), false)).toBe(failure);
  });

  it("reads a RangeError (too deep a call chain) as a stack overflow", () => {
    expect(classifyTrap(new RangeError("Maximum call stack size exceeded"), false)).toBe("stack-overflow");
    expect(classifyTrap(new Error("too much recursion"), false)).toBe("stack-overflow");
  });

  it("believes the runtime's out-of-memory report over the trap that follows it", () => {
    expect(classifyTrap(trap("unreachable"), true)).toBe("out-of-memory");
  });
});
