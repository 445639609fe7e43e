import type { Redirect } from "@qisi/api/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { redirects } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { parseInput } from "../validation.ts";

/** Short links: the site's /r/{id} page asks where to go. */
export async function redirectRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get("/r/:id", async (request): Promise<Redirect> => {
    const { id } = parseInput(z.object({ id: z.string().min(1).max(64) }), request.params);
    const [row] = await ctx.db.select().from(redirects).where(eq(redirects.id, id));
    if (!row) throw notFound("这个短链接不存在或已经失效了。");
    return { id: row.id, url: row.url };
  });
}
