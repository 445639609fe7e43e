import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import * as css from "./TestsPage.css";
import { TestsShell } from "./TestsShell";

/** `/tests/framec`: the page inside `/tests/framep`; answers each message with a pong. */
export default function FrameChildTestPage() {
  const { t } = useLingui();
  const framed = window.parent !== window;
  const [received, setReceived] = useState<string[]>([]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.data?.source !== "qisi-framep") return;
      const text = String(event.data.text);
      setReceived((current) => [...current, text]);
      (event.source as Window | null)?.postMessage(
        { source: "qisi-framec", text: text.replace("ping", "pong") },
        { targetOrigin: location.origin },
      );
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  return (
    <TestsShell title={<Trans>框架测试（子页面）</Trans>} mainLabel={framed ? t`子页面内容` : undefined}>
      <p>{framed ? <Trans>这个页面正嵌在另一个页面里。</Trans> : <Trans>这个页面没有被嵌入。</Trans>}</p>
      <pre className={css.pre} aria-live="polite">
        {received.join("\n")}
      </pre>
    </TestsShell>
  );
}
