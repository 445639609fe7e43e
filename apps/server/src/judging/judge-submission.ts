import type { SubmissionCase, SubmissionDiagnostic } from "@qisi/api/contract";
import { type JudgeResult, judge, type Runner } from "@qisi/judge";
import type { ProblemStore } from "../problems/store.ts";
import type { SubmissionOutcome, SubmissionStore } from "../submissions/store.ts";

export interface JudgeDeps {
  submissions: SubmissionStore;
  problems: ProblemStore;
  /** The judge package's runner (`createRunner()`: wasm everywhere, or native with JUDGE_RUNNER=native). */
  runner: Runner;
}

const systemError = (message: string): SubmissionOutcome => ({
  verdict: "SE",
  score: 0,
  timeMs: 0,
  memoryKb: 0,
  cases: [],
  diagnostics: [{ line: 0, column: 0, severity: "error", message }],
});

/** What the child may see of a judge result: no test data, no output, only verdicts and numbers. */
export function toOutcome(result: JudgeResult): SubmissionOutcome {
  const cases: SubmissionCase[] = result.cases.map((c) => ({
    index: c.index,
    verdict: c.verdict,
    timeMs: Math.round(c.timeMs),
    memoryKb: Math.ceil(c.memoryBytes / 1024),
  }));
  // Errors and their notes (a note names how many arguments a function wants): the page explains
  // them in Chinese (@qisi/judge/explain). A message inside a library header keeps its file, so
  // the explanation points at the child's line the notes name instead.
  const diagnostics: SubmissionDiagnostic[] = result.compile.diagnostics
    .filter((d) => d.severity === "error" || d.severity === "fatal" || d.severity === "note")
    .slice(0, 50)
    .map((d) => ({
      line: d.line,
      column: d.column,
      severity: d.severity,
      message: d.message.slice(0, 500),
      ...(d.file && d.file !== "main.cpp" && d.file !== "main.py" && { file: d.file.slice(0, 200) }),
    }));
  return {
    verdict: result.verdict,
    score: result.score,
    timeMs: Math.round(result.timeMs),
    memoryKb: Math.ceil(result.memoryBytes / 1024),
    cases,
    diagnostics,
  };
}

/**
 * Judges one submission, writing its progress to its row as it goes, and answers the verdict to
 * record (the caller records it with the job's end, in one transaction); null when there is nothing
 * to judge (already done, or gone). Run again after a crash it starts over (progress wiped).
 */
export async function judgeSubmission(
  deps: JudgeDeps,
  submissionId: number,
): Promise<SubmissionOutcome | null> {
  const row = await deps.submissions.forJudging(submissionId);
  if (!row || row.state === "done") return null;
  await deps.submissions.startJudging(submissionId);
  const problem = await deps.problems.judgeable(row.problemId);
  if (!problem || problem.tests.length === 0) return systemError("这道题还没有测试数据，请告诉老师。");
  // Progress is written in order, one update at a time; the verdict waits for the last of them.
  let writes = Promise.resolve();
  const result = await judge(
    deps.runner,
    { language: row.language, source: row.source },
    {
      timeLimitMs: problem.timeLimitMs,
      memoryLimitBytes: problem.memoryLimitMb * 1024 * 1024,
      checker: problem.checker,
      ...(problem.subtasks ? { subtasks: problem.subtasks } : {}),
      tests: problem.tests,
    },
    (progress) => {
      if (progress.stage !== "running") return;
      writes = writes.then(() => deps.submissions.progress(submissionId, progress.test, progress.of));
    },
  );
  await writes;
  return toOutcome(result);
}

/** After every retry failed (the worker kept dying on it): the child gets 系统错误, not an endless wait. */
export const gaveUp = (): SubmissionOutcome => systemError("评测机出了点问题，请稍后重新提交。");
