import type { Order, Payment } from "@qisi/api/contract";
import type { OrderRow, PaymentRow } from "./store.ts";

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    status: row.status,
    totalFen: row.totalFen,
    lines: row.lines.map(({ package_uid, title, count, unitPriceFen, creditFen }) => ({
      package_uid,
      title,
      count,
      unitPriceFen,
      ...(creditFen && { creditFen }),
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A pending payment past its time reads as expired. */
export function toPayment(row: PaymentRow): Payment {
  const expired = row.status === "pending" && row.expiresAt.getTime() < Date.now();
  return {
    id: row.id,
    orderId: row.orderId,
    status: expired ? "expired" : row.status,
    amountFen: row.amountFen,
    institution: row.institution,
    channel: row.channel,
    ...(row.codeUrl && { codeUrl: row.codeUrl }),
    ...(row.h5Url && { h5Url: row.h5Url }),
    ...(row.jsapi && { jsapi: row.jsapi as unknown as NonNullable<Payment["jsapi"]> }),
    expiresAt: row.expiresAt.toISOString(),
    ...(row.paidAt && { paidAt: row.paidAt.toISOString() }),
  };
}
