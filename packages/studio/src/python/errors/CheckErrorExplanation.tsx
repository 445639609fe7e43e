import { useLingui } from "@lingui/react/macro";
import type { ExerciseCheckResult } from "@qisi/api/contract";
import type { Ref } from "react";
import { ErrorExplanation } from "./ErrorExplanation.tsx";
import { explainPythonError, type PythonErrorExplanation } from "./explain-error.ts";

/** Python's exception as a lesson check reports it (the harness's `{name, detail, line}`). */
export type CheckError = NonNullable<ExerciseCheckResult["error"]>;

/** The studio's explanation for a check's failing run; null for errors it does not know. */
export function explainCheckError(error: CheckError): PythonErrorExplanation | null {
  return explainPythonError({ name: error.name, message: error.detail, line: error.line });
}

export interface CheckErrorExplanationProps {
  /** A failed check's `error`; nothing is shown without one, or for an error the studio cannot explain. */
  error: ExerciseCheckResult["error"];
  ref?: Ref<HTMLParagraphElement>;
}

/**
 * The explanation the studio shows under a traceback, for a lesson check whose run failed: the
 * same words for the same mistake, whether the child pressed 运行 or 检查.
 */
export function CheckErrorExplanation({ error, ref }: CheckErrorExplanationProps) {
  const { i18n } = useLingui();
  const explained = error ? explainCheckError(error) : null;
  if (!explained) return null;
  return (
    <ErrorExplanation
      ref={ref}
      title={i18n._(explained.title)}
      text={i18n._(explained.text)}
      line={explained.line}
    />
  );
}
