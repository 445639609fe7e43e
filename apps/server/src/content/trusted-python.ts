import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createInterface } from "node:readline";
import { createRunner, type Runner } from "@qisi/judge";
import type { CaseRequest, CaseRun, Inspection, PythonObserver } from "@qisi/studio/checks";
import { batchDriverProgram } from "@qisi/studio/checks";

/**
 * Python for programs we trust — the reference solutions at import, and the programs content check
 * runs (wrong-answer samples, generated mutants) — never a learner's: one long-lived `python3`
 * serving requests line by line (batch-program.ts), each case stopped at its time limit by a timer
 * signal inside, the whole request by the clock here. It runs nothing but our own content, so it
 * is not sandboxed; it holds no expected answer of any learner's check. Without /usr/bin/python3,
 * the judge's wasm runner (Pyodide) runs the same program, one request per run: slower to start,
 * and a case that never ends costs its whole request (Pyodide has no timer signal).
 */
export interface TrustedPython extends PythonObserver {
  readonly kind: "python3" | "pyodide";
  close(): Promise<void>;
}

/** Compiling 64 KiB of source takes milliseconds; a parse that takes this long is ended. */
const INSPECT_LIMIT_MS = 5000;

/** Per case: a reference or a content program that runs longer is broken (a loop that never ends). */
export const TRUSTED_CASE_LIMIT_MS = 2000;
const PYTHON = "/usr/bin/python3";

export function trustedPython(options: { prefer?: "python3" | "pyodide" } = {}): TrustedPython {
  const native = options.prefer !== "pyodide" && existsSync(PYTHON);
  return native ? new NativeTrustedPython() : new RunnerTrustedPython(createRunner("wasm"));
}

/**
 * The same long-lived python3, or null without one: the server's parse-only process for learners'
 * programs (exercises/python-runs.ts) uses it only to inspect, which compiles and never executes.
 */
export const nativeTrustedPython = (): TrustedPython | null =>
  existsSync(PYTHON) ? new NativeTrustedPython() : null;

type Answer = { id: number; observations?: unknown[]; inspection?: Inspection };

/** What a batch answer's observations become: one run per case, a missing one timed out. */
function runsOf(answer: Answer | Error, count: number): CaseRun[] {
  const observations = answer instanceof Error ? [] : (answer.observations ?? []);
  return Array.from({ length: count }, (_, i) => {
    const seen = observations[i];
    return seen === undefined ? { stopped: "time-limit" as const } : { report: JSON.stringify(seen) };
  });
}

function inspectionOf(answer: Answer | Error): Inspection {
  if (answer instanceof Error || !answer.inspection) throw new Error("python could not inspect the program");
  return answer.inspection;
}

class NativeTrustedPython implements TrustedPython {
  readonly kind = "python3" as const;
  private child: ChildProcessWithoutNullStreams | null = null;
  private pending = new Map<number, (answer: Answer | Error) => void>();
  private nextId = 1;
  private queue: Promise<unknown> = Promise.resolve();

  private process(): ChildProcessWithoutNullStreams {
    if (this.child) return this.child;
    const child = spawn(PYTHON, ["-I", "-S", "-B", "-c", batchDriverProgram], {
      stdio: ["pipe", "pipe", "pipe"],
      env: {},
    });
    child.stderr.resume();
    createInterface({ input: child.stdout }).on("line", (line) => {
      let answer: Answer;
      try {
        answer = JSON.parse(line) as Answer;
      } catch {
        return;
      }
      const waiting = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      waiting?.(answer);
    });
    child.on("exit", () => {
      if (this.child === child) this.child = null;
      for (const waiting of this.pending.values()) waiting(new Error("python3 ended"));
      this.pending.clear();
    });
    this.child = child;
    return child;
  }

  /** One request at a time; a request past its time ends the process (the next one starts anew). */
  private ask(request: Record<string, unknown>, limitMs: number): Promise<Answer | Error> {
    const result = this.queue.then(
      () =>
        new Promise<Answer | Error>((resolve) => {
          const id = this.nextId++;
          const child = this.process();
          const timer = setTimeout(() => {
            this.pending.delete(id);
            child.kill("SIGKILL");
            resolve(new Error("timed out"));
          }, limitMs);
          this.pending.set(id, (answer) => {
            clearTimeout(timer);
            resolve(answer);
          });
          child.stdin.write(`${JSON.stringify({ id, ...request })}\n`);
        }),
    );
    this.queue = result.catch(() => {});
    return result;
  }

  async inspect(source: string, rules: unknown[]): Promise<Inspection> {
    return inspectionOf(await this.ask({ inspect: { source, rules } }, INSPECT_LIMIT_MS));
  }

  async *run(source: string, cases: CaseRequest[]): AsyncIterable<CaseRun> {
    const limit = cases.length * TRUSTED_CASE_LIMIT_MS + 10_000;
    const answer = await this.ask({ source, cases, timeLimitMs: TRUSTED_CASE_LIMIT_MS }, limit);
    yield* runsOf(answer, cases.length);
  }

  async close(): Promise<void> {
    this.child?.kill("SIGKILL");
    this.child = null;
  }
}

/** The same batch program through a judge runner (Pyodide where python3 is missing): one run per request. */
class RunnerTrustedPython implements TrustedPython {
  readonly kind = "pyodide" as const;
  private readonly runner: Runner;
  constructor(runner: Runner) {
    this.runner = runner;
  }

  private async ask(request: Record<string, unknown>, limitMs: number): Promise<Answer | Error> {
    const build = await this.runner.build("python", batchDriverProgram, { memoryLimitBytes: 1 << 30 });
    if (!build.ok) return new Error("the batch program did not build");
    try {
      const run = await build.program.run(`${JSON.stringify({ id: 0, ...request })}\n`, {
        timeLimitMs: limitMs,
        wallTimeLimitMs: limitMs,
        memoryLimitBytes: 1 << 30,
        outputLimitBytes: 64 * 1024 * 1024,
      });
      if (run.status !== "ok") return new Error(run.status);
      return JSON.parse(run.stdout.trim().split("\n").at(-1) ?? "") as Answer;
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    } finally {
      await build.program.dispose?.();
    }
  }

  async inspect(source: string, rules: unknown[]): Promise<Inspection> {
    return inspectionOf(await this.ask({ inspect: { source, rules } }, 30_000));
  }

  async *run(source: string, cases: CaseRequest[]): AsyncIterable<CaseRun> {
    const limit = cases.length * TRUSTED_CASE_LIMIT_MS + 10_000;
    yield* runsOf(await this.ask({ source, cases, timeLimitMs: TRUSTED_CASE_LIMIT_MS }, limit), cases.length);
  }

  close(): Promise<void> {
    return this.runner.close();
  }
}
