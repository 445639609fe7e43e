import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { SubmissionState, Verdict } from "@qisi/api";

/** Hydro's verdicts in words a child reads (答案正确, not "Accepted"). */
export const verdictNames: Record<Verdict, MessageDescriptor> = {
  AC: msg`答案正确`,
  WA: msg`答案错误`,
  TLE: msg`运行超时`,
  MLE: msg`内存超限`,
  RE: msg`运行错误`,
  OLE: msg`输出超限`,
  CE: msg`编译错误`,
  SE: msg`系统错误`,
};

/** What each verdict means and what to try next, for the line under the result. */
export const verdictHints: Record<Verdict, MessageDescriptor> = {
  AC: msg`太棒了！所有测试点都通过了。`,
  WA: msg`程序能运行，但有的答案和标准答案不一样。检查一下特殊情况，比如负数、0 或最大的数。`,
  TLE: msg`程序运行得太慢了，超过了时间限制。想一想有没有更快的方法，或者是不是有死循环。`,
  MLE: msg`程序用的内存太多了。看看数组是不是开得太大了。`,
  RE: msg`程序运行时出错了，比如数组越界、除以 0 或递归太深。`,
  OLE: msg`程序输出了太多内容。检查一下循环里的输出。`,
  CE: msg`代码没能编译成功，看看下面提示的那一行。`,
  SE: msg`评测系统出了点问题，这不是你的错。请稍后再提交一次。`,
};

export const stateNames: Record<Exclude<SubmissionState, "done">, MessageDescriptor> = {
  queued: msg`排队中`,
  compiling: msg`编译中`,
  running: msg`运行中`,
};

/** Colour role of a verdict (green for AC, red for wrong answers, amber for limits). */
export function verdictTone(verdict: Verdict): "success" | "danger" | "warning" {
  if (verdict === "AC") return "success";
  if (verdict === "TLE" || verdict === "MLE" || verdict === "OLE" || verdict === "SE") return "warning";
  return "danger";
}
