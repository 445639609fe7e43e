import type { AdminList, AdminOrder, AdminOverview, AdminPayment } from "@qisi/api/contract";
import { count, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { requireAdmin } from "../auth/roles.ts";
import type { AppContext } from "../context.ts";
import { accounts, orders, payments, redirects } from "../db/schema.ts";
import { parseInput } from "../validation.ts";
import { accountRef, adminList, adminListQuery } from "./admin-paging.ts";

/** The operator's page (/admin): counts, recent orders and payments. Non-admins get a plain 404. */
export async function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get("/admin/overview", async (request): Promise<AdminOverview> => {
    await requireAdmin(ctx, request);
    const [[users], [orderCounts], [paymentCounts], [redirectCount]] = await Promise.all([
      ctx.db.select({ n: count() }).from(accounts),
      ctx.db
        .select({
          n: count(),
          paid: sql<number>`count(*) FILTER (WHERE ${orders.status} = 'paid')`.mapWith(Number),
        })
        .from(orders),
      ctx.db
        .select({
          n: count(),
          paidFen:
            sql<number>`coalesce(sum(${payments.amountFen}) FILTER (WHERE ${payments.status} = 'paid'), 0)`.mapWith(
              Number,
            ),
        })
        .from(payments),
      ctx.db.select({ n: count() }).from(redirects),
    ]);
    return {
      users: users?.n ?? 0,
      orders: orderCounts?.n ?? 0,
      paidOrders: orderCounts?.paid ?? 0,
      paidFen: paymentCounts?.paidFen ?? 0,
      payments: paymentCounts?.n ?? 0,
      redirects: redirectCount?.n ?? 0,
    };
  });

  app.get("/admin/orders", async (request): Promise<AdminList<AdminOrder>> => {
    await requireAdmin(ctx, request);
    const page = parseInput(adminListQuery, request.query);
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select({ order: orders, nickname: accounts.nickname, phone: accounts.phone })
        .from(orders)
        .leftJoin(accounts, eq(accounts.id, orders.accountId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .offset(page.offset)
        .limit(page.limit),
      ctx.db.select({ n: count() }).from(orders),
    ]);
    const items = rows.map(({ order, nickname, phone }) => ({
      id: order.id,
      status: order.status,
      totalFen: order.totalFen,
      title: order.lines
        .map((line) => (line.count > 1 ? `${line.title} ×${line.count}` : line.title))
        .join("、"),
      account: accountRef(order.accountId, nickname, phone),
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
    }));
    return adminList(items, total?.n ?? 0, page);
  });

  app.get("/admin/payments", async (request): Promise<AdminList<AdminPayment>> => {
    await requireAdmin(ctx, request);
    const page = parseInput(adminListQuery, request.query);
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select({ payment: payments, nickname: accounts.nickname, phone: accounts.phone })
        .from(payments)
        .leftJoin(accounts, eq(accounts.id, payments.accountId))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .offset(page.offset)
        .limit(page.limit),
      ctx.db.select({ n: count() }).from(payments),
    ]);
    const items = rows.map(({ payment, nickname, phone }) => ({
      id: payment.id,
      orderId: payment.orderId,
      status: payment.status,
      channel: payment.channel,
      amountFen: payment.amountFen,
      account: accountRef(payment.accountId, nickname, phone),
      createdAt: payment.createdAt.toISOString(),
      paidAt: payment.paidAt?.toISOString() ?? null,
    }));
    return adminList(items, total?.n ?? 0, page);
  });
}
