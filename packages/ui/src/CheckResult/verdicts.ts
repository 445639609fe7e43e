import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The judge's verdicts in words a child reads (issue 37: no AC/WA in a learner's view; the code
 * stays in `data-verdict` for the page's styles and tests).
 */
export const verdictLabels: Record<string, MessageDescriptor> = {
  AC: msg`对了`,
  WA: msg`结果不一样`,
  TLE: msg`太慢了`,
  MLE: msg`内存用太多了`,
  RE: msg`运行时出错了`,
  OLE: msg`输出太多了`,
  CE: msg`没能编译`,
  SE: msg`我们这边出了点问题`,
};

export type VerdictTone = "success" | "danger" | "warning";

/** Green for a pass, amber for limits and our own faults, red for the program's mistakes. */
export function verdictTone(verdict: string): VerdictTone {
  if (verdict === "AC") return "success";
  if (verdict === "TLE" || verdict === "MLE" || verdict === "OLE" || verdict === "SE") return "warning";
  return "danger";
}
