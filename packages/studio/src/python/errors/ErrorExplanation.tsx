import { useLingui } from "@lingui/react/macro";
import type { Ref } from "react";
import * as css from "../PythonStudio.css";

export interface ErrorExplanationProps {
  /** What went wrong in a few words (`explainPythonError(...).title`). */
  title: string;
  /** The explanation and its fix (`explainPythonError(...).text`). */
  text: string;
  /** The learner's line the error happened on, when Python knows it. */
  line: number | null;
  ref?: Ref<HTMLParagraphElement>;
}

/** The warm explanation under Python's traceback: which line, what went wrong, how to fix it. */
export function ErrorExplanation({ title, text, line, ref }: ErrorExplanationProps) {
  const { t } = useLingui();
  return (
    <p ref={ref} className={css.explanation} data-testid="error-explanation">
      <span className={css.explanationTitle}>{line !== null ? t`第 ${line} 行：${title}` : title}</span>
      {text}
    </p>
  );
}
