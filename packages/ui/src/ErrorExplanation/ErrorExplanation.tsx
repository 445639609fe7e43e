import { useLingui } from "@lingui/react/macro";
import type { Ref } from "react";
import * as css from "./ErrorExplanation.css";

export interface ErrorExplanationProps {
  /** The child's line (from 1); null or 0 when the tool names none. */
  line: number | null;
  /** What went wrong in a few words ("名字拼错了"), shown after the line; C++ explanations are one sentence and have none. */
  title?: string;
  /** What it means and how to fix it, in the child's words. */
  text: string;
  /** The tool's own words, folded underneath; nothing is folded without them. */
  original?: string;
  /** Whose words the original are: Python's, or the compiler's. */
  tool: "python" | "compiler";
  /** The explanation's cause id (`honest` when no rule was sure), as `data-cause` for tests and styles. */
  cause?: string;
  /** Makes the line a button that shows it in the editor (the studios). */
  onLine?: (line: number) => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * One error explained for a child: which line, what went wrong and how to fix it, in Chinese
 * first; the tool's own English folded underneath ("Python 的原话" / "编译器的原话"), a native
 * disclosure that the keyboard opens with Enter or Space.
 */
export function ErrorExplanation({
  line,
  title,
  text,
  original,
  tool,
  cause,
  onLine,
  ref,
}: ErrorExplanationProps) {
  const { t } = useLingui();
  const where = line ? t`第 ${line} 行` : null;
  const place =
    where && onLine && line ? (
      <button type="button" className={css.lineLink} onClick={() => onLine(line)}>
        {where}
      </button>
    ) : (
      where
    );
  return (
    <div ref={ref} className={css.root} data-testid="error-explanation" data-cause={cause}>
      <p className={css.lead}>
        {title ? (
          <>
            <span className={css.heading}>
              {place}
              {place && "："}
              {title}
            </span>
            {text}
          </>
        ) : (
          <>
            {place}
            {place && "："}
            {text}
          </>
        )}
      </p>
      {original?.trim() ? (
        <details className={css.original}>
          <summary className={css.summary}>{tool === "python" ? t`Python 的原话` : t`编译器的原话`}</summary>
          <pre>{original}</pre>
        </details>
      ) : null}
    </div>
  );
}
