import { Plural, Trans } from "@lingui/react/macro";
import type { FormEvent, Ref } from "react";
import { Banner } from "../Banner";
import { Button } from "../Button";
import { TextField } from "../TextField";
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  const busy = verifying || resending;
  return (
    <form className={css.form} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <PhoneSummary phone={phone} onChange={props.onChangePhone} disabled={busy} />
      <TextField
        ref={props.inputRef}
        label={<Trans>短信验证码</Trans>}
        hint={<Trans>验证码已经发到这个手机号，是 6 位数字，5 分钟内有效。</Trans>}
        error={codeError}
        size="lg"
        variant="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={codeLength + 4}
        value={code}
        onChange={(event) => onCodeChange(event.target.value)}
        readOnly={busy}
      />
      {error ? (
        <Banner tone="error" size="sm">
          {error}
        </Banner>
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
