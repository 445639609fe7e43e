import { Trans, useLingui } from "@lingui/react/macro";
import type { CaptchaChallenge, CaptchaSolution } from "@qisi/api";
import type { CaptchaSlotProps } from "@qisi/ui";
import { useEffect, useRef, useState } from "react";
import { api } from "../../state/api";
import { captchaFailureOf } from "../login-actions";
import * as css from "./CaptchaWidget.css";

type WorkerMessage =
  | { type: "progress"; fraction: number }
  | { type: "done"; solution: CaptchaSolution | null };

export interface CaptchaWidgetProps extends CaptchaSlotProps<CaptchaSolution> {
  /** Where the challenge comes from: the app's client, or another one (a test's, on another address). */
  getChallenge?: () => Promise<CaptchaChallenge>;
}

/**
 * Self-hosted human verification: fetch an ALTCHA challenge and solve its proof-of-work in a Web
 * Worker (crypto.subtle SHA-256), showing progress. Starts on mount; LoginForm remounts it after a failure.
 * A challenge that cannot be fetched is reported with its reason (no connection is not a failed verification).
 */
export function CaptchaWidget({
  onVerified,
  onFailed,
  getChallenge = () => api.getCaptchaChallenge(),
}: CaptchaWidgetProps) {
  const { t } = useLingui();
  const [fraction, setFraction] = useState(0);
  const callbacks = useRef({ onVerified, onFailed, getChallenge });
  callbacks.current = { onVerified, onFailed, getChallenge };

  useEffect(() => {
    let worker: Worker | null = null;
    let cancelled = false;
    callbacks.current
      .getChallenge()
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
      .catch((error: unknown) => {
        if (!cancelled) callbacks.current.onFailed(captchaFailureOf(error));
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
