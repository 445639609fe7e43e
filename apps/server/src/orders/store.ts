import type { OrderRequest } from "@qisi/api/contract";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/connect.ts";
import { orders, payments, type StoredOrderLine, salesPackages, userApps } from "../db/schema.ts";
import { newId } from "../ids.ts";

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, "createdAt" | "paidAt" | "refundReason">;
type PackageRow = typeof salesPackages.$inferSelect;

/**
 * What a completion did: `settled` moved the payment (and, when paid, the order and its courses);
 * `duplicate` recorded money for an order another payment had already paid — nothing granted again,
 * the payment is marked for refund; `unchanged` found the payment already settled.
 */
export type Settled = "settled" | "duplicate" | "unchanged";

/** What a paid trial is worth towards a course's full package, per course. */
export interface TrialCredit {
  creditFen: number;
  trialTitle: string;
}

/** Every query of orders. */
export class OrderStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /**
   * Places an order priced from the database; whatever the client says a course costs is ignored.
   * A full package of a course whose trial the account has paid for is an upgrade: the trial's
   * price comes off that line (once per course). Answers the unknown package uids instead when
   * there are any, else the packages not on sale (issue 39: a lesson they sell is still a draft).
   */
  async place(
    accountId: number,
    wanted: z.output<typeof OrderRequest>,
  ): Promise<{ order: OrderRow } | { missing: string[] } | { notOnSale: string[] }> {
    const uids = [...new Set(wanted.map((line) => line.package_uid))];
    const found = await this.db.select().from(salesPackages).where(inArray(salesPackages.uid, uids));
    const byUid = new Map(found.map((row) => [row.uid, row]));
    const missing = uids.filter((uid) => !byUid.has(uid));
    if (missing.length) return { missing };
    const closed = found.filter((row) => !row.onSale);
    if (closed.length) return { notOnSale: closed.map((row) => row.title) };
    const credits = await this.trialCredits(
      accountId,
      found.filter((row) => !row.trial).map((row) => row.appUid),
    );
    const lines: StoredOrderLine[] = wanted.map((line) => {
      const pkg = byUid.get(line.package_uid)!;
      const price = line.count * pkg.priceFen;
      const credit = pkg.trial ? undefined : credits.get(pkg.appUid);
      // Used up by this line: a second full line of the same course pays in full.
      if (credit) credits.delete(pkg.appUid);
      return {
        package_uid: pkg.uid,
        app_uid: pkg.appUid,
        title: pkg.title,
        count: line.count,
        unitPriceFen: pkg.priceFen,
        ...(credit && { creditFen: Math.min(credit.creditFen, price) }),
      };
    });
    const totalFen = lines.reduce(
      (sum, line) => sum + line.count * line.unitPriceFen - (line.creditFen ?? 0),
      0,
    );
    const [order] = await this.db
      .insert(orders)
      .values({ id: newId(), accountId, status: "pending", totalFen, lines, createdAt: new Date() })
      .returning();
    return { order: order! };
  }

  /** The titles of an order's packages that are not on sale now (it was placed before they went off). */
  async notOnSaleIn(order: OrderRow): Promise<string[]> {
    const uids = [...new Set(order.lines.map((line) => line.package_uid))];
    if (!uids.length) return [];
    const rows = await this.db
      .select({ title: salesPackages.title })
      .from(salesPackages)
      .where(and(inArray(salesPackages.uid, uids), eq(salesPackages.onSale, false)));
    return rows.map((row) => row.title);
  }

  async find(id: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id));
    return row;
  }

  /**
   * For each of these courses: what the account paid for its trial, when it has paid for a trial
   * and for none of its full packages (an upgrade is credited once).
   */
  async trialCredits(accountId: number, appUids: string[]): Promise<Map<string, TrialCredit>> {
    const credits = new Map<string, TrialCredit>();
    if (!appUids.length) return credits;
    const paid = await this.db
      .select({ lines: orders.lines })
      .from(orders)
      .where(and(eq(orders.accountId, accountId), eq(orders.status, "paid")));
    const lines = paid.flatMap((order) => order.lines).filter((line) => appUids.includes(line.app_uid));
    if (!lines.length) return credits;
    const packages = await this.db
      .select({ uid: salesPackages.uid, trial: salesPackages.trial })
      .from(salesPackages)
      .where(
        inArray(
          salesPackages.uid,
          lines.map((line) => line.package_uid),
        ),
      );
    const isTrial = new Map(packages.map((row) => [row.uid, row.trial]));
    const upgraded = new Set(
      lines.filter((line) => isTrial.get(line.package_uid) === false).map((line) => line.app_uid),
    );
    for (const line of lines) {
      if (!isTrial.get(line.package_uid) || upgraded.has(line.app_uid)) continue;
      const before = credits.get(line.app_uid);
      credits.set(line.app_uid, {
        creditFen: (before?.creditFen ?? 0) + line.count * line.unitPriceFen - (line.creditFen ?? 0),
        trialTitle: before?.trialTitle ?? line.title,
      });
    }
    return credits;
  }

  /**
   * A course's first full (not trial) package on sale, in catalogue order: what a trial upgrades to.
   * None while the course's later lessons are still being written.
   */
  async fullPackageOf(appUid: string): Promise<PackageRow | undefined> {
    const [row] = await this.db
      .select()
      .from(salesPackages)
      .where(
        and(eq(salesPackages.appUid, appUid), eq(salesPackages.trial, false), eq(salesPackages.onSale, true)),
      )
      .orderBy(asc(salesPackages.sort))
      .limit(1);
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
      const grants = await grantsOf(tx, order.lines);
      if (grants.length) {
        await tx
          .insert(userApps)
          .values(
            grants.map(({ appUid, lessonLimit }) => ({
              accountId: payment.accountId,
              appUid,
              grantedAt: now,
              orderId: payment.orderId,
              lessonLimit,
            })),
          )
          // Held already: the wider grant wins (the whole course over a trial, more lessons over fewer).
          .onConflictDoUpdate({
            target: [userApps.accountId, userApps.appUid],
            set: {
              lessonLimit: sql`case when excluded.lesson_limit is null or ${userApps.lessonLimit} is null then null
                else greatest(excluded.lesson_limit, ${userApps.lessonLimit}) end`,
            },
          });
      }
      return "settled";
    });
  }
}

/**
 * What a paid order opens, per course: a trial package its first `lessons` lessons, any other package
 * the whole course (lessonLimit null). A package that has since been removed counts as the whole
 * course: the learner paid for it.
 */
async function grantsOf(
  tx: Pick<Db, "select">,
  lines: readonly StoredOrderLine[],
): Promise<{ appUid: string; lessonLimit: number | null }[]> {
  const packageUids = [...new Set(lines.map((line) => line.package_uid))];
  const packages = packageUids.length
    ? await tx
        .select({ uid: salesPackages.uid, trial: salesPackages.trial, lessons: salesPackages.lessons })
        .from(salesPackages)
        .where(inArray(salesPackages.uid, packageUids))
    : [];
  const byUid = new Map(packages.map((row) => [row.uid, row]));
  const limits = new Map<string, number | null>();
  for (const line of lines) {
    const found = byUid.get(line.package_uid);
    const limit = found?.trial ? found.lessons : null;
    const before = limits.get(line.app_uid);
    limits.set(
      line.app_uid,
      before === undefined ? limit : before === null || limit === null ? null : Math.max(before, limit),
    );
  }
  return [...limits].map(([appUid, lessonLimit]) => ({ appUid, lessonLimit }));
}
