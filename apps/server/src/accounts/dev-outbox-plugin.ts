import { DevSms, DevSmsQuery } from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { DevOutbox } from "../adapters/sms/dev-outbox.ts";
import { notFound } from "../errors.ts";
import type { Guards } from "../http/guards.ts";

/** Development only: read the code the dev outbox "sent". app.ts never registers it in production. */
export const devOutboxPlugin: FastifyPluginAsyncZod<{ outbox: DevOutbox; guards: Guards }> = async (
  app,
  { outbox, guards },
) => {
  app.get(
    "/dev/sms",
    { onRequest: guards.public, schema: { querystring: DevSmsQuery, response: { 200: DevSms } } },
    async (request) => {
      const entry = outbox.lastFor(request.query.phone);
      if (!entry) throw notFound("这个手机号还没有收到验证码。");
      return entry;
    },
  );
};
