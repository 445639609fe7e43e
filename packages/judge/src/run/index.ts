export type { PreparedModule, RunFiles, RunLimits, RunResult, RuntimeErrorFacts } from "./run.ts";
export { DEFAULT_OUTPUT_LIMIT_BYTES, prepare, runPrepared, runWasm } from "./run.ts";
export type { Build, BuildOptions, CompileInfo, Language, Program, PythonBackend, Runner } from "./runner.ts";
export { memoryLimits, withMemoryMaximum } from "./wasm-memory.ts";
export { WasmRunner } from "./wasm-runner.ts";
