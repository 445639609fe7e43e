import type { Payment } from "@qisi/api/contract";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { requireAccount } from "../auth/guard.ts";
import type { AppContext } from "../context.ts";
import { orders, payments } from "../db/schema.ts";
import { conflict, HttpError, notFound } from "../errors.ts";
import { newId } from "../ids.ts";
import { settlePayment } from "../payments/settle.ts";
import { parseInput } from "../validation.ts";

/** A payment waits this long for the person to pay. */
const paymentLifetimeMs = 2 * 60 * 60 * 1000;

const channel = z.enum(["jsapi", "h5", "native"]);
const institution = z.literal("wechatpay").default("wechatpay");
const openId = z.string().max(128).nullable().optional();
const paymentForOrder = z.object({
  order_id: z.string().min(1).max(64),
  institution,
  channel,
  open_id: openId,
});
const paymentForAmount = z.object({
  amount: z.number().int().min(1).max(10_000_000),
  institution,
  channel,
  open_id: openId,
});
const paymentParam = z.object({ id: z.string().min(1).max(64) });
const sandboxResult = z.object({ result: z.enum(["paid", "failed"]) });

type PaymentRow = typeof payments.$inferSelect;

function toPayment(row: PaymentRow): Payment {
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

/** Payments for orders (or a plain amount) through the configured provider, and their state. */
export async function paymentRoutes(app: FastifyInstance, ctx: AppContext) {
  async function createPayment(
    request: FastifyRequest,
    accountId: number,
    input: {
      amountFen: number;
      orderId: string | null;
      description: string;
      channel: Payment["channel"];
      openId: string | null;
    },
  ): Promise<Payment> {
    if (input.channel === "jsapi" && !input.openId) {
      throw new HttpError(
        400,
        "bad_request",
        "Bad request.",
        "在微信里支付需要先用微信登录，请刷新页面后再试。",
      );
    }
    const id = newId(20);
    const expiresAt = new Date(Date.now() + paymentLifetimeMs);
    const instructions = await ctx.payments
      .create({
        paymentId: id,
        amountFen: input.amountFen,
        description: input.description,
        channel: input.channel,
        openId: input.openId,
        clientIp: request.ip,
        expiresAt,
      })
      .catch((error: Error) => {
        request.log.warn({ err: error }, "payment provider refused");
        throw new HttpError(502, "internal", "Payment provider failed.", "支付服务暂时不可用，请稍后再试。");
      });
    const [row] = await ctx.db
      .insert(payments)
      .values({
        id,
        accountId,
        orderId: input.orderId,
        status: "pending",
        amountFen: input.amountFen,
        institution: "wechatpay",
        channel: input.channel,
        provider: ctx.payments.name,
        providerRef: instructions.providerRef ?? null,
        codeUrl: instructions.codeUrl ?? null,
        h5Url: instructions.h5Url ?? null,
        jsapi: (instructions.jsapi as Record<string, string> | undefined) ?? null,
        expiresAt,
      })
      .returning();
    return toPayment(row!);
  }

  app.post("/payment/order", async (request, reply): Promise<Payment> => {
    const accountId = await requireAccount(ctx, request);
    const input = parseInput(paymentForOrder, request.body);
    const [order] = await ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.order_id), eq(orders.accountId, accountId)));
    if (!order) throw notFound("没有找到这个订单。");
    if (order.status !== "pending") throw conflict("这个订单已经支付过了，不用再付款。");
    reply.code(201);
    return createPayment(request, accountId, {
      amountFen: order.totalFen,
      orderId: order.id,
      description: `启思编程 ${order.lines.map((line) => line.title).join("、")}`.slice(0, 120),
      channel: input.channel,
      openId: input.open_id ?? null,
    });
  });

  app.post("/payment/internal", async (request, reply): Promise<Payment> => {
    const accountId = await requireAccount(ctx, request);
    const input = parseInput(paymentForAmount, request.body);
    reply.code(201);
    return createPayment(request, accountId, {
      amountFen: input.amount,
      orderId: null,
      description: "启思编程 课程费用",
      channel: input.channel,
      openId: input.open_id ?? null,
    });
  });

  app.get("/payment/:id", async (request, reply): Promise<Payment> => {
    const accountId = await requireAccount(ctx, request);
    const { id } = parseInput(paymentParam, request.params);
    const [row] = await ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.accountId, accountId)));
    if (!row) throw notFound("没有找到这笔支付。");
    reply.header("cache-control", "no-store");
    return toPayment(row);
  });

  /** Only with the sandbox provider: the /tests/pay page marks a payment paid or failed. */
  if (ctx.payments.name === "sandbox") {
    app.post("/payment/sandbox/:id", async (request) => {
      const { id } = parseInput(paymentParam, request.params);
      const { result } = parseInput(sandboxResult, request.body);
      const [row] = await ctx.db.select({ id: payments.id }).from(payments).where(eq(payments.id, id));
      if (!row) throw notFound("没有找到这笔支付。");
      const changed = await settlePayment(ctx.db, id, result, null);
      return { ok: true as const, changed };
    });
  }
}
