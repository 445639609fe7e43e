import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import type { CaptchaFailureReason, CaptchaSlotProps } from "../LoginForm/types";
import * as css from "./CaptchaWidget.css";
import { type AltchaChallenge, type AltchaSolution, type AltchaSolver, solveOnPage } from "./solve-altcha";

export interface CaptchaWidgetProps extends CaptchaSlotProps<AltchaSolution> {
  /** Fetches a challenge: with @qisi/api, `() => api.getCaptchaChallenge()`. */
  getChallenge: () => Promise<AltchaChallenge>;
  /**
   * Why `getChallenge` failed, as the form's reason (with @qisi/api, its `captchaFailureOf`). Without
   * it: `network` when the browser is offline, `server_unreachable` otherwise, so a connection
   * problem is never blamed on the learner's verification.
   */
  failureOf?: (error: unknown) => CaptchaFailureReason;
  /** Solves the proof of work; by default on the page (crypto.subtle), or pass a Web Worker's. */
  solve?: AltchaSolver;
}

const reachability = (): CaptchaFailureReason =>
  typeof navigator !== "undefined" && navigator.onLine === false ? "network" : "server_unreachable";

/**
 * Self-hosted human verification for `LoginForm`'s `captcha` slot: fetches an ALTCHA challenge,
 * solves its proof of work with a progress bar, and calls `onVerified` with the solution — the
 * challenge it answers plus the number found — which the form passes to `onRequestCode` unchanged.
 * Starts on mount; the form remounts it after a failure.
 */
export function CaptchaWidget({
  onVerified,
  onFailed,
  getChallenge,
  failureOf = reachability,
  solve = solveOnPage,
}: CaptchaWidgetProps) {
  const { t } = useLingui();
  const labelId = useId();
  const [fraction, setFraction] = useState(0);
  const latest = useRef({ onVerified, onFailed, getChallenge, failureOf, solve });
  latest.current = { onVerified, onFailed, getChallenge, failureOf, solve };

  useEffect(() => {
    const stop = new AbortController();
    const { getChallenge, failureOf, solve } = latest.current;
    getChallenge().then(
      (challenge) => {
        if (stop.signal.aborted) return;
        solve(challenge, setFraction, stop.signal).then(
          (solution) => {
            if (stop.signal.aborted) return;
            if (solution) latest.current.onVerified(solution);
            else latest.current.onFailed();
          },
          () => {
            if (!stop.signal.aborted) latest.current.onFailed();
          },
        );
      },
      (error: unknown) => {
        if (!stop.signal.aborted) latest.current.onFailed(failureOf(error));
      },
    );
    return () => stop.abort();
  }, []);

  const percent = Math.round(fraction * 100);
  return (
    <div className={css.widget}>
      <p className={css.label} id={labelId}>
        <Trans>正在进行人机验证，请稍等片刻…</Trans>
      </p>
      <progress
        className={css.progress}
        max={100}
        value={percent}
        aria-labelledby={labelId}
        aria-valuetext={t`已完成 ${percent}%`}
      />
    </div>
  );
}
