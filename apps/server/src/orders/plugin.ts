import {
  IdParams,
  Order,
  OrderRequest,
  Payment,
  PaymentInternalBody,
  PaymentOrderBody,
  SandboxResult,
  SandboxSettled,
} from "@qisi/api/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { PaymentProvider } from "../adapters/payments/payment-provider.ts";
import { badRequest, conflict, HttpError, notFound, notOnSale } from "../errors.ts";
import type { Guards } from "../http/guards.ts";
import { newId } from "../ids.ts";
import { logDuplicate } from "./log-settled.ts";
import type { OrderStore, PaymentRow, PaymentStore } from "./store.ts";
import { toOrder, toPayment } from "./views.ts";

/** A payment waits this long for the person to pay. */
const paymentLifetimeMs = 2 * 60 * 60 * 1000;
/** A waiting payment is handed out again only with this much time left to pay it. */
const reuseMarginMs = 10 * 60 * 1000;

/**
 * Whether asking to pay an order again may answer the payment it already waits on: the same QR
 * code or h5 page, so one order never has two live ways to pay. A jsapi payment is bound to the
 * WeChat user it was made for (not stored), so it is made afresh, replacing the waiting one.
 */
function reusable(waiting: PaymentRow, channel: Payment["channel"]): boolean {
  return (
    waiting.channel === channel &&
    channel !== "jsapi" &&
    waiting.expiresAt.getTime() - Date.now() > reuseMarginMs
  );
}

export interface OrdersOptions {
  orders: OrderStore;
  payments: PaymentStore;
  /** The configured payment provider; with the sandbox one, `POST payment/sandbox/{id}` exists too. */
  provider: PaymentProvider;
  guards: Guards;
}

const orderMissing = () => notFound("没有找到这个订单。");
const paymentMissing = () => notFound("没有找到这笔支付。");

/** Orders (priced from the database) and their payments through the configured provider. */
export const ordersPlugin: FastifyPluginAsyncZod<OrdersOptions> = async (
  app,
  { orders, payments, provider, guards },
) => {
  const ownsOrder = guards.owner<z.infer<typeof IdParams>>(({ id }) => orders.ownerOf(id), orderMissing);
  const ownsPayment = guards.owner<z.infer<typeof IdParams>>(
    ({ id }) => payments.ownerOf(id),
    paymentMissing,
  );

  /**
   * Asks the provider for payment instructions, then records the pending payment; null when the
   * order meanwhile got another waiting payment (a second request racing this one).
   */
  async function createPayment(
    request: FastifyRequest,
    input: {
      amountFen: number;
      orderId: string | null;
      description: string;
      channel: Payment["channel"];
      openId: string | null;
    },
  ): Promise<PaymentRow | null> {
    if (input.channel === "jsapi" && !input.openId) {
      throw badRequest("在微信里支付需要先用微信登录，请刷新页面后再试。");
    }
    const id = newId(20);
    const expiresAt = new Date(Date.now() + paymentLifetimeMs);
    const instructions = await provider
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
    return payments.create({
      id,
      accountId: request.accountId,
      orderId: input.orderId,
      status: "pending",
      amountFen: input.amountFen,
      institution: "wechatpay",
      channel: input.channel,
      provider: provider.name,
      providerRef: instructions.providerRef ?? null,
      codeUrl: instructions.codeUrl ?? null,
      h5Url: instructions.h5Url ?? null,
      jsapi: (instructions.jsapi as Record<string, string> | undefined) ?? null,
      expiresAt,
    });
  }

  app.post(
    "/orders",
    { onRequest: guards.signedIn, schema: { body: OrderRequest, response: { 201: Order } } },
    async (request, reply) => {
      const placed = await orders.place(request.accountId, request.body);
      if ("missing" in placed) {
        throw badRequest(`没有找到这些课程套餐：${placed.missing.join("、")}，请刷新页面后再下单。`);
      }
      if ("notOnSale" in placed) throw notOnSale(placed.notOnSale);
      reply.code(201);
      return toOrder(placed.order);
    },
  );

  app.get(
    "/orders/:id",
    {
      onRequest: guards.signedIn,
      preHandler: ownsOrder,
      schema: { params: IdParams, response: { 200: Order } },
    },
    async (request) => {
      const row = await orders.find(request.params.id);
      if (!row) throw orderMissing();
      return toOrder(row);
    },
  );

  app.post(
    "/payment/order",
    {
      onRequest: guards.signedIn,
      schema: { body: PaymentOrderBody, response: { 200: Payment, 201: Payment } },
    },
    async (request, reply) => {
      const order = await orders.find(request.body.order_id);
      // The order id arrives in the body, where the owner guard does not look: someone else's order
      // answers exactly like a missing one.
      if (!order || order.accountId !== request.accountId) throw orderMissing();
      if (order.status !== "pending") throw conflict("这个订单已经支付过了，不用再付款。");
      // Placed before a lesson it sells went back to being written: it cannot be paid now.
      const closed = await orders.notOnSaleIn(order);
      if (closed.length) throw notOnSale(closed);
      // One waiting payment per order (two live QR codes are how an order got paid twice): the
      // waiting one is answered again (200), or replaced when it cannot serve this request.
      const waiting = await payments.pendingFor(order.id);
      if (waiting && reusable(waiting, request.body.channel)) return toPayment(waiting);
      if (waiting) {
        await payments.retire(
          waiting.id,
          waiting.expiresAt.getTime() <= Date.now() ? "expired" : "cancelled",
        );
      }
      const created = await createPayment(request, {
        amountFen: order.totalFen,
        orderId: order.id,
        description: `启思编程 ${order.lines.map((line) => line.title).join("、")}`.slice(0, 120),
        channel: request.body.channel,
        openId: request.body.open_id ?? null,
      });
      if (created) {
        reply.code(201);
        return toPayment(created);
      }
      // Another request for this order recorded its payment first: that one is the order's.
      const winner = await payments.pendingFor(order.id);
      if (!winner) throw conflict("这个订单正在处理另一笔支付，请稍等几秒再试。");
      return toPayment(winner);
    },
  );

  app.post(
    "/payment/internal",
    { onRequest: guards.signedIn, schema: { body: PaymentInternalBody, response: { 201: Payment } } },
    async (request, reply) => {
      const created = await createPayment(request, {
        amountFen: request.body.amount,
        orderId: null,
        description: "启思编程 课程费用",
        channel: request.body.channel,
        openId: request.body.open_id ?? null,
      });
      // Without an order nothing can conflict; the check keeps the types honest.
      if (!created) throw conflict("这笔支付没有创建成功，请再试一次。");
      reply.code(201);
      return toPayment(created);
    },
  );

  app.get(
    "/payment/:id",
    {
      onRequest: guards.signedIn,
      preHandler: ownsPayment,
      schema: { params: IdParams, response: { 200: Payment } },
    },
    async (request, reply) => {
      const row = await payments.find(request.params.id);
      if (!row) throw paymentMissing();
      reply.header("cache-control", "no-store");
      return toPayment(row);
    },
  );

  /**
   * Only with the sandbox provider: the /tests/pay page marks a payment paid or failed. It stands in
   * for the person paying, so only the payment's owner may press its buttons; anyone else gets the
   * answer of a missing payment.
   */
  if (provider.name === "sandbox") {
    app.post(
      "/payment/sandbox/:id",
      {
        onRequest: guards.signedIn,
        preHandler: ownsPayment,
        schema: { params: IdParams, body: SandboxResult, response: { 200: SandboxSettled } },
      },
      async (request) => {
        const settled = await payments.settle(request.params.id, request.body.result, null);
        logDuplicate(request, request.params.id, settled);
        return { ok: true as const, changed: settled !== "unchanged" };
      },
    );
  }
};
