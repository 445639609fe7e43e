import { PythonSandbox } from "@qisi/judge";

/**
 * Pyodide processes for the server's Python checks, one fresh process per check: a child who
 * reaches JavaScript inside Pyodide could otherwise leave something behind for the next child's
 * check (packages/judge NOTES-next-steps.md, "recycle: submission"). The next process is started
 * as soon as one is taken, so a check waits for Pyodide's cold start (2–13 s) only when checks
 * come faster than processes start. At most `concurrency` checks run at once; more wait in line.
 *
 * The judge phase (python-check.ts, run B) runs in one more process that serves every check: it is
 * never given a learner's program, so nothing of one child's can stay behind in it for the next,
 * and a check does not pay a second cold start. It is replaced after any failure.
 */
export class FreshPythonSandboxes {
  private spare: PythonSandbox | null = null;
  private judging: PythonSandbox | null = null;
  private running = 0;
  private readonly queue: (() => void)[] = [];
  private closed = false;
  private readonly concurrency: number;
  private readonly maxWaiting: number;

  constructor(options: { concurrency?: number; maxWaiting?: number } = {}) {
    this.concurrency = options.concurrency ?? 1;
    this.maxWaiting = options.maxWaiting ?? 50;
  }

  /** Starts the spare and the judge's process now if missing (a learner opened a lesson with Python exercises). */
  warm(): void {
    if (this.closed) return;
    if (!this.judging) {
      this.judging = new PythonSandbox();
      this.judging.warm().catch(() => {});
    }
    if (this.spare) return;
    this.spare = new PythonSandbox();
    // A failed start shows at the check that takes it; nobody waits on this one.
    this.spare.warm().catch(() => {});
  }

  /** Whether another check may join the line (false: the server is too busy; answer 429). */
  get acceptsMore(): boolean {
    return this.queue.length < this.maxWaiting;
  }

  /** Runs `work` on a process nobody used before, then ends that process. */
  async use<T>(work: (sandbox: PythonSandbox) => Promise<T>): Promise<T> {
    await this.slot();
    this.warm();
    const sandbox = this.spare as PythonSandbox;
    this.spare = null;
    this.warm();
    try {
      return await work(sandbox);
    } finally {
      sandbox.close().catch(() => {});
      // The slot goes to the next check in line, or is freed.
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Runs `work` on the judge's process, which never runs a learner's program (one run at a time). */
  async judge<T>(work: (sandbox: PythonSandbox) => Promise<T>): Promise<T> {
    if (this.closed) throw new Error("python checks are closed");
    this.warm();
    return await work(this.judging as PythonSandbox);
  }

  private async slot(): Promise<void> {
    if (this.closed) throw new Error("python checks are closed");
    if (this.running < this.concurrency) {
      this.running++;
      return;
    }
    // A finishing check hands its slot over without freeing it.
    await new Promise<void>((resolve) => this.queue.push(resolve));
  }

  async close(): Promise<void> {
    this.closed = true;
    const [spare, judging] = [this.spare, this.judging];
    this.spare = null;
    this.judging = null;
    await Promise.all([spare?.close(), judging?.close()]);
  }
}
