import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@qisi/ui";
import { useEffect, useRef, useState } from "react";
import * as css from "./TestsPage.css";
import { TestsShell } from "./TestsShell";

/** `/tests/framep`: embeds `/tests/framec` and talks to it with postMessage (same origin only). */
export default function FrameParentTestPage() {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const [log, setLog] = useState<string[]>([]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.data?.source !== "qisi-framec") return;
      setLog((current) => [...current, `← ${event.data.text}`]);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  const ping = () => {
    const text = `ping ${log.length + 1}`;
    frame.current?.contentWindow?.postMessage({ source: "qisi-framep", text }, location.origin);
    setLog((current) => [...current, `→ ${text}`]);
  };

  return (
    <TestsShell title={<Trans>框架测试（父页面）</Trans>}>
      <div className={css.row}>
        <Button onClick={ping}>
          <Trans>向子页面发消息</Trans>
        </Button>
      </div>
      <iframe ref={frame} className={css.frame} src="/tests/framec" title={t`子页面`} />
      <pre className={css.pre} aria-live="polite">
        {log.join("\n")}
      </pre>
    </TestsShell>
  );
}
