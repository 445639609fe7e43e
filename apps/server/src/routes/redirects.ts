import type { Redirect } from "@qisi/api/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../context.ts";
import { redirects } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { parseInput } from "../validation.ts";

/** Where a short link goes, or null for an unknown id. */
export async function findRedirect(ctx: AppContext, id: string): Promise<Redirect | null> {
  if (id.length < 1 || id.length > 64) return null;
  const [row] = await ctx.db.select().from(redirects).where(eq(redirects.id, id));
  return row ? { id: row.id, url: row.url } : null;
}

/** Short links: the site's /r/{id} page asks where to go (the server also answers /r/{id} itself). */
export async function redirectRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get("/r/:id", async (request): Promise<Redirect> => {
    const { id } = parseInput(z.object({ id: z.string().min(1).max(64) }), request.params);
    const redirect = await findRedirect(ctx, id);
    if (!redirect) throw notFound("这个短链接不存在或已经失效了。");
    return redirect;
  });
}
