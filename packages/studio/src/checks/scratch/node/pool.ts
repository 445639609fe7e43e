import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { ExerciseCheckResult, ScratchCheckSpec } from "@qisi/api/contract";
import { scratchCheckCount, tooLongMessage } from "../check.ts";
import type { CheckRequest } from "./worker.ts";

export { tooLongMessage };

export interface ScratchCheckRunnerOptions {
  /**
   * CPU time one check may use in its worker (the worker's thread clock, read from outside) before
   * the worker is terminated: a project that never yields (a warp-mode forever loop holds a frame
   * for 0.5 s, 90 frames hold the worker for 45 s) fails with a sentence for the child.
   */
  cpuBudgetMs?: number;
  /** Wall-clock cap of one check, for a busy machine where the CPU clock runs slowly. */
  timeoutMs?: number;
  /** CPU time after which a check stops itself, between two frames, keeping its worker (default: ¾ of the budget). */
  stopAfterMs?: number;
  /** Checks that run at once, each in its own worker (scratch-vm keeps global state: one VM per thread). */
  workers?: number;
  /** How long a new worker may take to load scratch-vm (1–2 s idle, more on a busy machine). */
  startupMs?: number;
}

export interface ScratchCheckRunner {
  check(project: string, spec: ScratchCheckSpec): Promise<ExerciseCheckResult>;
  close(): Promise<void>;
}

/** What the child reads when the run crashed the checker. */ export const crashedMessage =
  "检查的时候作品让检查器出错了——试着把作品简化一点，再检查一次。";

const CPU_POLL_MS = 50;

interface Live {
  worker: Worker;
  ready: Promise<void>;
  busy: boolean;
}

interface Pending {
  project: string;
  spec: ScratchCheckSpec;
  resolve: (result: ExerciseCheckResult) => void;
  reject: (error: unknown) => void;
}

/**
 * Runs Scratch checks in a few worker threads, one VM and one check at a time each, reused across
 * checks. A check stops itself between frames at ¾ of its CPU budget (tooLongMessage, the worker
 * kept); one past its CPU budget (or wall cap) anyway, or a crash, costs its worker: it is
 * terminated, the check fails with a sentence for the child, and a replacement starts at once, so
 * the next check finds a loaded worker instead of waiting for scratch-vm (or failing with it). One
 * child's project holds at most one worker, for at most the budget.
 */
export function createScratchCheckRunner(options: ScratchCheckRunnerOptions = {}): ScratchCheckRunner {
  const cpuBudgetMs = options.cpuBudgetMs ?? 2000;
  // A loaded machine gives a thread a fraction of a core: the wall clock is only the last resort.
  const timeoutMs = options.timeoutMs ?? Math.max(30_000, 10 * cpuBudgetMs);
  const size = Math.max(1, options.workers ?? Math.min(2, availableParallelism()));
  const startupMs = options.startupMs ?? 60_000;
  const stopAfterMs = options.stopAfterMs ?? Math.round(cpuBudgetMs * 0.75);
  const live = new Set<Live>();
  const queue: Pending[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): Live => {
    const worker = new Worker(new URL("./worker.ts", import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("scratch check worker did not start")), startupMs);
      worker.once("message", () => {
        clearTimeout(timer);
        resolve();
      });
      worker.once("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
    ready.catch(() => {});
    const one: Live = { worker, ready, busy: false };
    worker.unref();
    live.add(one);
    return one;
  };

  const retire = (which: Live) => {
    live.delete(which);
    which.worker.removeAllListeners();
    void which.worker.terminate();
    // The replacement loads scratch-vm now, while nobody waits for it.
    if (!closed && live.size < size) spawn();
  };

  const cpuMs = async (worker: Worker): Promise<number | null> => {
    try {
      const used = await worker.cpuUsage();
      return (used.user + used.system) / 1000;
    } catch {
      return null;
    }
  };

  const runOn = async (one: Live, { project, spec }: Pending): Promise<ExerciseCheckResult> => {
    try {
      await one.ready;
    } catch (error) {
      retire(one);
      throw error;
    }
    const { worker } = one;
    worker.ref();
    const id = nextId++;
    const failed = (message: string): ExerciseCheckResult => ({
      passed: false,
      total: scratchCheckCount(spec),
      passedTests: 0,
      message,
      cases: [],
    });
    const before = await cpuMs(worker);
    return new Promise<ExerciseCheckResult>((resolve, reject) => {
      let settled = false;
      const done = (finish: () => void, keep: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearInterval(poll);
        worker.off("message", onMessage);
        worker.off("error", onCrash);
        worker.off("exit", onCrash);
        if (keep) worker.unref();
        else retire(one);
        finish();
      };
      const onMessage = (reply: { id?: number; result?: ExerciseCheckResult; error?: string }) => {
        if (reply.id !== id) return;
        done(() => {
          if (reply.result) resolve(reply.result);
          else reject(new Error(reply.error ?? "scratch check failed"));
        }, true);
      };
      const onCrash = () => done(() => resolve(failed(crashedMessage)), false);
      const tooLong = () => done(() => resolve(failed(tooLongMessage)), false);
      const timer = setTimeout(tooLong, timeoutMs);
      const poll = setInterval(() => {
        void cpuMs(worker).then((now) => {
          if (now !== null && before !== null && now - before > cpuBudgetMs) tooLong();
        });
      }, CPU_POLL_MS);
      worker.on("message", onMessage);
      worker.once("error", onCrash);
      worker.once("exit", onCrash);
      // The check stops itself first, keeping its worker (a frame of warp mode lasts up to 0.5 s).
      worker.postMessage({
        id,
        project,
        spec,
        timeoutMs: stopAfterMs,
      } satisfies CheckRequest);
    });
  };

  const dispatch = () => {
    while (queue.length > 0 && !closed) {
      let one = [...live].find((candidate) => !candidate.busy);
      if (!one && live.size < size) one = spawn();
      if (!one) return;
      const pending = queue.shift() as Pending;
      one.busy = true;
      const current = one;
      runOn(current, pending)
        .then(pending.resolve, pending.reject)
        .finally(() => {
          current.busy = false;
          dispatch();
        });
    }
  };

  return {
    check(project, spec) {
      if (closed) return Promise.reject(new Error("the scratch check runner is closed"));
      return new Promise((resolve, reject) => {
        queue.push({ project, spec, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new Error("the scratch check runner is closed"));
      await Promise.all([...live].map((one) => one.worker.terminate()));
      live.clear();
    },
  };
}
