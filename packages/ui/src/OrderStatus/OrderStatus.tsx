import { Trans, useLingui } from "@lingui/react/macro";
import { CircleAlert, CircleCheck, CircleX, Clock } from "lucide-react";
import type { ReactNode } from "react";
import { Button, buttonClass } from "../Button";
import { formatYuan } from "../format";
import * as css from "./OrderStatus.css";

/** The order's state as the learner sees it: the order's own states plus a failed payment. */
export type OrderStatusValue = "pending" | "paid" | "cancelled" | "expired" | "failed";

export interface OrderStatusProps {
  status: OrderStatusValue;
  /** What was bought, e.g. “Python 与 C++ 启蒙 · 一学期”. */
  orderTitle?: string;
  amountFen?: number;
  /** pending: go back to the payment step. */
  onContinuePayment?: () => void;
  /** cancelled, expired, failed: start again from the packages. */
  onRetry?: () => void;
  /** paid: where learning starts, e.g. /class/{courseId} or /dashboard/courses. */
  startHref?: string;
  /** failed: the customer-service page, for a charge that looks wrong. */
  serviceHref?: string;
  headingLevel?: 2 | 3;
}

type Tone = "waiting" | "success" | "neutral" | "problem";
const tones: Record<OrderStatusValue, Tone> = {
  pending: "waiting",
  paid: "success",
  cancelled: "neutral",
  expired: "neutral",
  failed: "problem",
};
const icons = { waiting: Clock, success: CircleCheck, neutral: CircleX, problem: CircleAlert };

function copyFor(status: OrderStatusValue): { title: ReactNode; text: ReactNode } {
  switch (status) {
    case "pending":
      return {
        title: <Trans>等待支付</Trans>,
        text: <Trans>订单已经创建好了，完成支付后就能开始上课。</Trans>,
      };
    case "paid":
      return {
        title: <Trans>支付成功！</Trans>,
        text: <Trans>课程已经放进“我的课程”里了，现在就可以开始学习。</Trans>,
      };
    case "cancelled":
      return {
        title: <Trans>订单已取消</Trans>,
        text: <Trans>这笔订单没有扣款。想学的时候，随时可以重新选择套餐。</Trans>,
      };
    case "expired":
      return {
        title: <Trans>订单已超时</Trans>,
        text: <Trans>为了保证价格准确，订单超过支付时间就自动关闭了，没有扣款。请重新下单。</Trans>,
      };
    case "failed":
      return {
        title: <Trans>支付没有成功</Trans>,
        text: <Trans>这次支付没有完成，请再试一次。如果钱已经扣了，请联系客服，我们会尽快处理。</Trans>,
      };
  }
}

/** The order's outcome in words for a parent, with the next step. Changes are announced politely. */
export function OrderStatus(props: OrderStatusProps) {
  const { status, orderTitle, amountFen, headingLevel = 2 } = props;
  const { i18n } = useLingui();
  const tone = tones[status];
  const Icon = icons[tone];
  const Heading = `h${headingLevel}` as const;
  const { title, text } = copyFor(status);
  const amount = amountFen === undefined ? null : formatYuan(amountFen, i18n.locale);
  return (
    <section className={css.root({ tone })} data-status={status} aria-live="polite">
      <Icon className={css.icon({ tone })} size={40} aria-hidden="true" />
      <Heading className={css.title}>{title}</Heading>
      <p className={css.text}>{text}</p>
      {orderTitle || amount ? (
        <p className={css.summary}>
          {orderTitle}
          {orderTitle && amount ? " · " : null}
          {amount}
        </p>
      ) : null}
      <div className={css.actions}>
        {status === "pending" && props.onContinuePayment ? (
          <Button onClick={props.onContinuePayment}>
            <Trans>继续支付</Trans>
          </Button>
        ) : null}
        {status === "paid" && props.startHref ? (
          <a className={buttonClass({ variant: "primary" })} href={props.startHref}>
            <Trans>开始上课</Trans>
          </a>
        ) : null}
        {(status === "cancelled" || status === "expired") && props.onRetry ? (
          <Button onClick={props.onRetry}>
            <Trans>重新选择套餐</Trans>
          </Button>
        ) : null}
        {status === "failed" && props.onRetry ? (
          <Button onClick={props.onRetry}>
            <Trans>重新支付</Trans>
          </Button>
        ) : null}
        {status === "failed" && props.serviceHref ? (
          <a className={buttonClass({ variant: "secondary" })} href={props.serviceHref}>
            <Trans>联系客服</Trans>
          </a>
        ) : null}
      </div>
    </section>
  );
}
