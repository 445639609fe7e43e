export type { PreparedModule, RunLimits, RunResult } from "./run.ts";
export { DEFAULT_OUTPUT_LIMIT_BYTES, prepare, runPrepared, runWasm } from "./run.ts";
export { memoryLimits, withMemoryMaximum } from "./wasm-memory.ts";
