import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useRef } from "react";
import { Button } from "../Button";
import { formatYuan } from "../format";
import { useCountdown } from "../LoginForm/useCountdown";
import * as css from "./PaymentPanel.css";
import { qrPath } from "./qr";

/** SPEC §4: jsapi inside WeChat, h5 on phones and tablets, native (scan a QR code) elsewhere. */
export type PaymentPanelChannel = "native" | "h5" | "jsapi";

export interface PaymentPanelProps {
  channel: PaymentPanelChannel;
  /** Fen. */
  amountFen: number;
  /** native: the text of the QR code from the payment answer. */
  codeUrl?: string;
  /** h5: go to WeChat's payment page; jsapi: open WeChat's pay sheet. */
  onPay?: () => void;
  onCancel: () => void;
  /** Optional: the learner says they paid; the app checks the payment at once. */
  onConfirmPaid?: () => void;
  /** The app is opening WeChat Pay or checking the payment. */
  busy?: boolean;
  cancelling?: boolean;
  /** ISO time the payment closes (the payment answer's `expiresAt`); shows the time left. */
  expiresAt?: string;
  /** Called once when `expiresAt` passes; the app then shows OrderStatus `expired`. */
  onExpired?: () => void;
  /** Clock for the time left; tests inject their own. */
  now?: () => number;
}

/** 14:59 — minutes and seconds, as a payment timer reads. */
export function formatTimeLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

function TimeLeft({
  expiresAt,
  onExpired,
  now,
}: {
  expiresAt: string;
  onExpired?: () => void;
  now: () => number;
}) {
  const deadline = useMemo(() => new Date(expiresAt).getTime(), [expiresAt]);
  const left = useCountdown(deadline, now);
  const reported = useRef(false);
  useEffect(() => {
    if (left > 0 || reported.current) return;
    reported.current = true;
    onExpired?.();
  }, [left, onExpired]);
  const time = formatTimeLeft(left);
  return (
    <p className={css.hint} data-seconds-left={left}>
      {left > 0 ? <Trans>请在 {time} 内完成支付</Trans> : <Trans>支付时间已到，请重新下单</Trans>}
    </p>
  );
}

function QrCode({ text }: { text: string }) {
  const { t } = useLingui();
  const { size, d } = useMemo(() => qrPath(text), [text]);
  return (
    <div className={css.qrPlate}>
      <svg
        className={css.qr}
        viewBox={`0 0 ${size} ${size}`}
        role="img"
        aria-label={t`微信支付二维码`}
        shapeRendering="crispEdges"
        data-qr-size={size}
      >
        <path d={d} />
      </svg>
    </div>
  );
}

/** The payment step for one channel, with the amount and a way out. */
export function PaymentPanel({
  channel,
  amountFen,
  codeUrl,
  onPay,
  onCancel,
  onConfirmPaid,
  busy = false,
  cancelling = false,
  expiresAt,
  onExpired,
  now = Date.now,
}: PaymentPanelProps) {
  const { i18n } = useLingui();
  const amount = formatYuan(amountFen, i18n.locale);
  return (
    <section className={css.panel} aria-busy={busy || undefined} data-channel={channel}>
      <div>
        <p className={css.amountLabel}>
          <Trans>应付金额</Trans>
        </p>
        <p className={css.amount}>{amount}</p>
      </div>
      {expiresAt ? <TimeLeft expiresAt={expiresAt} onExpired={onExpired} now={now} /> : null}

      {channel === "native" ? (
        <>
          {codeUrl ? <QrCode text={codeUrl} /> : null}
          <p className={css.instructions}>
            <Trans>请打开手机微信，点右上角的“+”，选“扫一扫”，扫描上面的二维码完成支付。</Trans>
          </p>
          <p className={css.hint}>
            <Trans>付款后这里会自动更新，请不要关闭页面。</Trans>
          </p>
        </>
      ) : (
        <p className={css.instructions}>
          {channel === "h5" ? (
            <Trans>点下面的按钮会打开微信完成支付，付好后回到这个页面就可以了。</Trans>
          ) : (
            <Trans>点下面的按钮，在微信里确认支付。</Trans>
          )}
        </p>
      )}

      <div className={css.actions}>
        {channel === "h5" ? (
          <Button size="lg" fullWidth onClick={onPay} busy={busy}>
            <Trans>去微信支付</Trans>
          </Button>
        ) : null}
        {channel === "jsapi" ? (
          <Button size="lg" fullWidth onClick={onPay} busy={busy}>
            <Trans>微信支付</Trans>
          </Button>
        ) : null}
        {onConfirmPaid ? (
          <Button variant="secondary" fullWidth onClick={onConfirmPaid} disabled={busy}>
            <Trans>我已完成支付</Trans>
          </Button>
        ) : null}
        <Button variant="ghost" fullWidth onClick={onCancel} busy={cancelling}>
          <Trans>取消支付</Trans>
        </Button>
      </div>
    </section>
  );
}
