import {
  type Compiler,
  createRunner,
  PythonSandbox,
  type Runner,
  type RunnerChoice,
  WasmRunner,
} from "@qisi/judge";
import type { CheckerRegistry } from "../exercises/checkers.ts";
import { createCppChecker } from "../exercises/cpp-check.ts";
import { pythonChecker } from "../exercises/python-check.ts";
import { FreshPythonSandboxes } from "../exercises/python-sandboxes.ts";
import { quizChecker } from "../exercises/quiz-check.ts";
import { createScratchChecker } from "../exercises/scratch-check.ts";

export interface WorkerTools {
  checkers: CheckerRegistry;
  /** The judge's runner (wasm, or native with JUDGE_RUNNER=native), shared by C++ checks and submissions. */
  runner: Runner;
  /** Starts a Python checking process ahead (a learner opened a lesson with Python exercises). */
  warmPython(): void;
  close(): Promise<void>;
}

/**
 * What a process that runs jobs checks and judges with: one checker per exercise kind (the
 * checkers stay functions of exercise and body; the queue decides when they run) and the judge's
 * runner. Sized to the process's slots, so nothing inside them waits in a line of its own.
 */
export function createWorkerTools(settings: {
  slots: number;
  scratchCheckers: number;
  /** Who runs learner code (JUDGE_RUNNER, PYTHON_RUNNER): the judge's choice, said at start. */
  runnerChoice?: RunnerChoice | undefined;
  /** The C++ compiler of the wasm runner instead of the machine's (tests hand in one that fails). */
  compiler?: (() => Compiler) | undefined;
}): WorkerTools {
  const slots = Math.max(1, settings.slots);
  const runner = settings.compiler
    ? new WasmRunner(settings.compiler(), () => new PythonSandbox())
    : createRunner(settings.runnerChoice);
  const python = new FreshPythonSandboxes({ concurrency: slots, maxWaiting: slots });
  // One pool of scratch-vm threads (each check bounded on its thread's CPU clock, a stuck thread
  // replaced), as many threads as this process runs Scratch checks at once.
  const scratch = createScratchChecker({ workers: Math.min(settings.scratchCheckers, slots) });
  return {
    checkers: {
      quiz: quizChecker,
      python: pythonChecker(python),
      cpp: createCppChecker({ runner, concurrency: slots }),
      scratch,
    },
    runner,
    warmPython: () => python.warm(),
    async close() {
      await Promise.allSettled([python.close(), scratch.close(), runner.close()]);
    },
  };
}
