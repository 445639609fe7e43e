import { Plural, Trans } from "@lingui/react/macro";
import { type FormEvent, type Ref, useId } from "react";
import { Button } from "../Button";
import * as css from "./LoginForm.css";
import { PhoneSummary } from "./PhoneSummary";
import { codeLength } from "./validation";

export interface CodeStepProps {
  phone: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** Belongs to the code field (wrong, expired, not 6 digits). */
  codeError: string | null;
  /** Anything else (sending again failed, network). */
  error: string | null;
  verifying: boolean;
  resending: boolean;
  /** Seconds until 重新发送 is allowed; 0 means now. */
  resendIn: number;
  onSubmit: () => void;
  onResend: () => void;
  onChangePhone: () => void;
  inputRef: Ref<HTMLInputElement>;
}

/** Step 3: the 6-digit code, 验证并登录, and resending after the countdown. */
export function CodeStep(props: CodeStepProps) {
  const { phone, code, onCodeChange, codeError, error, verifying, resending, resendIn } = props;
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  const busy = verifying || resending;
  return (
    <form className={css.form} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <PhoneSummary phone={phone} onChange={props.onChangePhone} disabled={busy} />
      <div className={css.field}>
        <label className={css.label} htmlFor={`${id}-code`}>
          <Trans>短信验证码</Trans>
        </label>
        <input
          ref={props.inputRef}
          id={`${id}-code`}
          className={css.codeInput}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={codeLength + 4}
          value={code}
          onChange={(event) => onCodeChange(event.target.value)}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? `${id}-error` : `${id}-hint`}
          readOnly={busy}
        />
        {codeError ? (
          <p id={`${id}-error`} className={css.error} role="alert">
            {codeError}
          </p>
        ) : (
          <p id={`${id}-hint`} className={css.hint}>
            <Trans>验证码已经发到这个手机号，是 6 位数字，5 分钟内有效。</Trans>
          </p>
        )}
      </div>
      {error ? (
        <p className={css.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={css.actions}>
        <Button type="submit" fullWidth size="lg" busy={verifying} disabled={resending}>
          <Trans>验证并登录</Trans>
        </Button>
        <Button
          variant="ghost"
          fullWidth
          onClick={props.onResend}
          disabled={resendIn > 0 || verifying}
          busy={resending}
        >
          {resendIn > 0 ? (
            <Plural value={resendIn} other="# 秒后可以重新发送" />
          ) : (
            <Trans>没收到？重新发送验证码</Trans>
          )}
        </Button>
      </div>
    </form>
  );
}
