import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ExerciseCheckResult } from "@qisi/api/contract";
import type { CheckOutcome } from "./python-runner.ts";

/**
 * The sentences for checks that ended without the judge's answer. The judge words its own
 * failures (the first failing case, in Chinese); these cover what happens around it.
 */
const sentences = {
  timeout: msg`程序运行了太久还没结束——是不是有一个停不下来的循环？`,
  stopped: msg`检查停下来了。改好程序后，再点一次“检查”吧。`,
  error: msg`这道题的检查自己出了问题，不是你的错。请告诉老师，先继续下一步吧。`,
};

/**
 * A check's outcome in the one result shape every exercise kind shares, for the lesson player.
 * `translate` is lingui's `i18n._`, so the sentences follow the page's language.
 */
export function exerciseResultOf(
  outcome: CheckOutcome,
  translate: (descriptor: MessageDescriptor) => string,
): ExerciseCheckResult {
  if (outcome.outcome === "checked") return outcome.result;
  return {
    passed: false,
    total: 0,
    passedTests: 0,
    message: translate(sentences[outcome.outcome]),
    cases: [],
  };
}
