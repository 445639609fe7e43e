import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { notFound } from "../errors.ts";
import { parseInput } from "../validation.ts";

/** Development only: read the code the dev outbox "sent". Never registered in production. */
export async function devRoutes(app: FastifyInstance, ctx: AppContext) {
  const outbox = ctx.devOutbox;
  if (ctx.config.production || !outbox) return;
  app.get("/dev/sms", async (request) => {
    const { phone } = parseInput(z.object({ phone: z.string().max(20) }), request.query);
    const entry = outbox.lastFor(phone);
    if (!entry) throw notFound("这个手机号还没有收到验证码。");
    return entry;
  });
}
