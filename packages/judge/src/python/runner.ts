import { Worker } from "node:worker_threads";
import type { RunLimits, RunResult } from "../run/run.ts";
import { DEFAULT_OUTPUT_LIMIT_BYTES } from "../run/run.ts";
import type { PythonReply, PythonRequest } from "./protocol.ts";

// Pyodide's first start takes 3–5 s here (TOOLCHAIN.md): never count it against a time limit.
const STARTUP_LIMIT_MS = 60_000;

type Pending = { resolve: (reply: PythonReply) => void; reject: (error: Error) => void };

/**
 * Python 3 submissions in a warm Pyodide worker (one at a time). A run that passes its wall-clock
 * limit terminates the worker; the next run starts a fresh one.
 */
export class PythonRunner {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private pending = new Map<number, Pending>();
  private nextId = 1;
  private queue: Promise<unknown> = Promise.resolve();

  /** A SyntaxError is Python's compile error: [line, column, message], or null when it parses. */
  check(source: string): Promise<[number, number, string] | null> {
    return this.serial(async () => {
      const reply = await this.request({ id: this.nextId++, kind: "check", source }, STARTUP_LIMIT_MS);
      if (reply === "timeout") throw new Error("python check timed out");
      if (reply.kind !== "check")
        throw new Error(reply.kind === "error" ? reply.message : "unexpected reply");
      return reply.error;
    });
  }

  run(source: string, stdin: string, limits: RunLimits): Promise<RunResult> {
    return this.serial(async () => {
      await this.start();
      const started = performance.now();
      const wallLimit = limits.wallTimeLimitMs ?? limits.timeLimitMs * 2 + 200;
      const reply = await this.request(
        {
          id: this.nextId++,
          kind: "run",
          source,
          stdin: Buffer.from(stdin, "utf8"),
          outputLimitBytes: limits.outputLimitBytes ?? DEFAULT_OUTPUT_LIMIT_BYTES,
          stderrLimitBytes: limits.stderrLimitBytes ?? 64 * 1024,
        },
        wallLimit,
      );
      const wallMs = Math.round(performance.now() - started);
      const base = {
        exitCode: null,
        trap: null,
        stdout: "",
        stderr: "",
        timeMs: wallMs,
        wallMs,
        memoryBytes: 0,
      };
      if (reply === "timeout") return { ...base, status: "time-limit" };
      if (reply.kind !== "run") {
        // A JS exception that unwound through CPython (e.g. the child_process lockdown) leaves the
        // interpreter unusable: throw this worker away.
        await this.close();
        return {
          ...base,
          status: "internal",
          trap: reply.kind === "error" ? reply.message : "unexpected reply",
        };
      }
      const result = {
        exitCode: reply.exitCode,
        trap: reply.trap,
        stdout: reply.stdout,
        stderr: reply.stderr,
        timeMs: Math.round(reply.cpuMs),
        wallMs,
        memoryBytes: reply.memoryBytes,
      };
      if (reply.cpuMs > limits.timeLimitMs) return { ...result, status: "time-limit" };
      switch (reply.outcome) {
        case "exited":
          return { ...result, status: reply.exitCode === 0 ? "ok" : "nonzero-exit" };
        case "trapped":
          return { ...result, status: "trapped" };
        case "out-of-memory":
          return { ...result, status: "memory-limit" };
        case "output-limit":
          return { ...result, status: "output-limit" };
      }
    });
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const result = this.queue.then(work);
    this.queue = result.catch(() => {});
    return result;
  }

  private start(): Promise<void> {
    if (this.ready) return this.ready;
    const worker = new Worker(new URL("./worker.ts", import.meta.url), { stdout: true, stderr: true });
    worker.unref();
    this.worker = worker;
    worker.on("message", (reply: PythonReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      waiting.resolve(reply);
    });
    const fail = (error: Error) => {
      // A worker terminated at a time limit exits later, when its successor may be starting.
      if (this.worker !== worker) return;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      this.reset();
    };
    worker.on("error", fail);
    worker.on("exit", () => fail(new Error("python worker exited")));
    this.ready = new Promise<void>((resolve, reject) => {
      this.pending.set(0, { resolve: () => resolve(), reject });
    });
    return this.ready;
  }

  private async request(message: PythonRequest, limitMs: number): Promise<PythonReply | "timeout"> {
    await this.start();
    const worker = this.worker as Worker;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(message.id);
        this.reset();
        void worker.terminate();
        resolve("timeout");
      }, limitMs);
      this.pending.set(message.id, {
        resolve: (reply) => {
          clearTimeout(timer);
          resolve(reply);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      worker.postMessage(message);
    });
  }

  private reset(): void {
    this.worker = null;
    this.ready = null;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.reset();
    await worker?.terminate();
  }
}
