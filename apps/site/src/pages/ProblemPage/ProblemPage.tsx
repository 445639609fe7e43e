import { Trans, useLingui } from "@lingui/react/macro";
import { isApiError, type Problem } from "@qisi/api";
import { Button, Link, PageContainer } from "@qisi/ui";
import { useEffect, useId, useState } from "react";
import { useParams, useSearch } from "wouter";
import { PageMeta } from "../../app/PageMeta";
import * as css from "../../features/judge/judge.css";
import { SolutionEditor } from "../../features/judge/SolutionEditor";
import { Statement } from "../../features/judge/Statement";
import { useSubmission } from "../../features/judge/use-submission";
import { VerdictResult } from "../../features/judge/VerdictResult";
import { loginHrefFor } from "../../features/login-paths";
import { api } from "../../state/api";
import { useLoggedIn } from "../../state/session";
import NotFoundPage from "../NotFoundPage";
import { loadDraft, type SolutionLanguage, saveDraft } from "./starter-code";

/**
 * `/problems/{id}`: the statement (Markdown, KaTeX formulas, samples with copy buttons), an editor
 * with a C++/Python picker, submit, and the verdict as the judge works through the tests.
 * `?submission={id}` shows an earlier submission's result (from /submissions).
 */
export default function ProblemPage() {
  const { t } = useLingui();
  const { problemId = "" } = useParams<{ problemId: string }>();
  const search = useSearch();
  const loggedIn = useLoggedIn();
  const languageId = useId();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [missing, setMissing] = useState(false);
  const [failed, setFailed] = useState(false);
  const [language, setLanguage] = useState<SolutionLanguage>("cpp");
  const [code, setCode] = useState(() => loadDraft(problemId, "cpp"));
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submissionId, setSubmissionId] = useState<number | null>(() => {
    const asked = Number(new URLSearchParams(search).get("submission"));
    return Number.isInteger(asked) && asked > 0 ? asked : null;
  });
  const { submission, failed: lost } = useSubmission(submissionId);

  // marks change with who is signed in.
  useEffect(() => {
    let live = true;
    setMissing(false);
    setFailed(false);
    api.getProblem(problemId).then(
      (loaded) => live && setProblem(loaded),
      (error: unknown) => {
        if (!live) return;
        if (isApiError(error) && error.status === 404) setMissing(true);
        else setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [problemId, loggedIn]);

  const changeLanguage = (next: SolutionLanguage) => {
    setLanguage(next);
    setCode(loadDraft(problemId, next));
  };
  const edit = (next: string) => {
    setCode(next);
    saveDraft(problemId, language, next);
  };
  const judging = submission !== null && submission.state !== "done";

  const submit = async () => {
    if (sending || judging) return;
    setSending(true);
    setRefusal(null);
    try {
      const { id } = await api.submitSolution(problemId, { language, source: code });
      setSubmissionId(id);
    } catch (error) {
      setRefusal(isApiError(error) && error.detail ? error.detail : t`提交没有成功，请检查网络后再试一次。`);
    } finally {
      setSending(false);
    }
  };

  if (missing) return <NotFoundPage />;
  const title = problem?.title ?? t`题目`;
  const here = `/problems/${encodeURIComponent(problemId)}`;
  return (
    <main id="main" tabIndex={-1}>
      <PageMeta title={title} description={t`读题、写代码、提交评测。`} />
      <PageContainer>
        <p>
          <Link href="/problems">
            <Trans>← 返回题库</Trans>
          </Link>
        </p>
        {failed && (
          <p role="alert">
            <Trans>题目没有加载出来，请刷新页面再试一次。</Trans>
          </p>
        )}
        {!problem && !failed && (
          <p role="status">
            <Trans>正在加载题目……</Trans>
          </p>
        )}
        {problem && (
          <div className={css.layout}>
            <article aria-labelledby="problem-title">
              <h1 id="problem-title">{problem.title}</h1>
              <p className={css.meta}>
                {problem.level > 0 && (
                  <>
                    <Trans>GESP {problem.level} 级</Trans>
                    {" · "}
                  </>
                )}
                <Trans>
                  时间限制 {problem.timeLimitMs} ms · 内存限制 {problem.memoryLimitMb} MB ·{" "}
                  {problem.testCount} 个测试点
                </Trans>
              </p>
              {problem.tags.length > 0 && (
                <ul className={css.tags} aria-label={t`标签`}>
                  {problem.tags.map((tag) => (
                    <li key={tag} className={css.tag}>
                      {tag}
                    </li>
                  ))}
                </ul>
              )}
              <Statement markdown={problem.statement} />
            </article>
            <section aria-labelledby="solution-heading">
              <h2 id="solution-heading" className={css.heading}>
                <Trans>我的代码</Trans>
              </h2>
              <div className={css.toolbar}>
                <label htmlFor={languageId}>
                  <Trans>编程语言</Trans>
                </label>
                <select
                  id={languageId}
                  className={css.select}
                  value={language}
                  onChange={(event) => changeLanguage(event.target.value as SolutionLanguage)}
                >
                  <option value="cpp">C++</option>
                  <option value="python">Python</option>
                </select>
              </div>
              <SolutionEditor
                language={language}
                code={code}
                onChange={edit}
                onSubmit={() => void submit()}
              />
              <div className={css.toolbar}>
                {loggedIn ? (
                  <Button onClick={() => void submit()} busy={sending || judging} disabled={!code.trim()}>
                    <Trans>提交评测</Trans>
                  </Button>
                ) : (
                  <Link href={loginHrefFor(here)}>
                    <Trans>登录后就能提交评测</Trans>
                  </Link>
                )}
                {loggedIn && (
                  <Link href={`/submissions?problem=${encodeURIComponent(problemId)}`}>
                    <Trans>这道题的提交记录</Trans>
                  </Link>
                )}
              </div>
              {refusal && <p role="alert">{refusal}</p>}
              {lost && (
                <p role="alert">
                  <Trans>暂时拿不到评测结果，请稍后在“我的提交”里查看。</Trans>
                </p>
              )}
              {submission && <VerdictResult submission={submission} />}
            </section>
          </div>
        )}
      </PageContainer>
    </main>
  );
}
