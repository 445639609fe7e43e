import type { RunResult } from "../run/run.ts";
import type { Program, Runner } from "../run/runner.ts";
import { type Comparison, compareExact, compareFloat, compareTolerant } from "./compare.ts";
import type { CaseResult, Checker, TestCase } from "./judge.ts";

export type Checked = Pick<CaseResult, "verdict" | "detail" | "mismatch">;

export interface PreparedChecker {
  check(test: TestCase, actual: string): Promise<Checked>;
  dispose?(): Promise<void>;
}

/** A special judge gets this much room per test, whatever the contestant's limits. */
export const CHECKER_LIMITS = { timeLimitMs: 5000, memoryLimitBytes: 256 * 1024 * 1024 };
// The checker's message is shown to the child: a line, not a dump of the hidden test.
const MESSAGE_CHARS = 200;

/**
 * Builds the problem's checker once per judging (a special judge is compiled like a submission,
 * by the same runner, so it runs in the same sandbox). A checker that fails to build makes every
 * case SE: it is the problem's fault, not the child's.
 */
export async function prepareChecker(runner: Runner, checker: Checker): Promise<PreparedChecker> {
  switch (checker.kind) {
    case "default":
      return fromComparison((want, got) => compareTolerant(want, got));
    case "exact":
      return fromComparison((want, got) => compareExact(want, got));
    case "float":
      return fromComparison((want, got) => compareFloat(want, got, checker));
    case "special": {
      const built = await runner.build(checker.language, checker.source, {
        memoryLimitBytes: CHECKER_LIMITS.memoryLimitBytes,
      });
      if (!built.ok) {
        const first = built.compile.diagnostics.find((d) => d.severity === "error" || d.severity === "fatal");
        const detail = `special judge does not compile${first ? `: ${first.line}:${first.column} ${first.message}` : ""}`;
        return { check: async () => ({ verdict: "SE", detail, mismatch: null }) };
      }
      const program = built.program;
      return {
        check: (test, actual) => runSpecial(program, test, actual),
        ...(program.dispose ? { dispose: () => program.dispose?.() ?? Promise.resolve() } : {}),
      };
    }
  }
}

function fromComparison(compare: (expected: string, actual: string) => Comparison): PreparedChecker {
  return {
    async check(test, actual) {
      const comparison = compare(test.output, actual);
      if (comparison.same) return { verdict: "AC", detail: null, mismatch: null };
      return { verdict: "WA", detail: `line ${comparison.line}`, mismatch: comparison };
    },
  };
}

/**
 * Hustoj-style special judge: argv[1] the input, argv[2] the expected answer, argv[3] the
 * contestant's output, as files in the checker's own sandbox (read-only, in memory); exit code 0
 * is AC, 1 or 2 (testlib's WA and PE) is WA; its stdout is the message. Anything else (a crash,
 * a time-out, exit code 3 = testlib's "fail") means the checker broke: SE.
 */
async function runSpecial(program: Program, test: TestCase, actual: string): Promise<Checked> {
  const run: RunResult = await program.run("", CHECKER_LIMITS, {
    args: ["input", "answer", "output"],
    files: { input: test.input, answer: test.output, output: actual },
  });
  const message = clip(run.stdout.trim());
  if (run.status === "ok") return { verdict: "AC", detail: message || null, mismatch: null };
  if (run.status === "nonzero-exit" && !run.signal && (run.exitCode === 1 || run.exitCode === 2)) {
    return { verdict: "WA", detail: message || null, mismatch: null };
  }
  const why = run.status === "nonzero-exit" ? (run.signal ?? `exit code ${run.exitCode}`) : run.status;
  return {
    verdict: "SE",
    detail: `special judge failed (${why})${message ? `: ${message}` : ""}`,
    mismatch: null,
  };
}

function clip(text: string): string {
  return text.length > MESSAGE_CHARS ? `${text.slice(0, MESSAGE_CHARS)}…` : text;
}
