import { useLingui } from "@lingui/react/macro";
import type { CppDiagnostic } from "@qisi/api";
import { explainDiagnostic } from "@qisi/judge/explain";
import type { Ref } from "react";
import * as css from "../CppStudio.css";

export interface ProblemPanelProps {
  /** The compiler's errors and warnings (notes are folded into the original text). */
  diagnostics: readonly CppDiagnostic[];
  source: string;
  /** The compiler's own text, folded underneath. */
  original: string;
  /** True when the program did not compile; false for warnings of a program that ran. */
  failed: boolean;
  timedOut?: boolean;
  onLine?: (line: number, column: number) => void;
  ref?: Ref<HTMLElement>;
}

/** Shown at most: a beginner fixes the first mistakes first, and later ones often follow from them. */
const maxShown = 5;

/**
 * Compile errors (or a program's warnings) in words a child understands: which line, what it
 * means, the compiler's original underneath. Messages outside the ten explained ones keep the
 * compiler's words, so nothing is hidden.
 */
export function ProblemPanel({
  diagnostics,
  source,
  original,
  failed,
  timedOut = false,
  onLine,
  ref,
}: ProblemPanelProps) {
  const { t, i18n } = useLingui();
  const shown = diagnostics.filter((d) => d.severity !== "note").slice(0, maxShown);
  const title = timedOut
    ? t`编译太久了（超过 10 秒），没能完成`
    : failed
      ? t`程序还有错误，没能运行`
      : t`程序可以运行，但有要注意的地方`;
  return (
    <section
      ref={ref}
      className={css.panel}
      aria-label={title}
      data-testid="problem-panel"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the panel scrolls when long; keyboard users need to reach it.
      tabIndex={0}
    >
      <h2 className={css.panelTitle}>{title}</h2>
      {timedOut && <p>{t`是不是用了特别复杂的模板或者太多的 #include？把程序改简单一些再试。`}</p>}
      {shown.length > 0 && (
        <ul className={css.problemList}>
          {shown.map((d) => {
            const explained = explainDiagnostic(d, source);
            return (
              <li
                key={`${d.line}:${d.column}:${d.message}`}
                className={css.problem}
                data-rule={explained?.rule ?? "other"}
              >
                {d.line > 0 && (
                  <button type="button" className={css.lineLink} onClick={() => onLine?.(d.line, d.column)}>
                    {t`第 ${d.line} 行`}
                  </button>
                )}
                {d.line > 0 && "："}
                {explained ? i18n._(explained.text) : t`编译器说：${d.message}`}
              </li>
            );
          })}
        </ul>
      )}
      {original.trim() && (
        <details className={css.original}>
          <summary>{t`编译器的原话（英文）`}</summary>
          <pre>{original}</pre>
        </details>
      )}
    </section>
  );
}
