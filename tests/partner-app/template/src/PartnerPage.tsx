import { lazy, Suspense, useEffect, useState } from "react";
import type { Qisi } from "./qisi-client";

// Everything of 启思编程's with a stylesheet comes in a chunk of its own, loaded on demand: until then
// the page is the partner's alone, so its look can be compared before and after our styles arrive.
const QisiCorner = lazy(() => import("./QisiCorner"));

/** The partner's own page: its heading, text and links, the learner's 启思编程 status and our corner. */
export function PartnerPage({ qisi }: { qisi: Qisi }) {
  const [session, setSession] = useState(() => qisi.api.getSession());
  const [restoring, setRestoring] = useState(true);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const stop = qisi.api.onSessionChange((next) => setSession(next));
    qisi.restored.then((restored) => {
      setSession(restored);
      setRestoring(false);
    });
    return stop;
  }, [qisi]);

  return (
    <>
      <h1>星星编程俱乐部</h1>
      <p className="host-intro">
        欢迎来到星星编程俱乐部。这里的编程课由<a href="https://qisi.example/">启思编程</a>提供。
      </p>
      <ul>
        <li>周六上午：Python 小游戏</li>
        <li>周日下午：Scratch 动画</li>
      </ul>
      <button type="button" className="host-button">
        订阅课程表
      </button>
      <p data-testid="qisi-session">
        {restoring
          ? "正在确认登录状态…"
          : session.id === 0
            ? "启思编程：未登录"
            : `启思编程：已登录（${session.id}）`}
      </p>
      {open ? (
        <Suspense fallback={<p>正在加载启思编程…</p>}>
          <QisiCorner qisi={qisi} />
        </Suspense>
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          打开启思编程
        </button>
      )}
    </>
  );
}
