import { Trans, useLingui } from "@lingui/react/macro";
import { CircleCheck, Lightbulb } from "lucide-react";
import type { ReactNode } from "react";
import { ErrorExplanation } from "../ErrorExplanation";
import * as css from "./CheckResult.css";
import type { CheckResultValue } from "./types";
import { VerdictChips } from "./VerdictChips";
import { VisibleText } from "./VisibleText";

export interface CheckResultProps {
  /** Nothing yet: the live region waits, empty, so the first result is announced too. */
  result?: CheckResultValue | null;
  /** A check is running. */
  checking?: boolean;
  /** The Chinese explanation of a Python error (the studio's CheckErrorExplanation), when there is one. */
  explanation?: ReactNode;
  /** A line under the result: 已记录, or the server's word when it disagrees with the browser. */
  note?: ReactNode;
}

/**
 * What 检查 found: praise on a pass; otherwise one sentence about the first failing test and what
 * went in, what was expected and what the program printed. Announced politely to screen readers.
 */
export function CheckResult({ result, checking = false, explanation, note }: CheckResultProps) {
  const { t } = useLingui();
  return (
    <div className={css.region} role="status" aria-live="polite" aria-busy={checking}>
      {checking ? (
        <p className={css.count}>
          <Trans>正在检查你的程序…</Trans>
        </p>
      ) : result ? (
        <div className={css.panel} data-state={result.passed ? "passed" : "failed"}>
          <p className={css.headline}>
            {result.passed ? (
              <CircleCheck className={css.icon} size={20} aria-hidden="true" />
            ) : (
              <Lightbulb className={css.icon} size={20} aria-hidden="true" />
            )}
            <span>{result.message}</span>
          </p>
          {/* Right under the sentence: the cause of an error is what the child reads next. */}
          {!result.passed && explanation ? explanation : null}
          {/* A program that stopped with an error passed nothing: the count would only say 0 again;
              one test or a quiz has no count worth saying. */}
          {result.total > 1 && !result.quiz && !result.error && !result.diagnostics?.length ? (
            <p className={css.count}>
              {result.passed ? (
                <Trans>试了 {result.total} 次，每次都对。</Trans>
              ) : (
                <Trans>
                  试了 {result.total} 次，对了 {result.passedTests} 次。
                </Trans>
              )}
            </p>
          ) : null}
          {!result.passed && result.test ? (
            <dl className={css.ioGrid}>
              <dt className={css.ioLabel}>
                <Trans>输入</Trans>
              </dt>
              <dd className={css.ioValue}>
                <VisibleText text={result.test.input} />
              </dd>
              {result.test.expected !== undefined ? (
                <>
                  <dt className={css.ioLabel}>
                    <Trans>应该输出</Trans>
                  </dt>
                  <dd className={css.ioValue}>
                    <VisibleText text={result.test.expected} />
                  </dd>
                </>
              ) : null}
              {result.test.actual !== undefined ? (
                <>
                  <dt className={css.ioLabel}>
                    <Trans>你的程序输出</Trans>
                  </dt>
                  <dd className={css.ioValue}>
                    <VisibleText text={result.test.actual} />
                  </dd>
                </>
              ) : null}
            </dl>
          ) : null}
          {result.cases && result.cases.length > 0 ? <VerdictChips cases={result.cases} /> : null}
          {result.diagnostics && result.diagnostics.length > 0 ? (
            <ul className={css.explanations} aria-label={t`编译器的提示`}>
              {result.diagnostics.map((d, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: diagnostics of one result never reorder.
                <li key={index}>
                  <ErrorExplanation line={d.line} text={d.message} original={d.original} tool="compiler" />
                </li>
              ))}
            </ul>
          ) : null}
          {result.quiz && result.quiz.why.length > 0 ? (
            <ul className={css.list}>
              {result.quiz.why.map((why) => (
                <li key={why}>{why}</li>
              ))}
            </ul>
          ) : null}
          {result.quiz?.explanation ? (
            <p className={css.note}>
              <Trans>讲解：</Trans>
              {result.quiz.explanation}
            </p>
          ) : null}
          {note ? <p className={css.note}>{note}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
