import { Health } from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../db/connect.ts";
import type { Guards } from "../http/guards.ts";

/** For load balancers: up only while the database answers. */
export const healthPlugin: FastifyPluginAsyncZod<{ database: Database; guards: Guards }> = async (
  app,
  { database, guards },
) => {
  app.get(
    "/healthz",
    { onRequest: guards.public, schema: { response: { 200: Health, 503: Health } } },
    async (_request, reply) => {
      try {
        await database.query("select 1");
        return { ok: true, database: database.kind };
      } catch {
        return reply.code(503).send({ ok: false, database: database.kind });
      }
    },
  );
};
