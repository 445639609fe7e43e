import type {
  Submission,
  SubmissionCase,
  SubmissionDiagnostic,
  SubmissionSummary,
  Verdict,
} from "@qisi/api/contract";
import type { SubmissionRow, SubmissionSummaryRow } from "./store.ts";

export function toSubmissionSummary(row: SubmissionSummaryRow): SubmissionSummary {
  return {
    id: row.id,
    problemId: row.problemId,
    problemTitle: row.problemTitle,
    language: row.language,
    state: row.state,
    verdict: row.verdict as Verdict | null,
    score: row.score,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toSubmission(row: SubmissionRow): Submission {
  return {
    ...toSubmissionSummary(row),
    source: row.source,
    progress:
      row.state === "running" && row.progressTest !== null && row.progressOf !== null
        ? { test: row.progressTest, of: row.progressOf }
        : null,
    timeMs: row.timeMs,
    memoryKb: row.memoryKb,
    cases: row.cases as unknown as SubmissionCase[],
    diagnostics: row.diagnostics as unknown as SubmissionDiagnostic[],
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
