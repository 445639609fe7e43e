import { createCompiler } from "../compile/index.ts";
import type { Compiler } from "../compile/types.ts";
import { NativePython, nativePythonUnavailable, nativePythonVersion } from "../native/python.ts";
import { NativeRunner, nativeUnavailable } from "../native/runner.ts";
import { PythonSandbox } from "../python/runner.ts";
import type { PythonBackend, Runner } from "../run/runner.ts";
import { WasmRunner } from "../run/wasm-runner.ts";

const byCompiler = new WeakMap<Compiler, WasmRunner>();

/**
 * judge() called with a bare Compiler (the first step's signature) gets one wasm runner per
 * compiler (C++ only, plus Python the way createRunner() would pick it).
 */
export function wasmRunnerFor(compiler: Compiler): WasmRunner {
  let runner = byCompiler.get(compiler);
  if (!runner) {
    const python = pythonBackendFor("auto");
    runner = new WasmRunner(compiler, python.create);
    byCompiler.set(compiler, runner);
  }
  return runner;
}

/**
 * Who runs learner code. C++: `wasm` (clang → wasm32-wasi in worker threads, any machine) or
 * `native` (g++ in bubblewrap, contest-faithful timing). Python: `native` (the host's CPython in
 * bubblewrap with seccomp), `pyodide` (CPython in WebAssembly, a process per run), or `auto`:
 * native where the host has python3 and a usable bubblewrap, else Pyodide.
 */
export interface RunnerChoice {
  cpp?: "wasm" | "native";
  python?: "auto" | "native" | "pyodide";
}

/** `JUDGE_RUNNER=native` (C++ on g++) and `PYTHON_RUNNER=native|pyodide` (default: auto). */
export function runnerChoiceFromEnv(env: Record<string, string | undefined> = process.env): RunnerChoice {
  const python = env.PYTHON_RUNNER;
  return {
    cpp: env.JUDGE_RUNNER === "native" ? "native" : "wasm",
    python: python === "native" || python === "pyodide" ? python : "auto",
  };
}

export interface ChosenRunner {
  runner: Runner;
  cpp: "wasm" | "native";
  python: "native" | "pyodide";
  /** One line for the server's start-up log: which runner judges each language, and why. */
  description: string;
}

function pythonBackendFor(choice: RunnerChoice["python"]): {
  kind: "native" | "pyodide";
  create: () => PythonBackend;
  description: string;
} {
  const missing = nativePythonUnavailable();
  if (choice === "native" && missing) throw new Error(`PYTHON_RUNNER=native but ${missing}`);
  if (choice !== "pyodide" && !missing) {
    const version = nativePythonVersion();
    return {
      kind: "native",
      create: () => new NativePython(),
      description: `native CPython ${version ?? "3"} in bubblewrap with seccomp, a sandbox per run`,
    };
  }
  return {
    kind: "pyodide",
    create: () => new PythonSandbox(),
    description:
      choice === "pyodide"
        ? "Pyodide, a process per run (PYTHON_RUNNER=pyodide)"
        : `Pyodide, a process per run (fallback: ${missing})`,
  };
}

/** The runners this machine should judge with, by `choice` (default: from the environment). */
export function chooseRunner(choice: RunnerChoice = runnerChoiceFromEnv()): ChosenRunner {
  const python = pythonBackendFor(choice.python ?? "auto");
  if (choice.cpp === "native") {
    const why = nativeUnavailable();
    if (why) throw new Error(`JUDGE_RUNNER=native but ${why}`);
    return {
      runner: new NativeRunner({ python: python.create() }),
      cpp: "native",
      python: python.kind,
      description: `C++: g++ in bubblewrap with seccomp; Python: ${python.description}`,
    };
  }
  const compiler = createCompiler();
  return {
    runner: new WasmRunner(compiler, python.create),
    cpp: "wasm",
    python: python.kind,
    description: `C++: wasm32-wasi (${compiler.name}) in worker threads; Python: ${python.description}`,
  };
}

/** What `chooseRunner(choice)` would pick, in one line, without starting anything. */
export function describeRunners(choice: RunnerChoice = runnerChoiceFromEnv()): string {
  const python = pythonBackendFor(choice.python ?? "auto");
  const cpp = choice.cpp === "native" ? "g++ in bubblewrap with seccomp" : "wasm32-wasi in worker threads";
  return `C++: ${cpp}; Python: ${python.description}`;
}

/**
 * The runner this machine should judge with. A string is the C++ choice (`"native"`, the first
 * step's `JUDGE_RUNNER` signature); native fails loudly when the host cannot give it.
 */
export function createRunner(choice: RunnerChoice | string | undefined = runnerChoiceFromEnv()): Runner {
  const asChoice: RunnerChoice =
    typeof choice === "string" || choice === undefined
      ? { ...runnerChoiceFromEnv(), cpp: choice === "native" ? "native" : "wasm" }
      : choice;
  return chooseRunner(asChoice).runner;
}
