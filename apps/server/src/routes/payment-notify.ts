import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import { PaymentStore } from "../orders/store.ts";

/**
 * The provider calls this when a payment settles. The body is read as text because the signature
 * covers the exact bytes. Answering 204 tells WeChat Pay to stop retrying.
 */
export async function paymentNotifyRoutes(app: FastifyInstance, ctx: AppContext) {
  const payments = new PaymentStore(ctx.db);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post("/payment/notify", async (request, reply) => {
    try {
      const notice = await ctx.payments.readNotification(request.headers, String(request.body ?? ""));
      await payments.settle(notice.paymentId, notice.outcome, notice.providerRef);
      return reply.code(204).send();
    } catch (error) {
      request.log.warn({ err: error }, "payment notification refused");
      return reply.code(400).send({ code: "FAIL", message: "验签失败" });
    }
  });
}
