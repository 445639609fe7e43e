import { Trans, useLingui } from "@lingui/react/macro";
import type { CaptchaSolution } from "@qisi/api";
import type { CaptchaSlotProps } from "@qisi/ui";
import { useEffect, useRef, useState } from "react";
import { api } from "../../state/api";
import * as css from "./CaptchaWidget.css";

type WorkerMessage =
  | { type: "progress"; fraction: number }
  | { type: "done"; solution: CaptchaSolution | null };

/**
 * Self-hosted human verification: fetch an ALTCHA challenge and solve its proof-of-work in a Web
 * Worker (crypto.subtle SHA-256), showing progress. Starts on mount; LoginForm remounts it after a failure.
 */
export function CaptchaWidget({ onVerified, onFailed }: CaptchaSlotProps<CaptchaSolution>) {
  const { t } = useLingui();
  const [fraction, setFraction] = useState(0);
  const callbacks = useRef({ onVerified, onFailed });
  callbacks.current = { onVerified, onFailed };

  useEffect(() => {
    let worker: Worker | null = null;
    let cancelled = false;
    api
      .getCaptchaChallenge()
      .then((challenge) => {
        if (cancelled) return;
        worker = new Worker(new URL("./captcha.worker.ts", import.meta.url), { type: "module" });
        worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
          if (event.data.type === "progress") setFraction(event.data.fraction);
          else {
            worker?.terminate();
            if (event.data.solution) callbacks.current.onVerified(event.data.solution);
            else callbacks.current.onFailed();
          }
        };
        worker.onerror = () => callbacks.current.onFailed();
        worker.postMessage({ challenge });
      })
      .catch(() => {
        if (!cancelled) callbacks.current.onFailed();
      });
    return () => {
      cancelled = true;
      worker?.terminate();
    };
  }, []);

  const percent = Math.round(fraction * 100);
  return (
    <div className={css.widget}>
      <p className={css.label} id="captcha-progress-label">
        <Trans>正在进行人机验证，请稍等片刻…</Trans>
      </p>
      <progress
        className={css.progress}
        max={100}
        value={percent}
        aria-labelledby="captcha-progress-label"
        aria-valuetext={t`已完成 ${percent}%`}
      />
    </div>
  );
}
