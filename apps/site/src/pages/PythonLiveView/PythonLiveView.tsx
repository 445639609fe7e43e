import { useLingui } from "@lingui/react/macro";
import { isApiError, type LiveSnapshot } from "@qisi/api";
import { useEffect, useState } from "react";
import { useLocation, useParams } from "wouter";
import { api } from "../../app/api-client";
import * as css from "./PythonLiveView.css";

const pollMs = 2000;
/** What a learner reads out: 8 digits. Anything else in the address is a snapshot's id. */
const shortNumber = /^\d{8}$/;

type Problem = "waiting" | "ended" | "wrong-number" | "too-many";

/**
 * `/studio/live/{number or id}`: a teacher follows one learner's Python studio, read-only. The short
 * number from the learner's screen is looked up once and replaced by the snapshot's id in the
 * address, so the page keeps working after the number expires.
 */
export default function PythonLiveView() {
  const { t } = useLingui();
  const { number: key = "" } = useParams<{ number: string }>();
  const [, navigate] = useLocation();
  const [snapshot, setSnapshot] = useState<LiveSnapshot | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const next = await api.getLive(key);
        if (stopped) return;
        setSnapshot(next);
        setProblem(null);
      } catch (error) {
        if (stopped) return;
        const gone = isApiError(error) && (error.status === 404 || error.status === 400);
        setProblem(gone ? "ended" : "waiting");
        if (gone) return;
      }
      timer = setTimeout(poll, pollMs);
    };
    const find = async () => {
      try {
        const { id } = await api.findLive(key);
        if (!stopped) navigate(`/studio/live/${id}`, { replace: true });
      } catch (error) {
        if (!stopped) setProblem(isApiError(error) && error.status === 429 ? "too-many" : "wrong-number");
      }
    };
    setSnapshot(null);
    setProblem(null);
    void (shortNumber.test(key) ? find() : poll());
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [key, navigate]);

  const messages: Record<Problem, string> = {
    waiting: t`正在等学生的代码……`,
    ended: t`这个课堂同步已经结束或过期了。请学生重新打开 Python 创作室，把新的同步号告诉你。`,
    "wrong-number": t`同步号 ${key} 不对，或者已经过期了。请看一下学生屏幕上现在的同步号。`,
    "too-many": t`同步号输错太多次了，请稍等几分钟，再核对学生屏幕上的号码。`,
  };

  return (
    <main className={css.page}>
      <h1 className={css.title}>{snapshot ? t`${snapshot.name} 的代码` : t`课堂同步`}</h1>
      {problem && !snapshot && <p role="status">{messages[problem]}</p>}
      {snapshot && (
        <>
          <p className={css.meta} role="status">
            {t`最后更新：${new Date(snapshot.updatedAt).toLocaleTimeString("zh-CN")}`}
          </p>
          <div className={css.columns}>
            <section aria-labelledby="live-code">
              <h2 id="live-code" className={css.heading}>
                {t`代码`}
              </h2>
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region must be reachable by keyboard */}
              <pre className={css.block} data-testid="live-code" tabIndex={0}>
                {snapshot.code}
              </pre>
            </section>
            <section aria-labelledby="live-console">
              <h2 id="live-console" className={css.heading}>
                {t`输出`}
              </h2>
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region must be reachable by keyboard */}
              <pre className={css.block} data-testid="live-console" tabIndex={0}>
                {snapshot.console}
              </pre>
            </section>
          </div>
        </>
      )}
    </main>
  );
}
