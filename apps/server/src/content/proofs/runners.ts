import type { ScratchCheckSpec } from "@qisi/api/contract";
import type { LoadedExercise } from "../load.ts";

/** What a program printed when the content's own program ran, or why it could not run. */
export type ProgramRun = { ok: true; stdout: string } | { ok: false; why: string };

/** A check's verdict, as the child would read it. */
export interface CheckVerdict {
  passed: boolean;
  message: string;
}

/**
 * The real parts content is proven with (content/proofs/node-runners.ts builds them): the author's
 * own programs run as they are (Python in Pyodide, C++ through the judge), a program checked by an
 * exercise's own checks (the server's checkers), a Scratch project run headless in scratch-vm.
 * The proofs (step-proofs.ts) only ask; they never start anything themselves.
 */
export interface ContentRunners {
  /** Runs a program from content once, with this stdin. */
  run(language: "python" | "cpp", code: string, stdin: string): Promise<ProgramRun>;
  /**
   * Checks a program against a code exercise's checks (Python, C++ or Scratch: `program` is a
   * project.json for Scratch), or against `tests` instead of the exercise's own when given (a
   * modify task's `before`, the same comparison).
   */
  check(
    exercise: LoadedExercise,
    program: string,
    tests?: { stdin: string; stdout: string }[],
  ): Promise<CheckVerdict>;
  /** Runs a Scratch project headless against these rules and behaviour runs. */
  scratch(project: string, spec: ScratchCheckSpec): Promise<CheckVerdict>;
}
