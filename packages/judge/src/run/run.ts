import { Worker } from "node:worker_threads";
import { classifyTrapMessage, type RuntimeFailure } from "../explain/runtime-errors.ts";
import { moduleLineTable } from "../lines/module.ts";
import { type LineTable, trapLine } from "../lines/table.ts";
import { codeSectionStart } from "../lines/wasm-sections.ts";
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

/**
 * What a runtime error was, for the explanation (never for the verdict, which comes from how the
 * program ended): the kind from the engine's trap or the signal, and the line of the child's source
 * it happened on, from the module's line table (C++ only; null when unknown).
 */
export interface RuntimeErrorFacts {
  kind: RuntimeFailure;
  line: number | null;
}

export interface RunResult {
  /** ok: exit code 0. Everything else is what the verdict is made from. */
  status: "ok" | "nonzero-exit" | "trapped" | "time-limit" | "memory-limit" | "output-limit" | "internal";
  exitCode: number | null;
  /** Native runner: the signal that ended the program ("SIGSEGV"), for RE. */
  signal?: string;
  /** The trap or engine message for RE ("unreachable", "Maximum call stack size exceeded", …). */
  trap: string | null;
  /** C++ runtime errors: the kind and the child's line (both runners). */
  runtimeError?: RuntimeErrorFacts;
  stdout: string;
  stderr: string;
  /**
   * CPU time the program used, measured by the parent from outside the program (the thread's or
   * process's CPU clock), or the limit when it was stopped.
   */
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
  const bytes = withMemoryMaximum(wasm, memoryLimitBytes);
  const table = moduleLineTable(wasm);
  // The rewritten memory section moved the code: its start is read from the bytes compiled.
  const codeStart = codeSectionStart(bytes);
  return {
    kind: "module",
    module: new WebAssembly.Module(bytes),
    memoryLimitBytes,
    lines: table && codeStart !== null ? { table, codeStart } : null,
  };
}

export type PreparedModule =
  | {
      kind: "module";
      module: WebAssembly.Module;
      memoryLimitBytes: number;
      /** The child's lines by code address, for naming where a trap happened. */
      lines: { table: LineTable; codeStart: number } | null;
    }
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
      ? runOn(worker, request, limits, wallLimit, prepared.lines)
      : result("internal", { trap: "sandbox worker did not start" }),
  );
}

/** How often the parent reads the thread's CPU clock while a program runs (the CPU limit's grain). */
const CPU_POLL_MS = 20;

/** The worker thread's CPU time in ms, read by the parent from outside the thread. */
async function threadCpuMs(worker: Worker): Promise<number | null> {
  try {
    const used = await worker.cpuUsage();
    return (used.user + used.system) / 1000;
  } catch {
    return null;
  }
}

/**
 * One program on one thread. Everything that decides the verdict is measured here, outside the
 * program: the thread's CPU time through its clock (polled, so a loop is stopped at the CPU limit
 * rather than at the wall limit), the wall clock, and whether a reply came at all. The reply is
 * made by our worker code (worker.ts), which a wasm program can reach only through its imports.
 */
async function runOn(
  worker: Worker,
  request: RunRequest,
  limits: RunLimits,
  wallLimit: number,
  lines: { table: LineTable; codeStart: number } | null,
): Promise<RunResult> {
  const cpuBefore = await threadCpuMs(worker);
  const started = performance.now();
  const wallMs = () => Math.round(performance.now() - started);
  const cpuUsed = async () => {
    const now = await threadCpuMs(worker);
    return now === null || cpuBefore === null ? null : now - cpuBefore;
  };
  return new Promise<RunResult>((resolve) => {
    let settled = false;
    const finish = (value: RunResult, reusable: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(poll);
      worker.removeAllListeners("message");
      worker.removeAllListeners("error");
      worker.removeAllListeners("exit");
      release(worker, reusable);
      resolve(value);
    };
    const stopped = (cpuMs: number | null) =>
      result("time-limit", {
        timeMs: Math.round(Math.max(cpuMs ?? 0, limits.timeLimitMs)),
        wallMs: wallMs(),
      });
    const timer = setTimeout(() => {
      void cpuUsed().then((cpuMs) => finish(stopped(cpuMs), false));
    }, wallLimit);
    const poll = setInterval(() => {
      void cpuUsed().then((cpuMs) => {
        if (cpuMs !== null && cpuMs > limits.timeLimitMs) finish(stopped(cpuMs), false);
      });
    }, CPU_POLL_MS);
    worker.once("message", (reply: RunReply) => {
      void cpuUsed().then((cpuMs) => {
        // A program that finished by itself leaves nothing behind in the thread but garbage: reuse
        // it, unless its memory was large (freed only by a later GC) or it trapped.
        const reusable =
          (reply.outcome === "exited" || reply.outcome === "output-limit") &&
          reply.memoryBytes <= REUSE_MEMORY_BYTES;
        finish(fromReply(reply, limits, cpuMs ?? wallMs(), wallMs(), lines), reusable);
      });
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

function fromReply(
  reply: RunReply,
  limits: RunLimits,
  cpuMs: number,
  wallMs: number,
  lines: { table: LineTable; codeStart: number } | null,
): RunResult {
  const decoded = {
    exitCode: reply.exitCode,
    trap: reply.trap,
    stdout: Buffer.from(reply.stdout).toString("utf8"),
    stderr: Buffer.from(reply.stderr).toString("utf8"),
    timeMs: Math.round(cpuMs),
    wallMs,
    memoryBytes: reply.memoryBytes,
  };
  // The thread was not stopped but used more CPU than allowed (finished between two polls).
  if (cpuMs > limits.timeLimitMs) return { ...decoded, status: "time-limit" };
  switch (reply.outcome) {
    case "exited":
      return { ...decoded, status: reply.exitCode === 0 ? "ok" : "nonzero-exit" };
    case "out-of-memory":
      return { ...decoded, status: "memory-limit" };
    case "output-limit":
      return { ...decoded, status: "output-limit" };
    case "trapped": {
      const kind: RuntimeFailure = reply.stackOverflow
        ? "stack-overflow"
        : classifyTrapMessage(reply.trap ?? "");
      const line = lines && reply.stack ? trapLine(lines.table, lines.codeStart, reply.stack) : null;
      return { ...decoded, status: "trapped", runtimeError: { kind, line } };
    }
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
