import type { CppCompileRequest, CppCompileResult, CppDiagnostic } from "@qisi/api";
import type { FromWorker, RuntimeFailure, ToWorker } from "./messages.ts";
import { answerStdin, createStdinBuffer, stdinChunkBytes } from "./stdin-channel.ts";

export type CppRunnerStatus = "ready" | "compiling" | "running" | "waiting-input";

/** Why a run could not start: the source was refused, or the compile service failed or is slow. */
export type CompileProblem = { kind: "refused" | "unavailable" | "timeout"; detail: string | null };

export type CppRunResult =
  | { outcome: "exited"; code: number; ms: number; warnings: CppDiagnostic[] }
  | {
      outcome: "failed";
      failure: RuntimeFailure;
      message: string;
      /** The child's line where it stopped, when known. */
      line: number | null;
      ms: number;
      warnings: CppDiagnostic[];
    }
  | {
      outcome: "compile-error";
      reason: "diagnostics" | "timeout";
      diagnostics: CppDiagnostic[];
      stderr: string;
    }
  | { outcome: "not-compiled"; problem: CompileProblem }
  | { outcome: "stopped" };

export interface CppRunnerEvents {
  status?: (status: CppRunnerStatus) => void;
  output?: (stream: "stdout" | "stderr", text: string) => void;
  /** The program has been running (not waiting for input) for `slowNoticeMs`: maybe an endless loop. */
  slow?: () => void;
}

export interface CppRunnerOptions {
  compile: (request: CppCompileRequest) => Promise<CppCompileResult>;
  moduleUrl: (module: string) => string;
  /** Turns a failed compile request into what the child is told (the site knows its API errors). */
  compileProblem: (error: unknown) => CompileProblem;
  /** Overridable for tests of the notice. */
  slowNoticeMs?: number;
}

/**
 * Compiles through the server, runs the module in a dedicated Worker and stops it by terminating
 * that worker. A spare worker is always started ahead, so Run after Stop does not wait for one.
 * Compiled modules are kept per page: Run again without an edit neither compiles nor downloads.
 */
export class CppRunner {
  private events: CppRunnerEvents = {};
  private spare: Promise<Worker> | null = null;
  private worker: Worker | null = null;
  private finish: ((result: CppRunResult) => void) | null = null;
  private stdin: SharedArrayBuffer | null = null;
  private slowTimer: ReturnType<typeof setTimeout> | undefined;
  private generation = 0;
  private readonly modules = new Map<string, Promise<WebAssembly.Module>>();
  private readonly options: CppRunnerOptions;
  status: CppRunnerStatus = "ready";

  constructor(options: CppRunnerOptions) {
    this.options = options;
    this.spare = this.startWorker();
  }

  /** Blocking `cin` needs shared memory, which only a cross-origin isolated page has. */
  static get canWaitForInput(): boolean {
    return typeof SharedArrayBuffer !== "undefined" && globalThis.crossOriginIsolated === true;
  }

  on(events: CppRunnerEvents) {
    this.events = events;
  }

  /** Compiles (or finds) the program and runs it; `stdinText` feeds stdin when input cannot wait. */
  async run(source: string, stdinText = ""): Promise<CppRunResult> {
    if (this.status !== "ready") await this.stop();
    const generation = ++this.generation;
    this.setStatus("compiling");
    let compiled: CppCompileResult;
    try {
      compiled = await this.options.compile({ source });
    } catch (error) {
      if (generation === this.generation) this.setStatus("ready");
      return { outcome: "not-compiled", problem: this.options.compileProblem(error) };
    }
    if (generation !== this.generation) return { outcome: "stopped" };
    if (!compiled.ok) {
      this.setStatus("ready");
      const { reason, diagnostics, stderr } = compiled;
      return { outcome: "compile-error", reason, diagnostics, stderr };
    }
    let module: WebAssembly.Module;
    try {
      module = await this.loadModule(compiled.module);
    } catch {
      this.modules.delete(compiled.module);
      if (generation === this.generation) this.setStatus("ready");
      return { outcome: "not-compiled", problem: { kind: "unavailable", detail: null } };
    }
    if (generation !== this.generation) return { outcome: "stopped" };
    const worker = await (this.spare ?? this.startWorker());
    this.spare = null;
    if (generation !== this.generation) {
      this.spare = Promise.resolve(worker);
      return { outcome: "stopped" };
    }
    this.worker = worker;
    this.stdin = CppRunner.canWaitForInput ? createStdinBuffer() : null;
    const warnings = compiled.diagnostics;
    return new Promise<CppRunResult>((resolve) => {
      this.finish = resolve;
      worker.onmessage = (event: MessageEvent<FromWorker>) => this.receive(event.data, warnings);
      const stdin: ToWorker["stdin"] = this.stdin
        ? { kind: "shared", buffer: this.stdin }
        : { kind: "text", text: stdinText };
      worker.postMessage({ type: "run", module, stdin } satisfies ToWorker);
      this.setStatus("running");
      this.armSlowNotice();
    });
  }

  /** A line the child typed (without its newline), for a program waiting in `cin`. */
  answerInput(line: string) {
    if (this.status !== "waiting-input" || !this.stdin) return;
    const bytes = new TextEncoder().encode(`${line}\n`);
    answerStdin(this.stdin, bytes.subarray(0, stdinChunkBytes));
    this.setStatus("running");
    this.armSlowNotice();
  }

  /** The end of input (Ctrl+D), for programs that read until there is nothing left. */
  endInput() {
    if (this.status !== "waiting-input" || !this.stdin) return;
    answerStdin(this.stdin, null);
    this.setStatus("running");
    this.armSlowNotice();
  }

  /** Ends the program now: the worker is terminated and a fresh one is already on its way. */
  async stop(): Promise<void> {
    this.generation++;
    clearTimeout(this.slowTimer);
    const worker = this.worker;
    this.worker = null;
    if (worker) {
      // Late messages of the old program must not reach the next run.
      worker.onmessage = null;
      worker.terminate();
      this.spare ??= this.startWorker();
    }
    this.settle({ outcome: "stopped" });
    this.setStatus("ready");
  }

  dispose() {
    void this.stop();
    void this.spare?.then((worker) => worker.terminate());
    this.spare = null;
  }

  private receive(message: FromWorker, warnings: CppDiagnostic[]) {
    switch (message.type) {
      case "output":
        this.events.output?.(message.stream, message.text);
        return;
      case "stdin-wait":
        clearTimeout(this.slowTimer);
        this.setStatus("waiting-input");
        return;
      case "exit":
        this.end({ outcome: "exited", code: message.code, ms: message.ms, warnings });
        return;
      case "failed":
        this.end({
          outcome: "failed",
          failure: message.failure,
          message: message.message,
          line: message.line,
          ms: message.ms,
          warnings,
        });
        return;
    }
  }

  /** A finished program's worker is used up (its memory and globals are the program's): start another. */
  private end(result: CppRunResult) {
    clearTimeout(this.slowTimer);
    const worker = this.worker;
    this.worker = null;
    if (worker) {
      worker.onmessage = null;
      worker.terminate();
    }
    this.spare ??= this.startWorker();
    this.settle(result);
    this.setStatus("ready");
  }

  private settle(result: CppRunResult) {
    const finish = this.finish;
    this.finish = null;
    finish?.(result);
  }

  private armSlowNotice() {
    clearTimeout(this.slowTimer);
    this.slowTimer = setTimeout(() => {
      if (this.status === "running") this.events.slow?.();
    }, this.options.slowNoticeMs ?? 5000);
  }

  private setStatus(status: CppRunnerStatus) {
    if (this.status === status) return;
    this.status = status;
    this.events.status?.(status);
  }

  private loadModule(module: string): Promise<WebAssembly.Module> {
    let loading = this.modules.get(module);
    if (!loading) {
      loading = WebAssembly.compileStreaming(fetch(this.options.moduleUrl(module)));
      this.modules.set(module, loading);
    }
    return loading;
  }

  /** Resolves once the worker has loaded its modules (the shim), so Run starts the program at once. */
  private startWorker(): Promise<Worker> {
    const worker = new Worker(new URL("./cpp.worker.ts", import.meta.url), {
      type: "module",
      name: "qisi-cpp",
    });
    return new Promise((resolve) => {
      worker.onmessage = (event: MessageEvent<FromWorker>) => {
        if (event.data.type !== "ready") return;
        worker.onmessage = null;
        resolve(worker);
      };
    });
  }
}
