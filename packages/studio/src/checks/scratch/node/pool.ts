import { Worker } from "node:worker_threads";
import type { ExerciseCheckResult, ScratchCheckSpec } from "@qisi/api/contract";
import { scratchCheckCount, tooLongMessage } from "../check.ts";

export { tooLongMessage };

export interface ScratchCheckRunnerOptions {
  /** How long one check may run in the worker before the worker is replaced. */
  timeoutMs?: number;
  /** How long a new worker may take to load scratch-vm (1–2 s idle, more on a busy machine). */
  startupMs?: number;
}

export interface ScratchCheckRunner {
  check(project: string, spec: ScratchCheckSpec): Promise<ExerciseCheckResult>;
  close(): Promise<void>;
}

/** What the child reads when the run crashed the checker. */ export const crashedMessage =
  "检查的时候作品让检查器出错了——试着把作品简化一点，再检查一次。";

interface Live {
  worker: Worker;
  ready: Promise<void>;
}

/**
 * Runs Scratch checks in one worker thread holding one VM, reused across checks and fed one check
 * at a time (scratch-vm keeps global state: one VM per thread). A check past `timeoutMs` or a crash
 * costs the worker: it is terminated, the check fails with a sentence for the child, and the next
 * check starts a fresh worker.
 */
export function createScratchCheckRunner(options: ScratchCheckRunnerOptions = {}): ScratchCheckRunner {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const startupMs = options.startupMs ?? 60_000;
  let live: Live | null = null;
  let queue: Promise<unknown> = Promise.resolve();
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
    return { worker, ready };
  };

  const retire = (which: Live) => {
    if (live === which) live = null;
    which.worker.removeAllListeners();
    void which.worker.terminate();
  };

  const runOne = async (project: string, spec: ScratchCheckSpec): Promise<ExerciseCheckResult> => {
    if (closed) throw new Error("the scratch check runner is closed");
    if (!live) live = spawn();
    const current = live;
    try {
      await current.ready;
    } catch (error) {
      retire(current);
      throw error;
    }
    const id = nextId++;
    const failed = (message: string): ExerciseCheckResult => ({
      passed: false,
      total: scratchCheckCount(spec),
      passedTests: 0,
      message,
      cases: [],
    });
    return new Promise<ExerciseCheckResult>((resolve, reject) => {
      const { worker } = current;
      const done = () => {
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("error", onCrash);
        worker.off("exit", onCrash);
      };
      const onMessage = (reply: { id?: number; result?: ExerciseCheckResult; error?: string }) => {
        if (reply.id !== id) return;
        done();
        if (reply.result) resolve(reply.result);
        else reject(new Error(reply.error ?? "scratch check failed"));
      };
      const onCrash = () => {
        done();
        retire(current);
        resolve(failed(crashedMessage));
      };
      const timer = setTimeout(() => {
        done();
        retire(current);
        resolve(failed(tooLongMessage));
      }, timeoutMs);
      worker.on("message", onMessage);
      worker.once("error", onCrash);
      worker.once("exit", onCrash);
      worker.postMessage({ id, project, spec });
    });
  };

  return {
    check(project, spec) {
      const result = queue.then(() => runOne(project, spec));
      queue = result.catch(() => undefined);
      return result;
    },
    async close() {
      closed = true;
      await queue;
      if (live) retire(live);
    },
  };
}
