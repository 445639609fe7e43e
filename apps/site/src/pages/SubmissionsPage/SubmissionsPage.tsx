import { Trans, useLingui } from "@lingui/react/macro";
import type { SubmissionSummary } from "@qisi/api";
import { Button, EmptyState, Link, PageContainer } from "@qisi/ui";
import { useEffect, useState } from "react";
import { useSearch } from "wouter";
import { PageMeta } from "../../app/PageMeta";
import * as css from "../../features/judge/judge.css";
import { stateNames, verdictNames, verdictTone } from "../../features/judge/verdict-names";
import { api } from "../../state/api";

/** `/submissions` (signed in): my submissions, newest first, a page at a time; `?problem=` narrows to one problem. */
export default function SubmissionsPage() {
  const { t, i18n } = useLingui();
  const problem = new URLSearchParams(useSearch()).get("problem") ?? undefined;
  const [items, setItems] = useState<SubmissionSummary[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setItems(null);
    api.getMySubmissions({ ...(problem ? { problem } : {}) }).then(
      (page) => {
        if (!live) return;
        setItems(page.items);
        setNext(page.next);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [problem]);

  const more = async () => {
    if (!next) return;
    setLoading(true);
    try {
      const page = await api.getMySubmissions({ until: next, ...(problem ? { problem } : {}) });
      setItems((current) => [...(current ?? []), ...page.items]);
      setNext(page.next);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  const formatTime = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: "short", timeStyle: "short" }).format(new Date(iso));

  return (
    <main id="main" tabIndex={-1}>
      <PageMeta title={t`我的提交`} description={t`我提交过的代码和评测结果。`} />
      <PageContainer>
        <p>
          <Link href="/problems">
            <Trans>← 返回题库</Trans>
          </Link>
        </p>
        <h1>
          <Trans>我的提交</Trans>
        </h1>
        {failed && (
          <p role="alert">
            <Trans>提交记录没有加载出来，请刷新页面再试一次。</Trans>
          </p>
        )}
        {items === null && !failed && (
          <p role="status">
            <Trans>正在加载……</Trans>
          </p>
        )}
        {items?.length === 0 && (
          <EmptyState
            title={t`还没有提交过`}
            description={t`去题库挑一道题，写好代码提交吧。`}
            action={{ label: t`去题库`, href: "/problems" }}
          />
        )}
        {items && items.length > 0 && (
          <table className={css.table} data-testid="submission-list">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>提交时间</Trans>
                </th>
                <th scope="col">
                  <Trans>题目</Trans>
                </th>
                <th scope="col">
                  <Trans>语言</Trans>
                </th>
                <th scope="col">
                  <Trans>结果</Trans>
                </th>
                <th scope="col">
                  <Trans>得分</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className={css.row}>
                  <td>{formatTime(item.createdAt)}</td>
                  <td>
                    <Link href={`/problems/${encodeURIComponent(item.problemId)}?submission=${item.id}`}>
                      {item.problemTitle}
                    </Link>
                  </td>
                  <td>{item.language === "cpp" ? "C++" : "Python"}</td>
                  <td>
                    {item.verdict ? (
                      <span className={css.tone[verdictTone(item.verdict)]}>
                        {i18n._(verdictNames[item.verdict])}
                      </span>
                    ) : (
                      <span className={css.tone.muted}>
                        {i18n._(stateNames[item.state === "done" ? "queued" : item.state])}
                      </span>
                    )}
                  </td>
                  <td>{item.score ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {next && (
          <p>
            <Button variant="secondary" onClick={() => void more()} busy={loading}>
              <Trans>加载更多</Trans>
            </Button>
          </p>
        )}
      </PageContainer>
    </main>
  );
}
