import type { ExerciseCheckResult } from "@qisi/api/contract";
import type { Ref } from "react";
import { explainPythonError, type PythonErrorExplanation } from "./explain-error.ts";
import { PythonError } from "./PythonError.tsx";

/** Python's exception as a lesson check reports it (the harness's `{name, detail, line}`). */
export type CheckError = NonNullable<ExerciseCheckResult["error"]>;

/** The studio's explanation for a check's failing run. */
export function explainCheckError(error: CheckError, source?: string): PythonErrorExplanation {
  return explainPythonError({
    name: error.name,
    message: error.detail,
    line: error.line,
    ...(source !== undefined && { source }),
  });
}

export interface CheckErrorExplanationProps {
  /** A failed check's `error`; nothing is shown without one. */
  error: ExerciseCheckResult["error"];
  /** The program that was checked: several explanations read its failing line. */
  source?: string | undefined;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The explanation under a lesson check whose run failed: the same words for the same mistake,
 * whether the child pressed 运行 or 检查, with Python's own line folded underneath.
 */
export function CheckErrorExplanation({ error, source, ref }: CheckErrorExplanationProps) {
  if (!error) return null;
  return (
    <PythonError
      ref={ref}
      facts={{
        name: error.name,
        message: error.detail,
        line: error.line,
        ...(source !== undefined && { source }),
      }}
    />
  );
}
