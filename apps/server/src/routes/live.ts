import type { LiveSnapshot, OkResponse } from "@qisi/api/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { liveSnapshots } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { parseInput } from "../validation.ts";

/** SPEC §7: the number is 1704067200 minus Unix seconds, so it is usually negative. */
const liveParam = z.object({
  number: z
    .string()
    .regex(/^-?\d{1,12}$/)
    .transform(Number),
});
const liveBody = z.object({
  name: z.string().max(200),
  code: z.string().max(200_000),
  console: z.string().max(200_000),
});

/** Live sync: a Python studio posts its latest code and console; a teacher's screen reads it. */
export async function liveRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post("/live/:number", async (request): Promise<OkResponse> => {
    const { number } = parseInput(liveParam, request.params);
    const snapshot = parseInput(liveBody, request.body);
    const updatedAt = new Date();
    await ctx.db
      .insert(liveSnapshots)
      .values({ number, ...snapshot, updatedAt })
      .onConflictDoUpdate({ target: liveSnapshots.number, set: { ...snapshot, updatedAt } });
    return { ok: true };
  });

  app.get("/live/:number", async (request, reply): Promise<LiveSnapshot> => {
    const { number } = parseInput(liveParam, request.params);
    const [row] = await ctx.db.select().from(liveSnapshots).where(eq(liveSnapshots.number, number));
    if (!row) throw notFound("这个同步编号还没有内容。");
    reply.header("cache-control", "no-store");
    return {
      number: row.number,
      name: row.name,
      code: row.code,
      console: row.console,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}
