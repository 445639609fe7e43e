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
import { parseOnlyInspector } from "../exercises/python-runs.ts";
import { quizChecker } from "../exercises/quiz-check.ts";
import { createScratchChecker } from "../exercises/scratch-check.ts";
import { type CodeCheckers, createStepCheckers } from "../exercises/step-check.ts";

export interface WorkerTools {
  checkers: CheckerRegistry;
  /** The code checkers alone: a Parsons rung's own check runs its program through them. */
  code: CodeCheckers;
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
  // Python checks run the learner's program once per case through the same runner (fresh per run,
  // parent-timed: exercises/python-runs.ts); their syntax and rules are read by a python3 that only
  // parses (the runner where the host has none). The verdict is this process's (@qisi/studio/checks).
  const inspector = parseOnlyInspector();
  // One pool of scratch-vm threads (each check bounded on its thread's CPU clock, a stuck thread
  // replaced), as many threads as this process runs Scratch checks at once.
  const scratch = createScratchChecker({ workers: Math.min(settings.scratchCheckers, slots) });
  let warmed = false;
  const code = {
    python: pythonChecker(runner, { concurrency: slots, maxWaiting: slots, ...(inspector && { inspector }) }),
    cpp: createCppChecker({ runner, concurrency: slots }),
    scratch,
  };
  return {
    checkers: {
      quiz: quizChecker,
      ...code,
      // The lesson format v2 steps (issue 37) run their programs through the same checkers.
      ...createStepCheckers(code),
    },
    code,
    runner,
    // Pyodide's first start takes seconds: a lesson with Python opens one ahead (once per process;
    // every run after takes a spare the runner keeps started). Native CPython needs no warming.
    warmPython() {
      if (warmed || runner.name === "native") return;
      warmed = true;
      runner
        .build("python", "pass\n", { memoryLimitBytes: 64 * 1024 * 1024 })
        .then((build) => (build.ok ? build.program.dispose?.() : undefined))
        .catch(() => {});
    },
    async close() {
      await Promise.allSettled([inspector?.close(), scratch.close(), runner.close()]);
    },
  };
}
