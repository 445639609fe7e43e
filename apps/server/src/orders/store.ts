import type { OrderRequest } from "@qisi/api/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/connect.ts";
import { orders, payments, type StoredOrderLine, salesPackages, userApps } from "../db/schema.ts";
import { newId } from "../ids.ts";

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, "createdAt" | "paidAt">;

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

  async create(payment: NewPayment): Promise<PaymentRow> {
    const [row] = await this.db.insert(payments).values(payment).returning();
    return row!;
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
   * Records a payment's outcome and, when paid, grants the order's courses. Only the first notice
   * moves a payment out of `pending`, inside one transaction, so a provider that notifies twice
   * grants once. Returns whether this call changed anything.
   */
  async settle(paymentId: string, outcome: "paid" | "failed", providerRef: string | null): Promise<boolean> {
    return this.db.transaction(async (tx) => {
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
}
