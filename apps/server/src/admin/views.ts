import type { AdminAccountRef, AdminList, AdminOrder, AdminPayment, AdminRedirect } from "@qisi/api/contract";
import type { RedirectRow } from "../redirects/store.ts";
import type { AdminOrderRow, AdminPage, AdminPaymentRow } from "./store.ts";

export function adminPage<T>(items: T[], total: number, { offset, limit }: AdminPage): AdminList<T> {
  return { items, total, offset, limit };
}

/** Operators see who bought, not the whole number: 138****0000. */
export function maskPhone(phone: string | null): string | null {
  return phone ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : null;
}

function accountRef(id: number, nickname: string | null, phone: string | null): AdminAccountRef {
  return { id, nickname: nickname ?? "", phone: maskPhone(phone) };
}

export const toAdminOrder = (row: AdminOrderRow): AdminOrder => ({
  id: row.id,
  status: row.status,
  totalFen: row.totalFen,
  title: row.lines.map((line) => (line.count > 1 ? `${line.title} ×${line.count}` : line.title)).join("、"),
  account: accountRef(row.accountId, row.nickname, row.phone),
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});

export const toAdminPayment = (row: AdminPaymentRow): AdminPayment => ({
  id: row.id,
  orderId: row.orderId,
  status: row.status,
  channel: row.channel,
  amountFen: row.amountFen,
  account: accountRef(row.accountId, row.nickname, row.phone),
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  refundReason: row.refundReason ?? null,
});

export const toAdminRedirect = (row: RedirectRow): AdminRedirect => ({
  id: row.id,
  url: row.url,
  createdAt: row.createdAt.toISOString(),
});
