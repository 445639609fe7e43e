import { useLingui } from "@lingui/react/macro";
import type { CppDiagnostic } from "@qisi/api";
import { explainCompileErrors } from "@qisi/judge/explain";
import { ErrorExplanation } from "@qisi/ui";
import type { Ref } from "react";
import * as css from "../CppStudio.css";

export interface ProblemPanelProps {
  /** The compiler's errors, warnings and notes. */
  diagnostics: readonly CppDiagnostic[];
  source: string;
  /** The compiler's whole output, folded when there is nothing to explain one by one (a compile that ran too long). */
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
 * means, the compiler's own words folded under each (@qisi/judge/explain, the same explanations
 * as the lesson checks and /problems). Where no rule is sure, the words say only where the
 * compiler points.
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
  const explained = explainCompileErrors(diagnostics, source, { warnings: true });
  const shown = explained.slice(0, maxShown);
  const more = explained.length - shown.length;
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
          {shown.map((entry) => {
            const column = entry.column;
            return (
              <li key={`${entry.line}:${entry.original}`} className={css.problem} data-rule={entry.cause}>
                <ErrorExplanation
                  line={entry.line}
                  text={i18n._(entry.text)}
                  original={entry.original}
                  tool="compiler"
                  cause={entry.cause}
                  {...(onLine && { onLine: (line: number) => onLine(line, column) })}
                />
              </li>
            );
          })}
        </ul>
      )}
      {more > 0 && <p>{t`还有 ${more} 个地方要改，先改好上面这些，再运行一次。`}</p>}
      {shown.length === 0 && original.trim() && (
        <details className={css.original}>
          <summary>{t`编译器的原话`}</summary>
          <pre>{original}</pre>
        </details>
      )}
    </section>
  );
}
