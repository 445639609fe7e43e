import { and, eq } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { orders, payments, userApps } from "../db/schema.ts";

/**
 * Records a payment's outcome and, when paid, grants the order's courses. Only the first notice moves a
 * payment out of `pending`, inside one transaction, so a provider that notifies twice grants once.
 * Returns whether this call changed anything.
 */
export async function settlePayment(
  db: Db,
  paymentId: string,
  outcome: "paid" | "failed",
  providerRef: string | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [payment] = await tx
      .update(payments)
      .set({
        status: outcome,
        ...(outcome === "paid" && { paidAt: now }),
        ...(providerRef && { providerRef }),
      })
      .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")))
      .returning();
    if (!payment) return false;
    if (outcome !== "paid" || !payment.orderId) return true;
    const [order] = await tx
      .update(orders)
      .set({ status: "paid", paidAt: now })
      .where(eq(orders.id, payment.orderId))
      .returning();
    const appUids = [...new Set(order?.lines.map((line) => line.app_uid) ?? [])];
    if (appUids.length) {
      await tx
        .insert(userApps)
        .values(
          appUids.map((appUid) => ({
            accountId: payment.accountId,
            appUid,
            grantedAt: now,
            orderId: payment.orderId,
          })),
        )
        .onConflictDoNothing();
    }
    return true;
  });
}
