import { type Diagnostic, withCode } from "../compile/diagnostics.ts";
import type { CppStandard } from "../compile/flags.ts";
import type { RunFiles, RunLimits, RunResult } from "./run.ts";

export type Language = "cpp" | "python";

/** How the build went, as a submission shows it (CE diagnostics, the compiler, its time). */
export interface CompileInfo {
  ok: boolean;
  diagnostics: Diagnostic[];
  compiler: string;
  ms: number;
}

/**
 * Python's side of a runner: a syntax check (CE) and a program to run per test. Two of them:
 * native CPython in bubblewrap (src/native/python.ts, the default where the host has it) and
 * Pyodide (src/python/, the fallback).
 */
export interface PythonBackend {
  build(source: string): Promise<Build>;
  close(): Promise<void>;
}

/** A program ready to run any number of times (one test each). */
export interface Program {
  run(stdin: string, limits: RunLimits, extra?: RunFiles): Promise<RunResult>;
  /** Frees what the build left on disk (the native runner's binary); judge() calls it at the end. */
  dispose?(): Promise<void>;
}

export type Build =
  | { ok: true; compile: CompileInfo; program: Program }
  | {
      ok: false;
      /** diagnostics/timeout/too-large: the program's CE; internal: ours (SE). */
      reason: "diagnostics" | "timeout" | "too-large" | "internal";
      compile: CompileInfo;
    };

export interface BuildOptions {
  std?: CppStandard;
  /** The wasm runner fixes the memory maximum when it prepares the module. */
  memoryLimitBytes: number;
}

/**
 * What judge() needs from a sandbox: build a submission (compile C++, syntax-check Python), then
 * run it per test. Two implementations: `wasm` (C++ → wasm32-wasi in a worker thread, Python in
 * Pyodide in a locked-down child process) and `native` (g++ and python3 inside bubblewrap).
 */
export interface Runner {
  readonly name: "wasm" | "native";
  build(language: Language, source: string, options: BuildOptions): Promise<Build>;
  close(): Promise<void>;
}

/** A compiler that ran out of its address space (a preprocessor or template bomb). */
export const COMPILER_OUT_OF_MEMORY =
  /virtual memory exhausted|out of memory|Cannot allocate memory|std::bad_alloc/;

/**
 * The reason for a failed compile: the child's errors (or its bomb, killed at our time or memory
 * cap: CE as well), else a crash of the compiler itself (SE).
 */
export function failureReason(
  diagnostics: Diagnostic[],
  stderr: string,
  timedOut: boolean,
): { reason: Extract<Build, { ok: false }>["reason"]; diagnostics: Diagnostic[] } {
  if (timedOut) return { reason: "timeout", diagnostics };
  if (diagnostics.some((d) => d.severity === "error" || d.severity === "fatal"))
    return { reason: "diagnostics", diagnostics };
  if (COMPILER_OUT_OF_MEMORY.test(stderr)) {
    return {
      reason: "diagnostics",
      diagnostics: [
        { file: "", line: 0, column: 0, severity: "error", message: "compilation exceeded the memory limit" },
      ],
    };
  }
  return { reason: "internal", diagnostics };
}

/** A failed compile as a Build, with a message for the limits that leave no compiler output. */
export function failedBuild(
  reason: Extract<Build, { ok: false }>["reason"],
  diagnostics: Diagnostic[],
  compiler: string,
  ms: number,
): Build {
  const limit =
    reason === "timeout"
      ? "compilation exceeded the time limit"
      : reason === "too-large"
        ? "source is larger than 64 KB"
        : null;
  const shown: Diagnostic[] = limit
    ? [withCode({ file: "", line: 0, column: 0, severity: "error", message: limit })]
    : diagnostics;
  return { ok: false, reason, compile: { ok: false, diagnostics: shown, compiler, ms } };
}
