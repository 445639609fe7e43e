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
      {
        file: "main.cpp",
        line: 9,
        column: 1,
        severity: "fatal",
        message: "'foo.h' file not found",
        code: "header-not-found",
      },
    ]);
  });

  it("keeps linker errors without a location", () => {
    const stderr =
      "wasm-ld-19: error: /tmp/main-1a2b3c.o: undefined symbol: solve(int)\nclang++-19: error: linker command failed with exit code 1 (use -v to see invocation)";
    expect(parseDiagnostics(stderr)).toEqual([
      {
        file: "",
        line: 0,
        column: 0,
        severity: "error",
        message: "undefined symbol: solve(int)",
        code: "undefined-symbol",
      },
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

describe("diagnostic codes (the studio's Chinese explanations are keyed by them)", () => {
  it("names the messages it knows, from clang, g++, wasm-ld and Python, and leaves others without a code", () => {
    const codes = parseDiagnostics(
      [
        "main.cpp:1:14: error: cannot use 'throw' with exceptions disabled",
        "main.cpp:2:3: error: cannot use 'try' with exceptions disabled",
        "main.cpp:1:10: fatal error: conio.h: No such file or directory",
        "main.cpp:4:3: error: use of undeclared identifier 'cout'",
        "main.cpp:4:3: error: 'cout' was not declared in this scope",
        "main.cpp:5:9: error: expected ';' after expression",
        "wasm-ld: error: /tmp/main-1.o: undefined symbol: system",
        "main.cpp:6:1: error: expected expression",
      ].join("\n"),
    ).map((d) => d.code ?? null);
    expect(codes).toEqual([
      "exceptions-disabled",
      "exceptions-disabled",
      "header-not-found",
      "undeclared-identifier",
      "undeclared-identifier",
      "expected-semicolon",
      "undefined-symbol",
      null,
    ]);
  });
});
