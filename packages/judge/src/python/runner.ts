import { withCode } from "../compile/diagnostics.ts";
import type { RunFiles, RunLimits, RunResult } from "../run/run.ts";
import { DEFAULT_OUTPUT_LIMIT_BYTES } from "../run/run.ts";
import type { Build } from "../run/runner.ts";
import { mainThreadCpuMs, peakResidentBytes, resetPeak, residentBytes } from "./proc-clock.ts";
import { isRunReply, type PythonRequest } from "./protocol.ts";
import { installedSandboxFiles, type SandboxFiles, SandboxProcess } from "./sandbox-process.ts";
import { pythonSnapshot } from "./snapshot.ts";

export { sandboxCommand } from "./sandbox-process.ts";

// Pyodide's start takes 1–5 s here (TOOLCHAIN.md): never counted against a time limit.
const STARTUP_LIMIT_MS = 60_000;
const CHECK_LIMIT_MS = 30_000;
/** How often the judge reads the process's CPU clock and memory while a program runs. */
const POLL_MS = 10;
const DEFAULT_STDERR_LIMIT_BYTES = 64 * 1024;

const encode = (text: string) => new TextEncoder().encode(text);
const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/**
 * Python 3 in Pyodide (CPython compiled to WebAssembly), the fallback where the host has no
 * python3 + bubblewrap for the native runner (src/native/python.ts). **Every run gets a process of
 * its own**, started ahead as a spare from Pyodide's memory snapshot and killed when the run ends:
 * a program never shares a process or memory with another test or another child, and whatever it
 * started (a timer, a busy loop, a message it planted) dies with it. Its time is the process's
 * main-thread CPU and its memory the process's peak resident size, both read from /proc by this
 * (the judge's) process, which also stops it at its limits. The process's answer is only bytes and
 * an exit code, taken as the program's output: a program that reached JavaScript and answers
 * itself (issue 38: it got AC at 1.6 s a test, and its reported times leaked the hidden inputs)
 * can forge nothing but what it could have printed.
 */
export class PythonSandbox {
  private readonly spares: Promise<SandboxProcess>[] = [];
  private readonly starting = new Set<SandboxProcess>();
  private readonly useSnapshot: boolean;
  private readonly spareCount: number;
  private readonly files: SandboxFiles;
  private nextId = 1;
  private closed = false;
  /** Whether the last process taken was restored from the memory snapshot (null before the first). */
  startedFromSnapshot: boolean | null = null;

  /**
   * `spares`: processes kept started ahead (QISI_PYTHON_SPARES, default 1). `snapshot: false`:
   * start Python from scratch (the benchmark's baseline; QISI_PYTHON_SNAPSHOT=off for all).
   * `files`: where Node, Pyodide and the sandbox's code are (tests move them under /tmp).
   */
  constructor(options: { snapshot?: boolean; spares?: number; files?: SandboxFiles } = {}) {
    this.useSnapshot = options.snapshot ?? true;
    this.spareCount = Math.max(0, options.spares ?? Number(process.env.QISI_PYTHON_SPARES ?? 1));
    this.files = options.files ?? installedSandboxFiles;
  }

  /** Starts the spare processes now (the first run then does not wait for Pyodide). */
  async warm(): Promise<void> {
    this.refill();
    const waiting = setInterval(() => {}, 60_000);
    try {
      await this.spares[0];
    } finally {
      clearInterval(waiting);
    }
  }

  async build(source: string): Promise<Build> {
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

  /**
   * A SyntaxError is Python's compile error: [line, column, message], or null when it parses.
   * Compiling runs nothing of the program, so the process goes back to the spares afterwards.
   */
  async check(source: string): Promise<[number, number, string] | null> {
    const sandbox = await this.take();
    const id = this.nextId++;
    const reply = await new Promise<unknown>((resolve) => {
      const timer = setTimeout(() => resolve("timeout"), CHECK_LIMIT_MS);
      sandbox.onExit(() => resolve("exited"));
      sandbox.send({ id, kind: "check", source: encode(source) }, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
    });
    const answer = reply as { kind?: unknown; error?: unknown; message?: unknown };
    if (answer?.kind !== "check") {
      sandbox.kill();
      throw new Error(
        `python check failed: ${typeof reply === "string" ? reply : String(answer?.message ?? "no answer")}`,
      );
    }
    this.giveBack(sandbox);
    const error = answer.error as [number, number, string] | null;
    return error ? [Number(error[0]), Number(error[1]), String(error[2])] : null;
  }

  /** Runs `source` once, in a process of its own, with `stdin`; the process is killed afterwards. */
  async run(source: string, stdin: string, limits: RunLimits, extra: RunFiles = {}): Promise<RunResult> {
    let sandbox: SandboxProcess;
    try {
      sandbox = await this.take();
    } catch (error) {
      return failedStart(error);
    }
    try {
      return await this.runIn(sandbox, source, stdin, limits, extra);
    } finally {
      sandbox.kill();
    }
  }

  private runIn(
    sandbox: SandboxProcess,
    source: string,
    stdin: string,
    limits: RunLimits,
    extra: RunFiles,
  ): Promise<RunResult> {
    const pid = sandbox.pid as number;
    const id = this.nextId++;
    const outputLimit = limits.outputLimitBytes ?? DEFAULT_OUTPUT_LIMIT_BYTES;
    const wallLimit = limits.wallTimeLimitMs ?? limits.timeLimitMs * 2 + 200;
    const request: PythonRequest = {
      id,
      kind: "run",
      source: encode(source),
      stdin: encode(stdin),
      outputLimitBytes: outputLimit,
      stderrLimitBytes: limits.stderrLimitBytes ?? DEFAULT_STDERR_LIMIT_BYTES,
      args: extra.args ?? [],
      files: Object.fromEntries(
        Object.entries(extra.files ?? {}).map(([name, data]) => [
          name,
          typeof data === "string" ? encode(data) : data,
        ]),
      ),
    };
    resetPeak(pid);
    const memoryBefore = residentBytes(pid) ?? 0;
    const cpuBefore = mainThreadCpuMs(pid) ?? 0;
    const started = performance.now();
    const cpuMs = () => Math.max(0, (mainThreadCpuMs(pid) ?? cpuBefore) - cpuBefore);
    const memoryBytes = () =>
      Math.max(0, (peakResidentBytes(pid) ?? residentBytes(pid) ?? memoryBefore) - memoryBefore);
    return new Promise<RunResult>((resolve) => {
      let settled = false;
      // The program's end is its process's exit, which the judge sees for itself (child.ts exits
      // after its answer); an answer alone ends nothing: a program that answers and carries on is
      // still measured, and stopped at its limits.
      let answer: unknown;
      let answered = false;
      let cpuSeen = 0;
      let memorySeen = 0;
      const measure = () => {
        cpuSeen = Math.max(cpuSeen, cpuMs());
        memorySeen = Math.max(memorySeen, memoryBytes());
        return { timeMs: cpuSeen, memoryBytes: memorySeen, wallMs: performance.now() - started };
      };
      const finish = (make: (measured: Measured) => RunResult) => {
        if (settled) return;
        settled = true;
        // Measured before the kill while /proc still has the process (after an exit: the last poll).
        const measured = measure();
        clearTimeout(wallTimer);
        clearInterval(poll);
        sandbox.forget(id);
        sandbox.kill();
        resolve(make(measured));
      };
      const wallTimer = setTimeout(() => finish((m) => stopped("time-limit", m, limits)), wallLimit);
      const poll = setInterval(() => {
        const m = measure();
        if (m.timeMs > limits.timeLimitMs) finish((m) => stopped("time-limit", m, limits));
        else if (m.memoryBytes > limits.memoryLimitBytes) finish((m) => stopped("memory-limit", m, limits));
      }, POLL_MS);
      sandbox.onExit(() =>
        finish((m) =>
          answered
            ? fromReply(answer, id, m, limits, outputLimit)
            : // Only the program was running: it ended the interpreter (a fatal error, a JavaScript exit).
              { ...base(m), status: "trapped", trap: "the program ended the Python process" },
        ),
      );
      sandbox.send(request, (reply) => {
        measure();
        answer = reply;
        answered = true;
      });
    });
  }

  /** A started process for one check or run, and another started in its place. */
  private async take(): Promise<SandboxProcess> {
    if (this.closed) throw new Error("the python sandbox is closed");
    const next = this.spares.shift() ?? this.start();
    this.refill();
    // Spares hold nothing of the event loop; someone waiting for one does.
    const waiting = setInterval(() => {}, 60_000);
    try {
      const sandbox = await next;
      this.startedFromSnapshot = sandbox.fromSnapshot;
      return sandbox;
    } finally {
      clearInterval(waiting);
    }
  }

  /** A process that only compiled a source (it ran nothing of anyone's) is as good as new. */
  private giveBack(sandbox: SandboxProcess): void {
    if (this.closed || sandbox.exited) sandbox.kill();
    else this.spares.unshift(Promise.resolve(sandbox));
  }

  private refill(): void {
    while (!this.closed && this.spares.length < this.spareCount) {
      const started = this.start();
      // A failed start shows at the run that takes it; nobody waits on a spare until then.
      started.catch(() => {});
      this.spares.push(started);
    }
  }

  private async start(): Promise<SandboxProcess> {
    const snapshot = this.useSnapshot ? await pythonSnapshot() : null;
    if (this.closed) throw new Error("the python sandbox is closed");
    const sandbox = new SandboxProcess(snapshot, this.files, STARTUP_LIMIT_MS);
    this.starting.add(sandbox);
    try {
      await sandbox.ready;
    } finally {
      this.starting.delete(sandbox);
    }
    if (this.closed) {
      sandbox.kill();
      throw new Error("the python sandbox is closed");
    }
    return sandbox;
  }

  /** Kills the spares, also those still starting (nobody waits for them to be ready first). */
  async close(): Promise<void> {
    this.closed = true;
    for (const sandbox of this.starting) sandbox.kill();
    for (const spare of this.spares.splice(0)) spare.then((sandbox) => sandbox.kill()).catch(() => {});
  }
}

interface Measured {
  timeMs: number;
  memoryBytes: number;
  wallMs: number;
}

const base = (m: Measured) => ({
  exitCode: null,
  trap: null,
  stdout: "",
  stderr: "",
  timeMs: Math.round(m.timeMs),
  wallMs: Math.round(m.wallMs),
  memoryBytes: m.memoryBytes,
});

function stopped(status: "time-limit" | "memory-limit", m: Measured, limits: RunLimits): RunResult {
  const timeMs = status === "time-limit" ? Math.max(m.timeMs, limits.timeLimitMs) : m.timeMs;
  return { ...base({ ...m, timeMs }), status };
}

function failedStart(error: unknown): RunResult {
  return {
    ...base({ timeMs: 0, memoryBytes: 0, wallMs: 0 }),
    status: "internal",
    trap: error instanceof Error ? error.message : String(error),
  };
}

const lastLine = (text: string) => text.trim().split("\n").at(-1) ?? null;

/**
 * The verdict's raw material from a reply: bytes and an exit code, read as the program's own output
 * (a program that reached JavaScript may have sent it), with the time and memory measured here. A
 * reply of any other shape is the program's doing: only it ran in the process.
 */
function fromReply(
  reply: unknown,
  id: number,
  m: Measured,
  limits: RunLimits,
  outputLimit: number,
): RunResult {
  if (!isRunReply(reply, id)) {
    return { ...base(m), status: "trapped", trap: "the program broke the Python process's answer" };
  }
  const stdout = decode(reply.stdout);
  const stderr = decode(reply.stderr.subarray(0, limits.stderrLimitBytes ?? DEFAULT_STDERR_LIMIT_BYTES));
  const result = { ...base(m), stdout, stderr, exitCode: reply.exitCode };
  const trap = reply.exitCode !== 0 ? lastLine(stderr) : null;
  // The program's words (MemoryError) may only choose between failures; the measure decides alone.
  if (m.memoryBytes > limits.memoryLimitBytes || (trap !== null && /^MemoryError/.test(trap))) {
    return { ...result, status: "memory-limit" };
  }
  if (m.timeMs > limits.timeLimitMs) return { ...stopped("time-limit", m, limits), stdout, stderr };
  // stderrBytes is the program's own count: it can only turn its result into a failure.
  if (reply.stdout.length >= outputLimit || reply.stderrBytes > outputLimit) {
    return { ...result, status: "output-limit" };
  }
  if (reply.exitCode === 0) return { ...result, status: "ok" };
  if (reply.exitCode === 1 && /^Traceback/m.test(stderr)) return { ...result, status: "trapped", trap };
  return { ...result, status: "nonzero-exit" };
}
