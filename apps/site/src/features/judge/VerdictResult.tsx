import { Trans, useLingui } from "@lingui/react/macro";
import type { Submission } from "@qisi/api";
import { ErrorExplanation } from "@qisi/ui";
import { explainSubmission } from "./diagnostic-text";
import * as css from "./judge.css";
import { stateNames, verdictHints, verdictNames, verdictTone } from "./verdict-names";

/** 12 ms, 1.5 MB: the figures judges show. */
function memory(kb: number): string {
  return kb >= 1024 ? `${(kb / 1024).toFixed(1)} MB` : `${kb} KB`;
}

/**
 * A submission's progress and verdict: a live status line while the judge works (read out by
 * screen readers), then the verdict with what it means, the compiler's messages for CE, and a
 * table of every test with its verdict, time and memory.
 */
export function VerdictResult({ submission }: { submission: Submission }) {
  const { t, i18n } = useLingui();
  const done = submission.state === "done" && submission.verdict !== null;
  const firstFailed = submission.cases.find((c) => c.verdict !== "AC");
  return (
    <section className={css.result} aria-labelledby="verdict-heading" data-testid="verdict">
      <h2 id="verdict-heading" className={css.heading}>
        <Trans>评测结果</Trans>
      </h2>
      <p role="status" aria-live="polite">
        {done && submission.verdict ? (
          <>
            <span className={css.tone[verdictTone(submission.verdict)]} data-verdict={submission.verdict}>
              {i18n._(verdictNames[submission.verdict])}
            </span>{" "}
            {submission.verdict !== "CE" && submission.verdict !== "SE" && (
              <Trans>得分 {submission.score ?? 0}</Trans>
            )}
            {firstFailed && submission.verdict !== "AC" && (
              <>
                {" · "}
                <span data-testid="first-failed">
                  <Trans>第 {firstFailed.index} 个测试点没有通过</Trans>
                </span>
              </>
            )}
          </>
        ) : submission.state === "running" && submission.progress ? (
          <Trans>
            正在运行第 {submission.progress.test} 个测试点（共 {submission.progress.of} 个）……
          </Trans>
        ) : (
          i18n._(stateNames[submission.state === "done" ? "queued" : submission.state])
        )}
      </p>
      {done && submission.verdict && <p>{i18n._(verdictHints[submission.verdict])}</p>}
      {submission.verdict === "CE" && submission.diagnostics.length > 0 && (
        <ul className={css.explanations} aria-label={t`编译器的提示`} data-testid="diagnostics">
          {explainSubmission(submission).map((entry, index) => (
            <li key={index}>
              <ErrorExplanation
                line={entry.line}
                {...(entry.title && { title: i18n._(entry.title) })}
                text={i18n._(entry.text)}
                original={entry.original}
                tool={entry.tool}
                cause={entry.cause}
              />
            </li>
          ))}
        </ul>
      )}
      {submission.verdict !== "CE" && submission.diagnostics.length > 0 && (
        // 系统错误: the server's own words, already Chinese.
        <p className={css.diagnostics}>{submission.diagnostics.map((d) => d.message).join("\n")}</p>
      )}
      {submission.cases.length > 0 && (
        <table className={css.table}>
          <caption className={css.meta}>
            <Trans>每个测试点的结果</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>测试点</Trans>
              </th>
              <th scope="col">
                <Trans>结果</Trans>
              </th>
              <th scope="col">
                <Trans>用时</Trans>
              </th>
              <th scope="col">
                <Trans>内存</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {submission.cases.map((c) => (
              <tr key={c.index} className={css.row} data-testid="case-row">
                <th scope="row">#{c.index}</th>
                <td className={css.tone[verdictTone(c.verdict)]}>{i18n._(verdictNames[c.verdict])}</td>
                <td>{c.timeMs} ms</td>
                <td>{memory(c.memoryKb)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
