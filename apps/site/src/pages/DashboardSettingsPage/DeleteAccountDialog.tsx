import { Trans, useLingui } from "@lingui/react/macro";
import { type DeletionSummary, isApiError, type SmsChallenge } from "@qisi/api";
import { Banner, Button, Dialog, stackClass, TextField, useCountdown } from "@qisi/ui";
import { type FormEvent, useEffect, useState } from "react";
import { frameCss } from "../../features/dashboard";
import { api } from "../../state/api";
import * as css from "./DashboardSettingsPage.css";

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs the deletion (the page signs out and leaves); rejects when the server refused it. */
  onDelete: (challenge: SmsChallenge, code: string) => Promise<void>;
}

/**
 * Issue 16: deleting is shown in full first (what goes, what is kept and why), and needs a code sent
 * to the account's own phone, so a borrowed or stolen sign-in cannot wipe a child's work.
 */
export function DeleteAccountDialog({ open, onOpenChange, onDelete }: DeleteAccountDialogProps) {
  const { t } = useLingui();
  const [summary, setSummary] = useState<DeletionSummary | null>(null);
  const [challenge, setChallenge] = useState<SmsChallenge | null>(null);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState<"send" | "delete" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const waitSeconds = useCountdown(retryAt, Date.now);

  // Fresh numbers each time it opens.
  useEffect(() => {
    if (!open) return;
    setChallenge(null);
    setCode("");
    setError(null);
    api.deletionSummary().then(setSummary, () => setError(t`没能读取账号信息，请检查网络后再试。`));
  }, [open]);

  const explain = (failure: unknown, fallback: string) => {
    if (isApiError(failure) && failure.retryAfter) setRetryAt(Date.now() + failure.retryAfter * 1000);
    setError(isApiError(failure) && failure.detail ? failure.detail : fallback);
  };
  const sendCode = async () => {
    setBusy("send");
    setError(null);
    try {
      const sent = await api.requestDeletionCode();
      setChallenge(sent);
      setRetryAt(Date.now() + sent.resendAfter * 1000);
    } catch (failure) {
      explain(failure, t`验证码没有发出去，请检查网络后再试。`);
    } finally {
      setBusy(null);
    }
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!challenge) return;
    setBusy("delete");
    setError(null);
    try {
      await onDelete(challenge, code.trim());
    } catch (failure) {
      explain(failure, t`删除没有成功，请检查网络后再试。`);
      setBusy(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={<Trans>确定要删除账号吗？</Trans>}>
      {summary ? (
        <>
          <p className={frameCss.muted}>
            <Trans>删除后，下面这些会被永久清除，不能恢复：</Trans>
          </p>
          <ul>
            <li>
              <Trans>{summary.projects} 个作品</Trans>
            </li>
            <li>
              <Trans>{summary.courses} 门课程（已购买的课程也会失效，不能再学习）</Trans>
            </li>
            <li>
              <Trans>{summary.lessonsDone} 节课的学习记录</Trans>
            </li>
          </ul>
          <p className={frameCss.muted}>
            <Trans>
              已支付的订单（{summary.paidOrders}{" "}
              笔）会保留，因为财务记账需要保存付款记录；保留的订单不再和你的手机号、昵称联系在一起。
            </Trans>
          </p>
        </>
      ) : null}
      <form className={stackClass({ gap: "md" })} onSubmit={confirm} noValidate>
        {challenge ? (
          <div className={css.field}>
            <TextField
              label={<Trans>短信验证码</Trans>}
              variant="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={10}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </div>
        ) : null}
        {error ? (
          <Banner tone="error" size="sm">
            {error}
          </Banner>
        ) : null}
        <div className={frameCss.row}>
          {challenge ? (
            <Button
              type="submit"
              variant="danger"
              busy={busy === "delete"}
              disabled={code.trim().length !== 6}
            >
              <Trans>永久删除</Trans>
            </Button>
          ) : null}
          <Button
            variant={challenge ? "ghost" : "danger"}
            busy={busy === "send"}
            disabled={!summary || waitSeconds > 0}
            onClick={() => void sendCode()}
          >
            {waitSeconds > 0 ? (
              <Trans>{waitSeconds} 秒后可以获取验证码</Trans>
            ) : summary ? (
              <Trans>发送验证码到 {summary.phone}</Trans>
            ) : (
              <Trans>发送验证码</Trans>
            )}
          </Button>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            <Trans>再想想</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
