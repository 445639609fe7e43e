import type { Subtask } from "./judge.ts";

export interface SubtaskResult {
  id: number;
  /** Points earned out of `max`. */
  score: number;
  max: number;
  /** AC when every case of the subtask passed, else its first failing verdict. */
  verdict: string;
}

/**
 * Hydro's subtask scoring: a `min` subtask gives its score only when every case passes, a `sum`
 * subtask gives score × passed ⁄ cases (rounded down). The total is the sum over subtasks. Cases
 * in no subtask are still run and shown but score nothing. Without subtasks every case is worth
 * an equal share of 100 (IOI style, as GESP scores), rounded down.
 */
export function scoreCases(
  verdicts: readonly string[],
  subtasks: readonly Subtask[] | undefined,
): { score: number; subtasks: SubtaskResult[] } {
  if (!subtasks || subtasks.length === 0) {
    const passed = verdicts.filter((v) => v === "AC").length;
    return { score: verdicts.length === 0 ? 0 : Math.floor((passed * 100) / verdicts.length), subtasks: [] };
  }
  const results = subtasks.map((subtask): SubtaskResult => {
    // A case index past the tests is a broken package: count it as failed rather than passed.
    const own = subtask.cases.map((index) => verdicts[index - 1] ?? "SE");
    const passed = own.filter((v) => v === "AC").length;
    const verdict = own.find((v) => v !== "AC") ?? "AC";
    const score =
      subtask.type === "min"
        ? verdict === "AC"
          ? subtask.score
          : 0
        : own.length === 0
          ? 0
          : Math.floor((subtask.score * passed) / own.length);
    return { id: subtask.id, score, max: subtask.score, verdict };
  });
  return { score: results.reduce((sum, r) => sum + r.score, 0), subtasks: results };
}
