import { Plural, Trans } from "@lingui/react/macro";
import type { Ref } from "react";
import { Banner } from "../Banner";
import * as css from "./LoginForm.css";
import { PhoneSummary } from "./PhoneSummary";
import type { CaptchaFailureReason, CaptchaSlot } from "./types";

export interface CaptchaStepProps<Proof> {
  phone: string;
  captcha: CaptchaSlot<Proof>;
  /** Changes to remount the widget after a failure, so it starts a fresh challenge. */
  captchaKey: number;
  onVerified: (proof: Proof) => void;
  onFailed: (reason?: CaptchaFailureReason) => void;
  onChangePhone: () => void;
  error: string | null;
  busy: boolean;
  /** While above 0 the widget is replaced by a countdown: SPEC §8 asks for a 1-minute wait. */
  waitSeconds?: number;
  introRef: Ref<HTMLParagraphElement>;
}

/** Step 2: human verification before any SMS is sent; the app's widget fills the slot. */
export function CaptchaStep<Proof>({
  phone,
  captcha,
  captchaKey,
  onVerified,
  onFailed,
  onChangePhone,
  error,
  busy,
  waitSeconds = 0,
  introRef,
}: CaptchaStepProps<Proof>) {
  return (
    <div className={css.form}>
      <PhoneSummary phone={phone} onChange={onChangePhone} disabled={busy} />
      <p ref={introRef} tabIndex={-1} className={css.stepIntro}>
        {/* While the learner must wait, asking for the human verification would send them the wrong way. */}
        {waitSeconds > 0 ? (
          <Trans>倒计时结束后，就可以重新获取验证码了。</Trans>
        ) : (
          <Trans>为了保护你的账号，请先完成下面的人机验证，然后我们会把验证码发到你的手机。</Trans>
        )}
      </p>
      <div className={css.captchaSlot} key={captchaKey}>
        {busy ? (
          <p className={css.hint} role="status">
            <Trans>正在发送验证码…</Trans>
          </p>
        ) : waitSeconds > 0 ? (
          <p className={css.hint}>
            <Plural value={waitSeconds} other="# 秒后可以再试一次" />
          </p>
        ) : (
          captcha({ onVerified, onFailed })
        )}
      </div>
      {error ? (
        <Banner tone="error" size="sm">
          {error}
        </Banner>
      ) : null}
    </div>
  );
}
