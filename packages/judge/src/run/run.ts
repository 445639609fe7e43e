import { Worker } from "node:worker_threads";
import type { RunReply, RunRequest } from "./protocol.ts";
import { memoryLimits, WASM_PAGE_BYTES, withMemoryMaximum } from "./wasm-memory.ts";

export interface RunLimits {
  /** CPU time of the program's thread (Hydro's default: 1000 ms). */
  timeLimitMs: number;
  /** Wall clock before the worker is terminated; default 2 × timeLimitMs + 200 ms, like
   * go-judge's clockLimit beside cpuLimit, so a busy machine does not turn AC into TLE. */
  wallTimeLimitMs?: number;
  /** The program's linear memory (Hydro's default: 256 MiB). */
  memoryLimitBytes: number;
  /** stdout kept before the run stops with OLE (issue 18: 64 MiB). */
  outputLimitBytes?: number;
  stderrLimitBytes?: number;
}

export interface RunResult {
  /** ok: exit code 0. Everything else is what the verdict is made from. */
  status: "ok" | "nonzero-exit" | "trapped" | "time-limit" | "memory-limit" | "output-limit" | "internal";
  exitCode: number | null;
  /** Native runner: the signal that ended the program ("SIGSEGV"), for RE. */
  signal?: string;
  /** The trap or engine message for RE ("unreachable", "Maximum call stack size exceeded", …). */
  trap: string | null;
  stdout: string;
  stderr: string;
  /** CPU time of the worker thread for the program, or the wall time when it was stopped. */
  timeMs: number;
  wallMs: number;
  memoryBytes: number;
}

/** What a special judge gets beside stdin: argv and read-only files (input, answer, output). */
export interface RunFiles {
  args?: string[];
  files?: Record<string, string | Uint8Array>;
}

export const DEFAULT_OUTPUT_LIMIT_BYTES = 64 * 1024 * 1024;
const DEFAULT_STDERR_LIMIT_BYTES = 64 * 1024;
// V8's own stack for the thread: recursion depth in wasm is bounded by it. 10⁵ frames of a
// typical DFS need far less than this; 10⁶ do not fit whatever we set (TOOLCHAIN.md).
const WORKER_STACK_MB = 256;

/**
 * Compiles a module for one memory limit. Callers judging many tests compile once and run many
 * times: `prepare` is the expensive step (V8 compiles the whole module), `runPrepared` is cheap.
 */
export function prepare(wasm: Uint8Array, memoryLimitBytes: number): PreparedModule {
  const limits = memoryLimits(wasm);
  if (!limits) throw new Error("module defines no memory");
  const initialBytes = limits.initialPages * WASM_PAGE_BYTES;
  // Static data alone (e.g. a global int a[1e8]) already needs more than the limit: MLE at once.
  if (initialBytes > memoryLimitBytes) return { kind: "too-big", initialBytes };
  return {
    kind: "module",
    module: new WebAssembly.Module(withMemoryMaximum(wasm, memoryLimitBytes)),
    memoryLimitBytes,
  };
}

export type PreparedModule =
  | { kind: "module"; module: WebAssembly.Module; memoryLimitBytes: number }
  | { kind: "too-big"; initialBytes: number };

export async function runWasm(
  wasm: Uint8Array,
  stdin: string | Uint8Array,
  limits: RunLimits,
  extra: RunFiles = {},
): Promise<RunResult> {
  return runPrepared(prepare(wasm, limits.memoryLimitBytes), stdin, limits, extra);
}

export function runPrepared(
  prepared: PreparedModule,
  stdin: string | Uint8Array,
  limits: RunLimits,
  extra: RunFiles = {},
): Promise<RunResult> {
  if (prepared.kind === "too-big") {
    return Promise.resolve(result("memory-limit", { memoryBytes: prepared.initialBytes }));
  }
  const request: RunRequest = {
    module: prepared.module,
    stdin: typeof stdin === "string" ? Buffer.from(stdin, "utf8") : stdin,
    outputLimitBytes: limits.outputLimitBytes ?? DEFAULT_OUTPUT_LIMIT_BYTES,
    stderrLimitBytes: limits.stderrLimitBytes ?? DEFAULT_STDERR_LIMIT_BYTES,
    ...(extra.args ? { args: extra.args } : {}),
    ...(extra.files ? { files: toBytes(extra.files) } : {}),
  };
  const wallLimit = limits.wallTimeLimitMs ?? limits.timeLimitMs * 2 + 200;
  const started = performance.now();
  const wallMs = () => Math.round(performance.now() - started);
  const worker = new Worker(new URL("./worker.ts", import.meta.url), {
    resourceLimits: { stackSizeMb: WORKER_STACK_MB, maxOldGenerationSizeMb: 64 },
    stdout: true,
    stderr: true,
    // node:wasi prints an ExperimentalWarning in every new thread.
    execArgv: ["--no-warnings"],
  });
  return new Promise<RunResult>((resolve) => {
    let settled = false;
    const finish = (value: RunResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.removeAllListeners("message");
      void worker.terminate();
      resolve(value);
    };
    const timer = setTimeout(() => {
      finish(result("time-limit", { timeMs: wallMs(), wallMs: wallMs() }));
    }, wallLimit);
    worker.once("message", (reply: RunReply) => {
      finish(fromReply(reply, limits, wallMs()));
    });
    worker.once("error", (error: Error) => {
      finish(result("internal", { trap: error.message, wallMs: wallMs() }));
    });
    worker.once("exit", () => {
      finish(result("internal", { trap: "sandbox worker exited without a result", wallMs: wallMs() }));
    });
    worker.postMessage(request);
  });
}

function fromReply(reply: RunReply, limits: RunLimits, wallMs: number): RunResult {
  const decoded = {
    exitCode: reply.exitCode,
    trap: reply.trap,
    stdout: Buffer.from(reply.stdout).toString("utf8"),
    stderr: Buffer.from(reply.stderr).toString("utf8"),
    timeMs: Math.round(reply.cpuMs),
    wallMs,
    memoryBytes: reply.memoryBytes,
  };
  // The thread was not stopped but used more CPU than allowed (finished within the wall clock).
  if (reply.cpuMs > limits.timeLimitMs) return { ...decoded, status: "time-limit" };
  switch (reply.outcome) {
    case "exited":
      return { ...decoded, status: reply.exitCode === 0 ? "ok" : "nonzero-exit" };
    case "out-of-memory":
      return { ...decoded, status: "memory-limit" };
    case "output-limit":
      return { ...decoded, status: "output-limit" };
    case "trapped":
      return { ...decoded, status: "trapped" };
  }
}

function result(status: RunResult["status"], partial: Partial<RunResult>): RunResult {
  return {
    status,
    exitCode: null,
    trap: null,
    stdout: "",
    stderr: "",
    timeMs: 0,
    wallMs: 0,
    memoryBytes: 0,
    ...partial,
  };
}

function toBytes(files: Record<string, string | Uint8Array>): Record<string, Uint8Array> {
  return Object.fromEntries(
    Object.entries(files).map(([name, data]) => [
      name,
      typeof data === "string" ? Buffer.from(data, "utf8") : data,
    ]),
  );
}
