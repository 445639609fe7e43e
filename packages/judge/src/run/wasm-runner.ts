import type { Compiler } from "../compile/types.ts";
import { prepare, runPrepared } from "./run.ts";
import {
  type Build,
  type BuildOptions,
  failedBuild,
  type Language,
  type PythonBackend,
  type Runner,
} from "./runner.ts";

/**
 * The default runner, working on every machine: C++ compiled to wasm32-wasi (Debian clang or
 * @yowasp/clang) and run in a fresh worker thread per test; Python in Pyodide in a child process
 * under Node's permission model (src/python/).
 */
export class WasmRunner implements Runner {
  readonly name = "wasm" as const;
  private readonly compiler: Compiler;
  private readonly python: (() => PythonBackend) | null;
  private pythonBackend: PythonBackend | null = null;

  private readonly compileTimeLimitMs: number | undefined;

  constructor(
    compiler: Compiler,
    python: (() => PythonBackend) | null = null,
    options: { compileTimeLimitMs?: number } = {},
  ) {
    this.compiler = compiler;
    this.python = python;
    this.compileTimeLimitMs = options.compileTimeLimitMs;
  }

  async build(language: Language, source: string, options: BuildOptions): Promise<Build> {
    if (language === "python") {
      if (!this.python) return failedBuild("internal", [], "python", 0);
      this.pythonBackend ??= this.python();
      return this.pythonBackend.build(source);
    }
    const compiled = await this.compiler.compile(source, {
      ...(options.std ? { std: options.std } : {}),
      ...(this.compileTimeLimitMs ? { timeLimitMs: this.compileTimeLimitMs } : {}),
    });
    if (!compiled.ok)
      return failedBuild(compiled.reason, compiled.diagnostics, compiled.compiler, compiled.ms);
    const prepared = prepare(compiled.wasm, options.memoryLimitBytes);
    return {
      ok: true,
      compile: { ok: true, diagnostics: compiled.diagnostics, compiler: compiled.compiler, ms: compiled.ms },
      program: { run: (stdin, limits, extra) => runPrepared(prepared, stdin, limits, extra) },
    };
  }

  async close(): Promise<void> {
    await this.pythonBackend?.close();
    this.pythonBackend = null;
  }
}
