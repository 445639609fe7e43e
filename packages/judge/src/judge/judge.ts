import type { Diagnostic } from "../compile/diagnostics.ts";
import type { CppStandard } from "../compile/flags.ts";
import type { Compiler } from "../compile/types.ts";
import type { RunResult, RuntimeErrorFacts } from "../run/run.ts";
import type { Language, Runner } from "../run/runner.ts";
import { type PreparedChecker, prepareChecker } from "./checker.ts";
import type { Comparison } from "./compare.ts";
import { wasmRunnerFor } from "./runners.ts";
import { type SubtaskResult, scoreCases } from "./score.ts";

/** Hydro's verdict set minus PE (the default checker forgives what PE would flag). */
export type Verdict = "AC" | "WA" | "TLE" | "MLE" | "RE" | "OLE" | "CE" | "SE";

export interface TestCase {
  input: string;
  output: string;
}

/**
 * How a program's output is compared with the expected answer (Hydro's `checker_type`):
 * `default` ignores trailing whitespace and blank lines at the end; `exact` compares bytes;
 * `float` compares tokens, numbers within an absolute or relative tolerance; `special` runs an
 * author's checker program that gets the input, the expected and the actual output.
 */
export type Checker =
  | { kind: "default" }
  | { kind: "exact" }
  | { kind: "float"; absolute: number; relative: number }
  | { kind: "special"; language: "cpp" | "python"; source: string };

/**
 * A group of tests scored together (Hydro's `subtasks`): `min` gives the score only when every
 * case passes (the usual), `sum` gives a share per passed case. `cases` are 1-based test indexes.
 */
export interface Subtask {
  id: number;
  score: number;
  type: "min" | "sum";
  cases: number[];
}

export interface Problem {
  /** Default `{ kind: "default" }`. */
  checker?: Checker;
  /** Without subtasks the score is the percent of tests passed (IOI style). */
  subtasks?: Subtask[];
  /** CPU time per test (Hydro's default: 1000 ms). */
  timeLimitMs: number;
  /** Memory per test (Hydro's default: 256 MiB). */
  memoryLimitBytes: number;
  outputLimitBytes?: number;
  /**
   * Keep this many characters of each test's stdout in `CaseResult.stdout`. Lesson checks quote
   * what the child's program printed for a test the child was shown; problem judging leaves it
   * out, so hidden tests never leak through a result.
   */
  keepOutputChars?: number;
  tests: TestCase[];
}

export interface Submission {
  language: Language;
  source: string;
  /** C++ only (default C++14). */
  std?: CppStandard;
}

export interface CaseResult {
  /** 1-based, as shown to the child ("第 3 个测试点"). */
  index: number;
  verdict: Exclude<Verdict, "CE">;
  timeMs: number;
  memoryBytes: number;
  exitCode: number | null;
  /** RE: the trap; WA: where the output first differs, or a special judge's message; SE: what broke. */
  detail: string | null;
  /** RE of a C++ program: what kind of runtime error, on which line of the child's source. */
  runtimeError?: RuntimeErrorFacts;
  mismatch: Extract<Comparison, { same: false }> | null;
  /** The start of what the program printed, only when the problem asks (`keepOutputChars`). */
  stdout?: string;
}

export interface JudgeResult {
  verdict: Verdict;
  /** With subtasks: the sum of their scores (Hydro); without: percent of tests passed, rounded down. */
  score: number;
  /** One entry per subtask of the problem (empty without subtasks). */
  subtasks: SubtaskResult[];
  compile: { ok: boolean; diagnostics: Diagnostic[]; compiler: string; ms: number };
  cases: CaseResult[];
  /** Largest time and memory over the tests, as judges show them. */
  timeMs: number;
  memoryBytes: number;
}

export type JudgeProgress =
  | { stage: "compiling" }
  | { stage: "running"; test: number; of: number }
  | { stage: "done"; verdict: Verdict };

/**
 * Builds once, then runs every test (all of them, IOI style, so the child sees which tests pass)
 * in a fresh sandbox each and compares with the problem's checker. The overall verdict is the
 * first non-AC verdict in test order. Takes a Runner (wasm or native, `createRunner()`), or a bare
 * Compiler for C++ on the wasm runner (the first step's signature).
 */
export async function judge(
  runnerOrCompiler: Runner | Compiler,
  submission: Submission,
  problem: Problem,
  onProgress: (progress: JudgeProgress) => void = () => {},
): Promise<JudgeResult> {
  const runner = "build" in runnerOrCompiler ? runnerOrCompiler : wasmRunnerFor(runnerOrCompiler);
  onProgress({ stage: "compiling" });
  const built = await runner.build(submission.language, submission.source, {
    memoryLimitBytes: problem.memoryLimitBytes,
    ...(submission.std ? { std: submission.std } : {}),
  });
  if (!built.ok) {
    // A limit of ours hit by a normal-looking program is still the program's CE (a template bomb);
    // only a crash of the compiler itself is a system error.
    const verdict: Verdict = built.reason === "internal" ? "SE" : "CE";
    onProgress({ stage: "done", verdict });
    return { verdict, score: 0, subtasks: [], compile: built.compile, cases: [], timeMs: 0, memoryBytes: 0 };
  }

  const program = built.program;
  const checker = await prepareChecker(runner, problem.checker ?? { kind: "default" });
  const cases: CaseResult[] = [];
  try {
    for (const [i, test] of problem.tests.entries()) {
      onProgress({ stage: "running", test: i + 1, of: problem.tests.length });
      const run = await program.run(test.input, {
        timeLimitMs: problem.timeLimitMs,
        memoryLimitBytes: problem.memoryLimitBytes,
        ...(problem.outputLimitBytes ? { outputLimitBytes: problem.outputLimitBytes } : {}),
      });
      cases.push(await caseResult(i + 1, run, test, problem, checker));
    }
  } finally {
    await program.dispose?.();
    await checker.dispose?.();
  }
  const firstFailure = cases.find((c) => c.verdict !== "AC");
  const verdict: Verdict = firstFailure?.verdict ?? "AC";
  const scored = scoreCases(
    cases.map((c) => c.verdict),
    problem.subtasks,
  );
  onProgress({ stage: "done", verdict });
  return {
    verdict,
    score: scored.score,
    subtasks: scored.subtasks,
    compile: built.compile,
    cases,
    timeMs: Math.max(0, ...cases.map((c) => c.timeMs)),
    memoryBytes: Math.max(0, ...cases.map((c) => c.memoryBytes)),
  };
}

async function caseResult(
  index: number,
  run: RunResult,
  test: TestCase,
  problem: Problem,
  checker: PreparedChecker,
): Promise<CaseResult> {
  const base = {
    index,
    // A stopped program used at least its limit; show the limit rather than a wall-clock figure.
    timeMs: run.status === "time-limit" ? Math.max(run.timeMs, problem.timeLimitMs) : run.timeMs,
    memoryBytes: run.memoryBytes,
    exitCode: run.exitCode,
    detail: null,
    mismatch: null,
    ...(problem.keepOutputChars !== undefined && { stdout: run.stdout.slice(0, problem.keepOutputChars) }),
  };
  switch (run.status) {
    case "time-limit":
      return { ...base, verdict: "TLE" };
    case "memory-limit":
      return { ...base, verdict: "MLE" };
    case "output-limit":
      return { ...base, verdict: "OLE" };
    case "trapped":
      return {
        ...base,
        verdict: "RE",
        detail: run.trap,
        ...(run.runtimeError && { runtimeError: run.runtimeError }),
      };
    case "nonzero-exit":
      return {
        ...base,
        verdict: "RE",
        detail: run.signal ? `signal ${run.signal}` : `exit code ${run.exitCode}`,
        ...(run.runtimeError && { runtimeError: run.runtimeError }),
      };
    case "internal":
      return { ...base, verdict: "SE", detail: run.trap };
    case "ok": {
      const checked = await checker.check(test, run.stdout);
      return { ...base, ...checked };
    }
  }
}
