import type { OrderRequest } from "@qisi/api/contract";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/connect.ts";
import { orders, payments, type StoredOrderLine, salesPackages, userApps } from "../db/schema.ts";
import { newId } from "../ids.ts";

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, "createdAt" | "paidAt" | "refundReason">;

/**
 * What a completion did: `settled` moved the payment (and, when paid, the order and its courses);
 * `duplicate` recorded money for an order another payment had already paid — nothing granted again,
 * the payment is marked for refund; `unchanged` found the payment already settled.
 */
export type Settled = "settled" | "duplicate" | "unchanged";

/** Every query of orders. */
export class OrderStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /**
   * Places an order priced from the database; whatever the client says a course costs is ignored.
   * Answers the unknown package uids instead when there are any.
   */
  async place(
    accountId: number,
    wanted: z.output<typeof OrderRequest>,
  ): Promise<{ order: OrderRow } | { missing: string[] }> {
    const uids = [...new Set(wanted.map((line) => line.package_uid))];
    const found = await this.db.select().from(salesPackages).where(inArray(salesPackages.uid, uids));
    const byUid = new Map(found.map((row) => [row.uid, row]));
    const missing = uids.filter((uid) => !byUid.has(uid));
    if (missing.length) return { missing };
    const lines: StoredOrderLine[] = wanted.map((line) => {
      const pkg = byUid.get(line.package_uid)!;
      return {
        package_uid: pkg.uid,
        app_uid: pkg.appUid,
        title: pkg.title,
        count: line.count,
        unitPriceFen: pkg.priceFen,
      };
    });
    const totalFen = lines.reduce((sum, line) => sum + line.count * line.unitPriceFen, 0);
    const [order] = await this.db
      .insert(orders)
      .values({ id: newId(), accountId, status: "pending", totalFen, lines, createdAt: new Date() })
      .returning();
    return { order: order! };
  }

  async find(id: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id));
    return row;
  }

  async ownerOf(id: string): Promise<number | undefined> {
    const [row] = await this.db.select({ accountId: orders.accountId }).from(orders).where(eq(orders.id, id));
    return row?.accountId;
  }
}

/** Every query of payments, including settling one (the sandbox page and the provider's notice). */
export class PaymentStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /**
   * Records a new payment. Answers null instead when its order already waits on another one (the
   * unique index on pending payments per order; two requests racing end here).
   */
  async create(payment: NewPayment): Promise<PaymentRow | null> {
    const [row] = await this.db.insert(payments).values(payment).onConflictDoNothing().returning();
    return row ?? null;
  }

  /** The payment an order waits on; there is at most one. */
  async pendingFor(orderId: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, "pending")));
    return row;
  }

  /** Stops waiting on a payment: replaced by a new one (`cancelled`) or past its time (`expired`). */
  async retire(id: string, status: "cancelled" | "expired"): Promise<void> {
    await this.db
      .update(payments)
      .set({ status })
      .where(and(eq(payments.id, id), eq(payments.status, "pending")));
  }

  async find(id: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, id));
    return row;
  }

  async ownerOf(id: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ accountId: payments.accountId })
      .from(payments)
      .where(eq(payments.id, id));
    return row?.accountId;
  }

  /**
   * Records a payment's outcome and, when paid, grants the order's courses, all in one transaction
   * (an error leaves payment and order as they were). A payment settles once, so a provider that
   * notifies twice changes nothing the second time. "Paid" is money that moved, so it is recorded
   * even for a payment we had replaced or stopped waiting on; when the order was already paid by
   * another payment, this one is a duplicate: kept, marked for refund, and nothing is granted twice.
   * Concurrent completions meet at the order row: the second waits for the first and then finds the
   * order paid.
   */
  async settle(paymentId: string, outcome: "paid" | "failed", providerRef: string | null): Promise<Settled> {
    return this.db.transaction(async (tx) => {
      const now = new Date();
      const settleable: PaymentRow["status"][] =
        outcome === "paid" ? ["pending", "cancelled", "expired"] : ["pending"];
      const [payment] = await tx
        .update(payments)
        .set({
          status: outcome,
          ...(outcome === "paid" && { paidAt: now }),
          ...(providerRef && { providerRef }),
        })
        .where(and(eq(payments.id, paymentId), inArray(payments.status, settleable)))
        .returning();
      if (!payment) return "unchanged";
      if (outcome !== "paid" || !payment.orderId) return "settled";
      const [order] = await tx
        .update(orders)
        .set({ status: "paid", paidAt: now })
        .where(and(eq(orders.id, payment.orderId), ne(orders.status, "paid")))
        .returning();
      if (!order) {
        await tx.update(payments).set({ refundReason: "duplicate" }).where(eq(payments.id, payment.id));
        return "duplicate";
      }
      const appUids = [...new Set(order.lines.map((line) => line.app_uid))];
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
      return "settled";
    });
  }
}
