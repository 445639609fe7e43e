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
  const worker = idle.pop() ?? spawnWorker();
  worker.ref();
  // The wall clock starts once the thread has loaded: a cold start on a busy machine is ours.
  const ready = readyOf.get(worker) ?? Promise.resolve(true);
  return ready.then((loaded) =>
    loaded
      ? runOn(worker, request, limits, wallLimit)
      : result("internal", { trap: "sandbox worker did not start" }),
  );
}

function runOn(
  worker: Worker,
  request: RunRequest,
  limits: RunLimits,
  wallLimit: number,
): Promise<RunResult> {
  const started = performance.now();
  const wallMs = () => Math.round(performance.now() - started);
  return new Promise<RunResult>((resolve) => {
    let settled = false;
    const finish = (value: RunResult, reusable: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.removeAllListeners("message");
      worker.removeAllListeners("error");
      worker.removeAllListeners("exit");
      release(worker, reusable);
      resolve(value);
    };
    const timer = setTimeout(() => {
      finish(result("time-limit", { timeMs: wallMs(), wallMs: wallMs() }), false);
    }, wallLimit);
    worker.once("message", (reply: RunReply) => {
      // A program that finished by itself leaves nothing behind in the thread but garbage: reuse
      // it, unless its memory was large (freed only by a later GC) or it trapped.
      const reusable =
        (reply.outcome === "exited" || reply.outcome === "output-limit") &&
        reply.memoryBytes <= REUSE_MEMORY_BYTES;
      finish(fromReply(reply, limits, wallMs()), reusable);
    });
    worker.once("error", (error: Error) => {
      finish(result("internal", { trap: error.message, wallMs: wallMs() }), false);
    });
    worker.once("exit", () => {
      finish(result("internal", { trap: "sandbox worker exited without a result", wallMs: wallMs() }), false);
    });
    worker.postMessage(request);
  });
}

const readyOf = new WeakMap<Worker, Promise<boolean>>();

function spawnWorker(): Worker {
  const worker = new Worker(new URL("./worker.ts", import.meta.url), {
    resourceLimits: { stackSizeMb: WORKER_STACK_MB, maxOldGenerationSizeMb: 64 },
    stdout: true,
    stderr: true,
    // node:wasi prints an ExperimentalWarning in every new thread.
    execArgv: ["--no-warnings"],
  });
  readyOf.set(
    worker,
    new Promise<boolean>((resolve) => {
      worker.once("message", () => resolve(true));
      worker.once("error", () => resolve(false));
      worker.once("exit", () => resolve(false));
    }),
  );
  return worker;
}

// Starting a thread (a V8 isolate, loading worker.ts) was most of a trivial run's cost. A thread
// is reused for the next program only when the last one ended by itself: each program gets a
// fresh WebAssembly instance, memory and WASI state, and a wasm program can reach nothing of the
// thread but the imports we give it. Stopped (TLE), trapped or errored threads are terminated.
const MAX_IDLE_WORKERS = 2;
const MAX_RUNS_PER_WORKER = 200;
const REUSE_MEMORY_BYTES = 64 * 1024 * 1024;
const idle: Worker[] = [];
const runsOf = new WeakMap<Worker, number>();

function release(worker: Worker, reusable: boolean): void {
  const runs = (runsOf.get(worker) ?? 0) + 1;
  runsOf.set(worker, runs);
  if (!reusable || runs >= MAX_RUNS_PER_WORKER || idle.length >= MAX_IDLE_WORKERS) {
    void worker.terminate();
    return;
  }
  worker.unref();
  worker.once("exit", () => {
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
  });
  idle.push(worker);
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
