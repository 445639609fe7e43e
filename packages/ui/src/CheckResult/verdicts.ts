import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The judge's verdicts in words a child reads, beside the short code teachers know. */
export const verdictLabels: Record<string, MessageDescriptor> = {
  AC: msg`通过`,
  WA: msg`答案错误`,
  TLE: msg`超时`,
  MLE: msg`内存超限`,
  RE: msg`运行出错`,
  OLE: msg`输出太多`,
  CE: msg`编译错误`,
  SE: msg`系统出错`,
};

export type VerdictTone = "success" | "danger" | "warning";

/** Green for a pass, amber for limits and our own faults, red for the program's mistakes. */
export function verdictTone(verdict: string): VerdictTone {
  if (verdict === "AC") return "success";
  if (verdict === "TLE" || verdict === "MLE" || verdict === "OLE" || verdict === "SE") return "warning";
  return "danger";
}
