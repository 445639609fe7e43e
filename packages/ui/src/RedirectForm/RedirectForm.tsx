import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Banner } from "../Banner";
import { Button } from "../Button";
import { FieldMessage, fieldLabelClass, inputClass } from "../TextField";
import * as css from "./RedirectForm.css";

export interface RedirectFormValue {
  /** Empty: the server picks a random id. */
  id: string;
  url: string;
}

export interface RedirectFormProps {
  /** Resolves true when the link was created; the fields then clear for the next one. */
  onCreate: (value: RedirectFormValue) => Promise<boolean> | boolean;
  /** The server's words when creating failed (id taken, bad address). */
  error?: ReactNode;
  busy?: boolean;
}

/** Creates a short link `/r/{id}` that sends people to a page of the site or another address. */
export function RedirectForm({ onCreate, error, busy = false }: RedirectFormProps) {
  const { t } = useLingui();
  const [id, setId] = useState("");
  const [url, setUrl] = useState("");
  const ids = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (await onCreate({ id: id.trim(), url: url.trim() })) {
      setId("");
      setUrl("");
    }
  };
  return (
    <form className={css.form} onSubmit={submit} aria-label={t`新建短链接`}>
      <div className={css.field}>
        <label className={fieldLabelClass} htmlFor={`${ids}-id`}>
          <Trans>短链接编号（可不填）</Trans>
        </label>
        <input
          id={`${ids}-id`}
          className={inputClass()}
          value={id}
          onChange={(event) => setId(event.target.value)}
          placeholder="spring-camp"
          maxLength={64}
          pattern="[A-Za-z0-9_\-]*"
          autoComplete="off"
          aria-describedby={`${ids}-id-hint`}
        />
        <FieldMessage id={`${ids}-id-hint`} tone="hint">
          <Trans>英文字母、数字、_ 或 -，不填就随机生成</Trans>
        </FieldMessage>
      </div>
      <div className={css.field}>
        <label className={fieldLabelClass} htmlFor={`${ids}-url`}>
          <Trans>跳转到</Trans>
        </label>
        <input
          id={`${ids}-url`}
          className={inputClass()}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder="/app/25s2-python-cpp-01"
          required
          maxLength={2000}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${ids}-url-hint${error ? ` ${ids}-error` : ""}`}
        />
        <FieldMessage id={`${ids}-url-hint`} tone="hint">
          <Trans>本站页面以 / 开头，其他网站以 https:// 开头</Trans>
        </FieldMessage>
      </div>
      <div className={css.submit}>
        <Button type="submit" busy={busy}>
          <Trans>创建短链接</Trans>
        </Button>
      </div>
      {error ? (
        <div className={css.error}>
          <Banner id={`${ids}-error`} tone="error" size="sm">
            {error}
          </Banner>
        </div>
      ) : null}
    </form>
  );
}
