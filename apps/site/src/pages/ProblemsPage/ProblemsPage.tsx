import { Trans, useLingui } from "@lingui/react/macro";
import type { ProblemSummary } from "@qisi/api";
import { EmptyState, Link, PageContainer } from "@qisi/ui";
import { useEffect, useState } from "react";
import { PageMeta } from "../../app/PageMeta";
import * as css from "../../features/judge/judge.css";
import { api } from "../../state/api";
import { useLoggedIn } from "../../state/session";

/** `/problems`: every practice problem with its GESP level, tags and, when signed in, my marks. */
export default function ProblemsPage() {
  const { t } = useLingui();
  const loggedIn = useLoggedIn();
  const [items, setItems] = useState<ProblemSummary[] | null>(null);
  const [failed, setFailed] = useState(false);

  // the marks change with who is signed in.
  useEffect(() => {
    let live = true;
    api.getProblems().then(
      (list) => live && setItems(list.items),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [loggedIn]);

  return (
    <main id="main" tabIndex={-1}>
      <PageMeta title={t`题库`} description={t`GESP C++ 1–4 级练习题：读题、写代码、提交评测。`} />
      <PageContainer>
        <h1>
          <Trans>题库</Trans>
        </h1>
        <p className={css.meta}>
          <Trans>按 GESP 等级排列。写好代码提交后，评测系统会用隐藏的测试数据检查你的程序。</Trans>{" "}
          {loggedIn && (
            <Link href="/submissions">
              <Trans>我的提交记录</Trans>
            </Link>
          )}
        </p>
        {failed && (
          <p role="alert">
            <Trans>题目没有加载出来，请刷新页面再试一次。</Trans>
          </p>
        )}
        {items === null && !failed && (
          <p role="status">
            <Trans>正在加载题目……</Trans>
          </p>
        )}
        {items?.length === 0 && (
          <EmptyState title={t`还没有题目`} description={t`老师正在准备题目，过几天再来看看吧。`} />
        )}
        {items && items.length > 0 && (
          <table className={css.table} data-testid="problem-list">
            <caption className={css.meta}>
              <Trans>共 {items.length} 道题</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>状态</Trans>
                </th>
                <th scope="col">
                  <Trans>题目</Trans>
                </th>
                <th scope="col">
                  <Trans>等级</Trans>
                </th>
                <th scope="col">
                  <Trans>标签</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((problem) => (
                <tr key={problem.id} className={css.row}>
                  <td>
                    {problem.mark === "solved" ? (
                      <span className={css.tone.success}>
                        <Trans>✓ 已通过</Trans>
                      </span>
                    ) : problem.mark === "attempted" ? (
                      <span className={css.tone.danger}>
                        <Trans>尝试过</Trans>
                      </span>
                    ) : (
                      <span className={css.tone.muted}>
                        <Trans>未做</Trans>
                      </span>
                    )}
                  </td>
                  <td>
                    <Link href={`/problems/${encodeURIComponent(problem.id)}`}>{problem.title}</Link>
                  </td>
                  <td>{problem.level > 0 ? <Trans>GESP {problem.level} 级</Trans> : "—"}</td>
                  <td>
                    <ul className={css.tags}>
                      {problem.tags.map((tag) => (
                        <li key={tag} className={css.tag}>
                          {tag}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </PageContainer>
    </main>
  );
}
