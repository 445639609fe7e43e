import type { Order } from "@qisi/api/contract";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireAccount } from "../auth/guard.ts";
import type { AppContext } from "../context.ts";
import { orders, type StoredOrderLine, salesPackages } from "../db/schema.ts";
import { badRequest, notFound } from "../errors.ts";
import { newId } from "../ids.ts";
import { parseInput } from "../validation.ts";

const orderLines = z
  .array(
    z.object({ package_uid: z.string().min(1).max(64), count: z.number().int().min(1).max(10).default(1) }),
  )
  .min(1)
  .max(20);

export function toOrder(row: typeof orders.$inferSelect): Order {
  return {
    id: row.id,
    status: row.status,
    totalFen: row.totalFen,
    lines: row.lines.map(({ package_uid, title, count, unitPriceFen }) => ({
      package_uid,
      title,
      count,
      unitPriceFen,
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Orders are priced from the database; whatever the client says a course costs is ignored. */
export async function orderRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post("/orders", async (request, reply): Promise<Order> => {
    const accountId = await requireAccount(ctx, request);
    const wanted = parseInput(orderLines, request.body);
    const uids = [...new Set(wanted.map((line) => line.package_uid))];
    const found = await ctx.db.select().from(salesPackages).where(inArray(salesPackages.uid, uids));
    const byUid = new Map(found.map((row) => [row.uid, row]));
    const missing = uids.filter((uid) => !byUid.has(uid));
    if (missing.length) throw badRequest(`没有找到这些课程套餐：${missing.join("、")}，请刷新页面后再下单。`);
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
    const [row] = await ctx.db
      .insert(orders)
      .values({ id: newId(), accountId, status: "pending", totalFen, lines, createdAt: new Date() })
      .returning();
    reply.code(201);
    return toOrder(row!);
  });

  app.get("/orders/:id", async (request): Promise<Order> => {
    const accountId = await requireAccount(ctx, request);
    const { id } = parseInput(z.object({ id: z.string().min(1).max(64) }), request.params);
    const [row] = await ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.accountId, accountId)));
    if (!row) throw notFound("没有找到这个订单。");
    return toOrder(row);
  });
}
