import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { FormEvent, Ref } from "react";
import { Button } from "../Button";
import { Link } from "../Link";
import { TextField } from "../TextField";
import * as css from "./LoginForm.css";
import type { TermsHrefs } from "./types";

export interface PhoneStepProps {
  phone: string;
  onPhoneChange: (phone: string) => void;
  error: string | null;
  busy: boolean;
  /** Seconds left of a required wait after a failed attempt; 0 when none. */
  waitSeconds?: number;
  onSubmit: () => void;
  inputRef: Ref<HTMLInputElement>;
  terms: TermsHrefs;
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
  terms,
}: PhoneStepProps) {
  const { t } = useLingui();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={css.form} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <TextField
        ref={inputRef}
        label={<Trans>手机号码</Trans>}
        hint={<Trans>没有注册过的手机号，验证后会自动创建账号。</Trans>}
        error={error}
        size="lg"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t`请输入 11 位手机号码`}
        value={phone}
        onChange={(event) => onPhoneChange(event.target.value)}
        readOnly={busy}
      />
      <p className={css.terms}>
        <Trans>
          点击“同意并继续”，表示你和家长已经阅读并同意
          <Link href={terms.tos} target="_blank" rel="noopener">
            《服务条款》
          </Link>
          、
          <Link href={terms.privacy} target="_blank" rel="noopener">
            《隐私政策》
          </Link>
          和
          <Link href={terms.privacyTeen} target="_blank" rel="noopener">
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
