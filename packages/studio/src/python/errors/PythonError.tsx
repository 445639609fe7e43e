import { useLingui } from "@lingui/react/macro";
import { ErrorExplanation } from "@qisi/ui";
import type { Ref } from "react";
import { explainPythonError, type PythonErrorFacts, pythonOriginal } from "./explain-error.ts";

export interface PythonErrorProps {
  /** Python's exception, with the learner's program when the caller has it. */
  facts: PythonErrorFacts;
  /** Python's own words to fold (the traceback); its last line when absent. */
  original?: string | undefined;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A Python error the way every place shows it (the studio, the lesson player, /problems): the
 * line and the cause in Chinese first, or honestly only where Python points; Python's own words
 * folded underneath as "Python 的原话".
 */
export function PythonError({ facts, original, ref }: PythonErrorProps) {
  const { i18n } = useLingui();
  const explained = explainPythonError(facts);
  return (
    <ErrorExplanation
      ref={ref}
      line={explained.line}
      title={i18n._(explained.title)}
      text={i18n._(explained.text)}
      original={original ?? pythonOriginal(facts)}
      tool="python"
      cause={explained.cause}
    />
  );
}
