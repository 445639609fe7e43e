import { useLingui } from "@lingui/react/macro";
import type { LiveSnapshot } from "@qisi/api";
import { useEffect, useState } from "react";
import { useParams } from "wouter";
import { studioApi } from "../PythonStudioPage/studio-api";
import * as css from "./PythonLiveView.css";

const pollMs = 2000;

/** `/studio/live/{number}`: a teacher follows one learner's Python studio, read-only. */
export default function PythonLiveView() {
  const { t } = useLingui();
  const { number = "" } = useParams<{ number: string }>();
  const [snapshot, setSnapshot] = useState<LiveSnapshot | null>(null);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const next = await studioApi.getLive(Number(number));
        if (!stopped) {
          setSnapshot(next);
          setMissing(false);
        }
      } catch {
        if (!stopped) setMissing(true);
      }
      if (!stopped) timer = setTimeout(poll, pollMs);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [number]);

  return (
    <main className={css.page}>
      <h1 className={css.title}>
        {snapshot ? t`${snapshot.name} 的代码（同步号 ${number}）` : t`课堂同步 ${number}`}
      </h1>
      {missing && !snapshot && (
        <p role="status">{t`还没有收到这个同步号的代码，学生打开 Python 创作室后会自动出现。`}</p>
      )}
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
