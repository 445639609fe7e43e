import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, type Ref, useId } from "react";
import { Button } from "../Button";
import { Link } from "../Link";
import * as css from "./LoginForm.css";

export const termsLinks = {
  tos: "/terms/tos",
  privacy: "/terms/privacy",
  privacyTeen: "/terms/privacy-teen",
} as const;

export interface PhoneStepProps {
  phone: string;
  onPhoneChange: (phone: string) => void;
  error: string | null;
  busy: boolean;
  /** Seconds left of a required wait after a failed attempt; 0 when none. */
  waitSeconds?: number;
  onSubmit: () => void;
  inputRef: Ref<HTMLInputElement>;
}

/** Step 1: the phone number, and agreeing to the terms by pressing 同意并继续. */
export function PhoneStep({
  phone,
  onPhoneChange,
  error,
  busy,
  waitSeconds = 0,
  onSubmit,
  inputRef,
}: PhoneStepProps) {
  const { t } = useLingui();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={css.form} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <div className={css.field}>
        <label className={css.label} htmlFor={`${id}-phone`}>
          <Trans>手机号码</Trans>
        </label>
        <input
          ref={inputRef}
          id={`${id}-phone`}
          className={css.input}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={t`请输入 11 位手机号码`}
          value={phone}
          onChange={(event) => onPhoneChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          readOnly={busy}
        />
        {error ? (
          <p id={`${id}-error`} className={css.error} role="alert">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className={css.hint}>
            <Trans>没有注册过的手机号，验证后会自动创建账号。</Trans>
          </p>
        )}
      </div>
      <p className={css.terms}>
        <Trans>
          点击“同意并继续”，表示你和家长已经阅读并同意
          <Link href={termsLinks.tos} target="_blank" rel="noopener">
            《服务条款》
          </Link>
          、
          <Link href={termsLinks.privacy} target="_blank" rel="noopener">
            《隐私政策》
          </Link>
          和
          <Link href={termsLinks.privacyTeen} target="_blank" rel="noopener">
            《儿童个人信息保护规则》
          </Link>
          （在新窗口打开）。
        </Trans>
      </p>
      <Button type="submit" fullWidth size="lg" busy={busy} disabled={waitSeconds > 0}>
        <Trans>同意并继续</Trans>
      </Button>
      {waitSeconds > 0 ? (
        <p className={css.hint}>
          <Plural value={waitSeconds} other="# 秒后可以再试一次" />
        </p>
      ) : null}
    </form>
  );
}
