import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { AttemptBody, AttemptResult, ExerciseCheckResult } from "@qisi/api";
import { isApiError } from "@qisi/api";
import { useState } from "react";

const notSent = msg`没能把答案交上去，请检查网络后再试一次。`;

/**
 * The answers of the steps marked on the server alone (predict, run-and-see, a Parsons step): sent
 * as attempts, their results kept per exercise for the step to show. What the server says is what
 * the child sees; a failure to send says so in words, never as a wrong answer.
 */
export function useStepAnswers(attempt: (exerciseId: string, body: AttemptBody) => Promise<AttemptResult>) {
  const { i18n } = useLingui();
  const [answering, setAnswering] = useState<string | null>(null);
  const [results, setResults] = useState<ReadonlyMap<string, ExerciseCheckResult>>(new Map());

  async function answer(exerciseId: string, body: AttemptBody): Promise<AttemptResult | null> {
    if (answering) return null;
    setAnswering(exerciseId);
    try {
      const answered = await attempt(exerciseId, body);
      setResults((current) => new Map(current).set(exerciseId, answered.result));
      return answered;
    } catch (error) {
      const detail = isApiError(error) && error.status >= 400 && error.status < 500 ? error.detail : null;
      setResults((current) =>
        new Map(current).set(exerciseId, {
          passed: false,
          total: 0,
          passedTests: 0,
          message: detail || i18n._(notSent),
          cases: [],
        }),
      );
      return null;
    } finally {
      setAnswering(null);
    }
  }

  return { answer, answering, results };
}
