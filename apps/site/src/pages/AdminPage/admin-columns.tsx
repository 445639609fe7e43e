import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type {
  AdminAccountRef,
  AdminOrder,
  AdminPayment,
  OrderStatus,
  PaymentChannel,
  PaymentStatus,
} from "@qisi/api";
import { type AdminTableColumn, formatYuan } from "@qisi/ui";

const orderStatus: Record<OrderStatus, MessageDescriptor> = {
  pending: msg`待支付`,
  paid: msg`已支付`,
  cancelled: msg`已取消`,
  expired: msg`已超时`,
};

const paymentStatus: Record<PaymentStatus, MessageDescriptor> = {
  pending: msg`待支付`,
  paid: msg`已支付`,
  failed: msg`支付失败`,
  cancelled: msg`已取消`,
  expired: msg`已超时`,
};

const channel: Record<PaymentChannel, MessageDescriptor> = {
  native: msg`扫码支付`,
  h5: msg`手机网页支付`,
  jsapi: msg`微信内支付`,
};

/** `2026/11/23 09:12` in the reader's language. */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short" }).format(new Date(iso));
}

function accountText(account: AdminAccountRef): string {
  return [account.nickname || `#${account.id}`, account.phone].filter(Boolean).join(" · ");
}

export function useOrderColumns(): AdminTableColumn<AdminOrder>[] {
  const { i18n } = useLingui();
  return [
    {
      key: "createdAt",
      header: i18n._(msg`下单时间`),
      cell: (row) => formatDateTime(row.createdAt, i18n.locale),
    },
    { key: "id", header: i18n._(msg`订单号`), cell: (row) => <code>{row.id}</code> },
    { key: "title", header: i18n._(msg`课程`), cell: (row) => row.title },
    { key: "account", header: i18n._(msg`账号`), cell: (row) => accountText(row.account) },
    { key: "status", header: i18n._(msg`状态`), cell: (row) => i18n._(orderStatus[row.status]) },
    { key: "total", header: i18n._(msg`金额`), numeric: true, cell: (row) => formatYuan(row.totalFen) },
  ];
}

export function usePaymentColumns(): AdminTableColumn<AdminPayment>[] {
  const { i18n } = useLingui();
  return [
    {
      key: "createdAt",
      header: i18n._(msg`时间`),
      cell: (row) => formatDateTime(row.createdAt, i18n.locale),
    },
    { key: "id", header: i18n._(msg`支付单号`), cell: (row) => <code>{row.id}</code> },
    { key: "channel", header: i18n._(msg`支付方式`), cell: (row) => i18n._(channel[row.channel]) },
    { key: "account", header: i18n._(msg`账号`), cell: (row) => accountText(row.account) },
    {
      key: "status",
      header: i18n._(msg`状态`),
      // A second payment for one order: the operator refunds it (the courses were granted once).
      cell: (row) =>
        row.refundReason === "duplicate"
          ? i18n._(msg`${i18n._(paymentStatus[row.status])}（重复支付，需退款）`)
          : i18n._(paymentStatus[row.status]),
    },
    { key: "amount", header: i18n._(msg`金额`), numeric: true, cell: (row) => formatYuan(row.amountFen) },
  ];
}
