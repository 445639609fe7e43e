import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";

/** For load balancers: up only while the database answers. */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get("/healthz", async (_request, reply) => {
    try {
      await ctx.db.execute(sql`select 1`);
      return { ok: true, database: ctx.database.kind };
    } catch {
      return reply.code(503).send({ ok: false, database: ctx.database.kind });
    }
  });
}
