import { describe, expect, it } from "vitest";
import { parseDiagnostics } from "../src/compile/diagnostics.ts";

describe("parseDiagnostics", () => {
  it("reads clang's located messages and drops the summary line", () => {
    const stderr = [
      "main.cpp:1:21: error: expected expression",
      "main.cpp:3:5: warning: unused variable 'x' [-Wunused-variable]",
      "In file included from main.cpp:1:",
      "main.cpp:9:1: fatal error: 'foo.h' file not found",
      "3 errors generated.",
    ].join("\n");
    expect(parseDiagnostics(stderr)).toEqual([
      { file: "main.cpp", line: 1, column: 21, severity: "error", message: "expected expression" },
      {
        file: "main.cpp",
        line: 3,
        column: 5,
        severity: "warning",
        message: "unused variable 'x' [-Wunused-variable]",
      },
      { file: "main.cpp", line: 9, column: 1, severity: "fatal", message: "'foo.h' file not found" },
    ]);
  });

  it("keeps linker errors without a location", () => {
    const stderr =
      "wasm-ld-19: error: /tmp/main-1a2b3c.o: undefined symbol: solve(int)\nclang++-19: error: linker command failed with exit code 1 (use -v to see invocation)";
    expect(parseDiagnostics(stderr)).toEqual([
      { file: "", line: 0, column: 0, severity: "error", message: "undefined symbol: solve(int)" },
      {
        file: "",
        line: 0,
        column: 0,
        severity: "error",
        message: "linker command failed with exit code 1 (use -v to see invocation)",
      },
    ]);
  });
});
