import type { ExerciseCheckResult, ScratchCheckSpec } from "@qisi/api/contract";
import { scratchVmBase } from "../../../scratch/scratch-gui-version.ts";
import { scratchCheckCount, tooLongMessage } from "../check.ts";
import type { BrowserCheckRequest } from "./check.worker.ts";

export interface BrowserScratchChecker {
  check(project: string, spec: ScratchCheckSpec): Promise<ExerciseCheckResult>;
  dispose(): void;
}

const defaultWorker = () =>
  new Worker(new URL("./check.worker.ts", import.meta.url), { type: "module", name: "qisi-scratch-check" });

/**
 * Instant Scratch checks in the browser: the same engine as the server, in a worker holding one
 * headless VM (started at the first check: scratch-vm's 5.8 MB build is fetched then, and cached
 * for a year). One check at a time; one that runs past `timeoutMs` costs the worker, and the next
 * check starts a fresh one.
 */
export function createBrowserScratchChecker(
  options: { timeoutMs?: number; createWorker?: () => Worker } = {},
): BrowserScratchChecker {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const createWorker = options.createWorker ?? defaultWorker;
  const vmUrl = new URL(`${scratchVmBase}scratch-vm.js`, location.href).href;
  let worker: Worker | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let nextId = 1;

  const retire = () => {
    if (!worker) return;
    worker.onmessage = null;
    worker.onerror = null;
    worker.terminate();
    worker = null;
  };

  const runOne = (project: string, spec: ScratchCheckSpec) =>
    new Promise<ExerciseCheckResult>((resolve, reject) => {
      if (!worker) worker = createWorker();
      const current = worker;
      const id = nextId++;
      const timer = setTimeout(() => {
        retire();
        resolve({
          passed: false,
          total: scratchCheckCount(spec),
          passedTests: 0,
          message: tooLongMessage,
          cases: [],
        });
      }, timeoutMs);
      current.onmessage = (
        event: MessageEvent<{ id: number; result?: ExerciseCheckResult; error?: string }>,
      ) => {
        if (event.data.id !== id) return;
        clearTimeout(timer);
        if (event.data.result) resolve(event.data.result);
        else reject(new Error(event.data.error ?? "the Scratch check failed"));
      };
      current.onerror = (event) => {
        clearTimeout(timer);
        retire();
        reject(new Error(event.message || "the Scratch check worker stopped"));
      };
      const request: BrowserCheckRequest = { id, vmUrl, project, spec };
      current.postMessage(request);
    });

  return {
    check(project, spec) {
      const result = queue.then(() => runOne(project, spec));
      queue = result.catch(() => undefined);
      return result;
    },
    dispose: retire,
  };
}
