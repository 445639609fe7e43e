import type { Diagnostic } from "../compile/diagnostics.ts";
import type { CppStandard } from "../compile/flags.ts";
import type { Compiler } from "../compile/types.ts";
import { prepare, type RunResult, runPrepared } from "../run/run.ts";
import { type Comparison, compareTolerant } from "./compare.ts";

/** Hydro's verdict set minus the ones this step does not produce yet (PE, special judge). */
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
  tests: TestCase[];
}

export interface Submission {
  /** Python joins once the sandboxed Python runner lands (issue 18, NOTES-next-steps.md). */
  language: "cpp";
  source: string;
  std?: CppStandard;
}

export interface CaseResult {
  /** 1-based, as shown to the child ("第 3 个测试点"). */
  index: number;
  verdict: Exclude<Verdict, "CE">;
  timeMs: number;
  memoryBytes: number;
  exitCode: number | null;
  /** RE: the trap; WA: where the output first differs; SE: what broke. */
  detail: string | null;
  mismatch: Extract<Comparison, { same: false }> | null;
}

export interface JudgeResult {
  verdict: Verdict;
  /** IOI-style (GESP): percent of tests passed, rounded down. */
  score: number;
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
 * Compiles once, then runs every test (all of them, IOI style, so the child sees which tests
 * pass) in a fresh sandbox each. The overall verdict is the first non-AC verdict in test order.
 */
export async function judge(
  compiler: Compiler,
  submission: Submission,
  problem: Problem,
  onProgress: (progress: JudgeProgress) => void = () => {},
): Promise<JudgeResult> {
  onProgress({ stage: "compiling" });
  const compiled = await compiler.compile(submission.source, submission.std ? { std: submission.std } : {});
  const compile = {
    ok: compiled.ok,
    diagnostics: compiled.diagnostics,
    compiler: compiled.compiler,
    ms: compiled.ms,
  };
  if (!compiled.ok) {
    // A limit of ours hit by a normal-looking program is still the program's CE (a template bomb);
    // only a crash of the compiler itself is a system error.
    const verdict: Verdict = compiled.reason === "internal" ? "SE" : "CE";
    if (compiled.reason === "timeout") {
      compile.diagnostics = [
        { file: "", line: 0, column: 0, severity: "error", message: "compilation exceeded the time limit" },
      ];
    } else if (compiled.reason === "too-large") {
      compile.diagnostics = [
        { file: "", line: 0, column: 0, severity: "error", message: "source is larger than 64 KB" },
      ];
    }
    onProgress({ stage: "done", verdict });
    return { verdict, score: 0, compile, cases: [], timeMs: 0, memoryBytes: 0 };
  }

  const prepared = prepare(compiled.wasm, problem.memoryLimitBytes);
  const cases: CaseResult[] = [];
  for (const [i, test] of problem.tests.entries()) {
    onProgress({ stage: "running", test: i + 1, of: problem.tests.length });
    const run = await runPrepared(prepared, test.input, {
      timeLimitMs: problem.timeLimitMs,
      memoryLimitBytes: problem.memoryLimitBytes,
      ...(problem.outputLimitBytes ? { outputLimitBytes: problem.outputLimitBytes } : {}),
    });
    cases.push(caseResult(i + 1, run, test, problem));
  }
  const firstFailure = cases.find((c) => c.verdict !== "AC");
  const verdict: Verdict = firstFailure?.verdict ?? "AC";
  const passed = cases.filter((c) => c.verdict === "AC").length;
  onProgress({ stage: "done", verdict });
  return {
    verdict,
    score: cases.length === 0 ? 0 : Math.floor((passed * 100) / cases.length),
    compile,
    cases,
    timeMs: Math.max(0, ...cases.map((c) => c.timeMs)),
    memoryBytes: Math.max(0, ...cases.map((c) => c.memoryBytes)),
  };
}

function caseResult(index: number, run: RunResult, test: TestCase, problem: Problem): CaseResult {
  const base = {
    index,
    // A stopped program used at least its limit; show the limit rather than a wall-clock figure.
    timeMs: run.status === "time-limit" ? Math.max(run.timeMs, problem.timeLimitMs) : run.timeMs,
    memoryBytes: run.memoryBytes,
    exitCode: run.exitCode,
    detail: null,
    mismatch: null,
  };
  switch (run.status) {
    case "time-limit":
      return { ...base, verdict: "TLE" };
    case "memory-limit":
      return { ...base, verdict: "MLE" };
    case "output-limit":
      return { ...base, verdict: "OLE" };
    case "trapped":
      return { ...base, verdict: "RE", detail: run.trap };
    case "nonzero-exit":
      return { ...base, verdict: "RE", detail: `exit code ${run.exitCode}` };
    case "internal":
      return { ...base, verdict: "SE", detail: run.trap };
    case "ok": {
      const comparison = compareTolerant(test.output, run.stdout);
      if (comparison.same) return { ...base, verdict: "AC" };
      return { ...base, verdict: "WA", detail: `line ${comparison.line}`, mismatch: comparison };
    }
  }
}
