import { PaymentNotifyAccepted, PaymentNotifyBody, PaymentNotifyRefused } from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { PaymentProvider } from "../adapters/payments/payment-provider.ts";
import type { Guards } from "../http/guards.ts";
import { logDuplicate } from "./log-settled.ts";
import type { PaymentStore } from "./store.ts";

export interface PaymentNotifyOptions {
  payments: PaymentStore;
  /** Verifies and reads the notification (the configured provider). */
  provider: PaymentProvider;
  guards: Guards;
}

const refused: z.infer<typeof PaymentNotifyRefused> = { code: "FAIL", message: "验签失败" };

/**
 * `POST payment/notify`: the provider calls this when a payment settles. The route is `public` to
 * our guards because the caller is the provider, not a person; the real guard is the provider's
 * signature, checked over the exact bytes received, so this plugin reads every body as text (its
 * own scope: other routes keep their JSON parser). Answering 204 tells WeChat Pay to stop retrying.
 */
export const paymentNotifyPlugin: FastifyPluginAsyncZod<PaymentNotifyOptions> = async (
  app,
  { payments, provider, guards },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    "/payment/notify",
    {
      onRequest: guards.public,
      schema: {
        body: PaymentNotifyBody,
        response: { 204: PaymentNotifyAccepted, 400: PaymentNotifyRefused },
      },
    },
    async (request, reply) => {
      let notice: Awaited<ReturnType<PaymentProvider["readNotification"]>>;
      try {
        notice = await provider.readNotification(request.headers, request.body);
      } catch (error) {
        request.log.warn({ err: error }, "payment notification refused");
        return reply.code(400).send(refused);
      }
      // An authentic notice that cannot be recorded (the database is down) is a 5xx: WeChat Pay
      // retries, and the transaction left payment and order as they were.
      const settled = await payments.settle(notice.paymentId, notice.outcome, notice.providerRef);
      logDuplicate(request, notice.paymentId, settled);
      return reply.code(204).send(null);
    },
  );
};
