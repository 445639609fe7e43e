import type { AdminList, AdminRedirect, OkResponse } from "@qisi/api/contract";
import { count, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireAdmin } from "../auth/roles.ts";
import type { AppContext } from "../context.ts";
import { redirects } from "../db/schema.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import { newId } from "../ids.ts";
import { parseInput } from "../validation.ts";
import { adminList, adminListQuery } from "./admin-paging.ts";

const redirectId = /^[A-Za-z0-9_-]{1,64}$/;

const createBody = z
  .object({ id: z.string().trim().optional(), url: z.string().trim().min(1).max(2000) })
  .strict();
const idParam = z.object({ id: z.string().min(1).max(64) });

/** Where a short link may point: a page of this site (`/app/…`) or an http(s) address. */
export function isRedirectTarget(url: string): boolean {
  if (url.startsWith("/")) return !url.startsWith("//") && !url.includes("\\");
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "https:" || parsed.protocol === "http:") && parsed.hostname !== "";
  } catch {
    return false;
  }
}

const toAdminRedirect = (row: typeof redirects.$inferSelect): AdminRedirect => ({
  id: row.id,
  url: row.url,
  createdAt: row.createdAt.toISOString(),
});

/** Short links `/r/{id}` as operators manage them; the public `GET r/{id}` is in redirects.ts. */
export async function adminRedirectRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get("/admin/redirects", async (request): Promise<AdminList<AdminRedirect>> => {
    await requireAdmin(ctx, request);
    const page = parseInput(adminListQuery, request.query);
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select()
        .from(redirects)
        .orderBy(desc(redirects.createdAt), redirects.id)
        .offset(page.offset)
        .limit(page.limit),
      ctx.db.select({ n: count() }).from(redirects),
    ]);
    return adminList(rows.map(toAdminRedirect), total?.n ?? 0, page);
  });

  app.post("/admin/redirects", async (request, reply): Promise<AdminRedirect> => {
    await requireAdmin(ctx, request);
    const body = parseInput(createBody, request.body ?? {});
    const id = body.id || newId(6);
    if (!redirectId.test(id)) {
      throw badRequest("短链接编号只能用 1 到 64 个英文字母、数字、下划线或连字符。");
    }
    if (!isRedirectTarget(body.url)) {
      throw badRequest("跳转地址要以 http://、https:// 或 / 开头，请检查后再试。");
    }
    const [row] = await ctx.db
      .insert(redirects)
      .values({ id, url: body.url })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(`短链接 /r/${id} 已经存在，换一个编号吧。`);
    reply.code(201);
    return toAdminRedirect(row);
  });

  app.delete("/admin/redirects/:id", async (request): Promise<OkResponse> => {
    await requireAdmin(ctx, request);
    const { id } = parseInput(idParam, request.params);
    const deleted = await ctx.db
      .delete(redirects)
      .where(eq(redirects.id, id))
      .returning({ id: redirects.id });
    if (deleted.length === 0) throw notFound("这个短链接不存在或已经删除了。");
    return { ok: true };
  });
}
