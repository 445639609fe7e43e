import { useLingui } from "@lingui/react/macro";
import type { Ref } from "react";
import * as css from "../PythonStudio.css";

export interface ErrorExplanationProps {
  /** The explanation in words (from `explainPythonError`). */
  text: string;
  /** The learner's line the error happened on, when Python knows it. */
  line: number | null;
  ref?: Ref<HTMLParagraphElement>;
}

/** The warm explanation under Python's traceback: which line, and what to check. */
export function ErrorExplanation({ text, line, ref }: ErrorExplanationProps) {
  const { t } = useLingui();
  return (
    <p ref={ref} className={css.explanation} data-testid="error-explanation">
      {line !== null ? t`第 ${line} 行：` : ""}
      {text}
    </p>
  );
}
