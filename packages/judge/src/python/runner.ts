import { type ChildProcess, spawn } from "node:child_process";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { CappedText } from "../compile/capped.ts";
import { withCode } from "../compile/diagnostics.ts";
import { bwrapPath } from "../native/bwrap.ts";
import type { RunFiles, RunLimits, RunResult } from "../run/run.ts";
import { DEFAULT_OUTPUT_LIMIT_BYTES } from "../run/run.ts";
import type { Build } from "../run/runner.ts";
import type { PythonReply, PythonRequest } from "./protocol.ts";
import { pyodideDir, pyodideProcessEnv } from "./pyodide-files.ts";
import { pythonSnapshot } from "./snapshot.ts";

// Pyodide's first start takes 3–5 s here (TOOLCHAIN.md): never count it against a time limit.
const STARTUP_LIMIT_MS = 60_000;
// Hard caps of the process, whatever the problem says: V8's heap for the JavaScript side and the
// interpreter's WebAssembly memory (a memory bomb gets MemoryError there instead of the machine).
const MAX_OLD_SPACE_MB = 256;
const WASM_MAX_PAGES = 16384; // 1 GiB
// After a run that left the interpreter's memory this much above its start, start afresh (the
// WebAssembly memory never shrinks, and the next child's memory is measured from the start).
const RECYCLE_GROWTH_BYTES = 256 * 1024 * 1024;

const childEntry = fileURLToPath(new URL("./child.ts", import.meta.url));
const packageJson = fileURLToPath(new URL("../../package.json", import.meta.url));

/** Where a sandbox inside bubblewrap finds Pyodide's memory snapshot (bound read-only over its empty /tmp). */
const snapshotInBwrap = "/tmp/pyodide-memory.snapshot";

/**
 * The command that starts the sandbox process, and the snapshot's path as the process sees it
 * (exported for the test that checks it). `snapshot`: Pyodide's memory snapshot to start from
 * (snapshot.ts), readable and nothing else.
 */
export function sandboxCommand(snapshot: string | null = null): {
  command: string;
  args: string[];
  snapshotPath: string | null;
} {
  const bwrap = bwrapPath();
  const snapshotPath = snapshot && (bwrap ? snapshotInBwrap : snapshot);
  const node = [
    "--permission",
    `--allow-fs-read=${pyodideDir}/`,
    ...(snapshotPath ? [`--allow-fs-read=${snapshotPath}`] : []),
    `--allow-fs-read=${dirname(childEntry)}/`,
    `--allow-fs-read=${packageJson}`,
    `--max-old-space-size=${MAX_OLD_SPACE_MB}`,
    `--wasm-max-mem-pages=${WASM_MAX_PAGES}`,
    "--experimental-strip-types",
    "--no-warnings",
    childEntry,
  ];
  if (!bwrap) return { command: process.execPath, args: node, snapshotPath };
  // Node's permission model has no switch for the network: a new, empty network namespace does.
  // The file system stays read-only as Node sees it (the permission model narrows it further).
  return {
    command: bwrap,
    args: [
      "--unshare-all",
      "--die-with-parent",
      "--ro-bind",
      "/",
      "/",
      "--dev",
      "/dev",
      "--proc",
      "/proc",
      "--tmpfs",
      "/tmp",
      ...(snapshot ? ["--ro-bind", snapshot, snapshotInBwrap] : []),
      "--",
      process.execPath,
      ...node,
    ],
    snapshotPath,
  };
}

type Pending = (reply: PythonReply | Error) => void;

/**
 * Python 3 submissions in one warm Pyodide process (one request at a time), reused across tests
 * and submissions with fresh globals, builtins, modules and files per run (harness.py.ts,
 * child.ts). A run past its wall-clock limit kills the process; so does any failure, a fatal
 * interpreter error or a changed file. The replacement starts at once, in the background.
 */
export class PythonSandbox {
  private child: ChildProcess | null = null;
  private ready: Promise<number> | null = null;
  private pending = new Map<number, Pending>();
  private nextId = 1;
  private queue: Promise<unknown> = Promise.resolve();
  private stderr = new CappedText(16 * 1024);
  private readonly recycle: "failure" | "submission";
  private served = false;
  /** Whether the running process was restored from the memory snapshot (null before the first start). */
  startedFromSnapshot: boolean | null = null;

  /**
   * recycle "submission" (default, QISI_PYTHON_RECYCLE): a fresh process for every submission, so
   * a child who reached JavaScript cannot leave anything for the next one — forge its verdict or
   * read its hidden tests (costs Pyodide's start-up per submission; the native runner is the fast
   * path where the host has python3 and bubblewrap). "failure": one process across submissions,
   * replaced after a failure; only for a judge whose submitters are all trusted.
   */
  constructor(options: { recycle?: "failure" | "submission"; snapshot?: boolean } = {}) {
    this.recycle =
      options.recycle ?? (process.env.QISI_PYTHON_RECYCLE === "failure" ? "failure" : "submission");
    this.useSnapshot = options.snapshot ?? true;
  }

  /** false: every process starts Python from scratch (the benchmark's baseline; QISI_PYTHON_SNAPSHOT=off for all). */
  private readonly useSnapshot: boolean;

  /** Starts the process now (the first submission then does not wait for Pyodide). */
  warm(): Promise<void> {
    return this.start().then(() => {});
  }

  async build(source: string): Promise<Build> {
    if (this.recycle === "submission") {
      // A new submission: the process that served the last one is replaced (queued behind its runs).
      await this.serial(async () => {
        if (this.served) this.kill();
        this.served = true;
      });
    }
    const started = performance.now();
    const compile = (ok: boolean, diagnostics: Build["compile"]["diagnostics"]) => ({
      ok,
      diagnostics,
      compiler: "python 3 (pyodide)",
      ms: Math.round(performance.now() - started),
    });
    let error: [number, number, string] | null;
    try {
      error = await this.check(source);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      return {
        ok: false,
        reason: "internal",
        compile: compile(false, [{ file: "", line: 0, column: 0, severity: "error", message }]),
      };
    }
    if (error) {
      const [line, column, message] = error;
      return {
        ok: false,
        reason: "diagnostics",
        compile: compile(false, [withCode({ file: "main.py", line, column, severity: "error", message })]),
      };
    }
    return {
      ok: true,
      compile: compile(true, []),
      program: { run: (stdin, limits, extra) => this.run(source, stdin, limits, extra) },
    };
  }

  /** A SyntaxError is Python's compile error: [line, column, message], or null when it parses. */
  check(source: string): Promise<[number, number, string] | null> {
    return this.serial(async () => {
      const reply = await this.request({ id: this.nextId++, kind: "check", source }, STARTUP_LIMIT_MS);
      if (reply === "timeout") throw new Error("python check timed out");
      if (reply instanceof Error) throw reply;
      if (reply.kind !== "check")
        throw new Error(reply.kind === "error" ? reply.message : "unexpected reply");
      return reply.error;
    });
  }

  run(source: string, stdin: string, limits: RunLimits, extra: RunFiles = {}): Promise<RunResult> {
    return this.serial(async () => {
      const baseline = await this.start();
      const started = performance.now();
      const wallLimit = limits.wallTimeLimitMs ?? limits.timeLimitMs * 2 + 200;
      const files = Object.fromEntries(
        Object.entries(extra.files ?? {}).map(([name, data]) => [
          name,
          typeof data === "string" ? data : Buffer.from(data).toString("utf8"),
        ]),
      );
      const reply = await this.request(
        {
          id: this.nextId++,
          kind: "run",
          source,
          stdin,
          outputLimitBytes: limits.outputLimitBytes ?? DEFAULT_OUTPUT_LIMIT_BYTES,
          stderrLimitBytes: limits.stderrLimitBytes ?? 64 * 1024,
          args: extra.args ?? [],
          files,
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
      if (reply instanceof Error) return { ...base, status: "internal", trap: reply.message };
      if (reply.kind !== "run") {
        this.kill();
        return {
          ...base,
          status: "internal",
          trap: reply.kind === "error" ? reply.message : "unexpected reply",
        };
      }
      const memoryBytes = Math.max(0, reply.heapBytes - baseline);
      if (reply.restart || memoryBytes > RECYCLE_GROWTH_BYTES) this.kill();
      const result = {
        exitCode: reply.exitCode,
        trap: reply.trap,
        stdout: reply.stdout,
        stderr: reply.stderr,
        timeMs: Math.round(reply.cpuMs),
        wallMs,
        memoryBytes,
      };
      // Memory first: a bomb that also ran long was stopped by the memory, not by the clock.
      if (reply.outcome === "out-of-memory" || memoryBytes > limits.memoryLimitBytes) {
        return { ...result, status: "memory-limit" };
      }
      if (reply.cpuMs > limits.timeLimitMs) return { ...result, status: "time-limit" };
      switch (reply.outcome) {
        case "exited":
          return { ...result, status: reply.exitCode === 0 ? "ok" : "nonzero-exit" };
        case "trapped":
          return { ...result, status: "trapped" };
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

  /**
   * Resolves with the interpreter's memory at start, once the process says it is ready. The process
   * starts from Pyodide's memory snapshot (made on the first start of all, snapshot.ts).
   */
  private start(): Promise<number> {
    if (this.ready) return this.ready;
    const snapshot = this.useSnapshot ? pythonSnapshot() : Promise.resolve(null);
    const ready: Promise<number> = snapshot.then((snapshot) => {
      // Killed or closed while the snapshot was being made: this start is over.
      if (this.ready !== ready) throw new Error("python sandbox was restarted");
      return this.spawnChild(snapshot);
    });
    // A failed start is reported to whoever waits; the next call tries again.
    ready.catch(() => {
      if (this.ready === ready) this.ready = null;
    });
    this.ready = ready;
    return ready;
  }

  private spawnChild(snapshot: string | null): Promise<number> {
    const { command, args, snapshotPath } = sandboxCommand(snapshot);
    this.stderr = new CappedText(16 * 1024);
    const child = spawn(command, args, {
      stdio: ["ignore", "ignore", "pipe", "ipc"],
      serialization: "advanced",
      detached: true,
      env: {
        ...pyodideProcessEnv(),
        ...(snapshotPath ? { QISI_PYODIDE_SNAPSHOT: snapshotPath } : {}),
      },
    });
    child.unref();
    (child as unknown as { channel?: { unref(): void } }).channel?.unref();
    child.stderr?.on("data", (chunk: Buffer) => this.stderr.push(chunk));
    (child.stderr as unknown as { unref?: () => void } | null)?.unref?.();
    this.child = child;
    child.on("message", (reply: PythonReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      waiting(reply);
    });
    child.on("exit", (code, signal) => {
      if (this.child !== child) return;
      const error = new Error(
        `python sandbox exited (${signal ?? code}): ${this.stderr.toString().slice(-500)}`,
      );
      for (const waiting of this.pending.values()) waiting(error);
      this.pending.clear();
      this.child = null;
      this.ready = null;
    });
    return new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error("python sandbox did not start"));
        this.kill();
      }, STARTUP_LIMIT_MS);
      this.pending.set(0, (reply) => {
        clearTimeout(timer);
        if (reply instanceof Error) reject(reply);
        else {
          this.startedFromSnapshot = reply.kind === "ready" && reply.fromSnapshot;
          resolve(reply.kind === "ready" ? reply.heapBytes : 0);
        }
      });
    });
  }

  private async request(message: PythonRequest, limitMs: number): Promise<PythonReply | Error | "timeout"> {
    await this.start();
    const child = this.child as ChildProcess;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(message.id);
        this.kill();
        resolve("timeout");
      }, limitMs);
      this.pending.set(message.id, (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
      child.send(message);
    });
  }

  /** Kills the process (its whole group: bwrap and node) and starts the next one at once. */
  private kill(restart = true): void {
    const child = this.child;
    this.child = null;
    this.ready = null;
    for (const waiting of this.pending.values()) waiting(new Error("python sandbox was restarted"));
    this.pending.clear();
    if (child?.pid) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    }
    if (restart) this.start().catch(() => {});
  }

  async close(): Promise<void> {
    await this.queue;
    this.kill(false);
  }
}
