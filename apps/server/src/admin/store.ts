import type { AdminOverview } from "@qisi/api/contract";
import { count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { accounts, orders, payments, redirects } from "../db/schema.ts";

/** `?offset=&limit=` of an admin list, as the contract parsed it. */
export interface AdminPage {
  offset: number;
  limit: number;
}

/** Who an order or payment belongs to, as far as the list shows it (null: the account is gone). */
interface Buyer {
  nickname: string | null;
  phone: string | null;
}

export type AdminOrderRow = typeof orders.$inferSelect & Buyer;
export type AdminPaymentRow = typeof payments.$inferSelect & Buyer;

const buyer = { nickname: accounts.nickname, phone: accounts.phone };

/** The operator page's queries: counts, and recent orders and payments with who made them. */
export class AdminStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async overview(): Promise<AdminOverview> {
    const [[users], [orderCounts], [paymentCounts], [redirectCount]] = await Promise.all([
      this.db.select({ n: count() }).from(accounts),
      this.db
        .select({
          n: count(),
          paid: sql<number>`count(*) FILTER (WHERE ${orders.status} = 'paid')`.mapWith(Number),
        })
        .from(orders),
      this.db
        .select({
          n: count(),
          paidFen:
            sql<number>`coalesce(sum(${payments.amountFen}) FILTER (WHERE ${payments.status} = 'paid'), 0)`.mapWith(
              Number,
            ),
        })
        .from(payments),
      this.db.select({ n: count() }).from(redirects),
    ]);
    return {
      users: users?.n ?? 0,
      orders: orderCounts?.n ?? 0,
      paidOrders: orderCounts?.paid ?? 0,
      paidFen: paymentCounts?.paidFen ?? 0,
      payments: paymentCounts?.n ?? 0,
      redirects: redirectCount?.n ?? 0,
    };
  }

  /** One page of orders, newest first. */
  async orders({ offset, limit }: AdminPage): Promise<AdminOrderRow[]> {
    return this.db
      .select({ ...getTableColumns(orders), ...buyer })
      .from(orders)
      .leftJoin(accounts, eq(accounts.id, orders.accountId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .offset(offset)
      .limit(limit);
  }

  async countOrders(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(orders);
    return row?.n ?? 0;
  }

  /** One page of payments, newest first. */
  async payments({ offset, limit }: AdminPage): Promise<AdminPaymentRow[]> {
    return this.db
      .select({ ...getTableColumns(payments), ...buyer })
      .from(payments)
      .leftJoin(accounts, eq(accounts.id, payments.accountId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .offset(offset)
      .limit(limit);
  }

  async countPayments(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(payments);
    return row?.n ?? 0;
  }
}
