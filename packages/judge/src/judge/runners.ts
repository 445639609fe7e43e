import { createCompiler } from "../compile/index.ts";
import type { Compiler } from "../compile/types.ts";
import { NativeRunner, nativeUnavailable } from "../native/runner.ts";
import { PythonSandbox } from "../python/runner.ts";
import type { Runner } from "../run/runner.ts";
import { WasmRunner } from "../run/wasm-runner.ts";

const byCompiler = new WeakMap<Compiler, WasmRunner>();

/**
 * judge() called with a bare Compiler (the first step's signature) gets one wasm runner per
 * compiler, so its Python sandbox process is started once and reused, not once per submission.
 */
export function wasmRunnerFor(compiler: Compiler): WasmRunner {
  let runner = byCompiler.get(compiler);
  if (!runner) {
    runner = new WasmRunner(compiler, () => new PythonSandbox());
    byCompiler.set(compiler, runner);
  }
  return runner;
}

/**
 * The runner this machine should judge with: `JUDGE_RUNNER=native` asks for g++/python3 in
 * bubblewrap (contest-faithful timing) and fails loudly when the host cannot give it; anything
 * else is the wasm runner, which works everywhere.
 */
export function createRunner(prefer = process.env.JUDGE_RUNNER): Runner {
  if (prefer === "native") {
    const why = nativeUnavailable();
    if (why) throw new Error(`JUDGE_RUNNER=native but ${why}`);
    return new NativeRunner();
  }
  return new WasmRunner(createCompiler(), () => new PythonSandbox());
}
