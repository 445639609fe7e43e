import type { Account, OkResponse } from "@qisi/api/contract";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireAccount } from "../auth/guard.ts";
import { clearRefreshCookie, toAccount } from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import { accounts } from "../db/schema.ts";
import { unauthorized } from "../errors.ts";
import { parseInput } from "../validation.ts";

const locales = [
  "ar",
  "de",
  "en",
  "es",
  "fr",
  "id",
  "it",
  "ja",
  "ka",
  "ko",
  "pl",
  "pt-BR",
  "ru",
  "tr",
  "uk",
  "vi",
  "zh-CN",
] as const;

const profileUpdate = z
  .object({
    nickname: z.string().trim().min(1).max(30).optional(),
    avatar: z
      .string()
      .max(2048)
      .regex(/^(https?:\/\/|\/)/)
      .optional(),
    locale: z.enum(locales).optional(),
  })
  .strict();

/** The signed-in person's own profile, and deleting their account with everything in it. */
export async function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  app.patch("/accounts/profile", async (request): Promise<Account & { locale: string }> => {
    const accountId = await requireAccount(ctx, request);
    const update = parseInput(profileUpdate, request.body ?? {});
    const [row] =
      Object.keys(update).length > 0
        ? await ctx.db.update(accounts).set(update).where(eq(accounts.id, accountId)).returning()
        : await ctx.db.select().from(accounts).where(eq(accounts.id, accountId));
    if (!row) throw unauthorized("这个账号已经不存在了。");
    ctx.sessionCache.clear();
    return toAccount(row);
  });

  /** Projects, orders, payments, courses and sign-in sessions go with the account (ON DELETE CASCADE). */
  app.delete("/accounts/me", async (request, reply): Promise<OkResponse> => {
    const accountId = await requireAccount(ctx, request);
    await ctx.db.delete(accounts).where(eq(accounts.id, accountId));
    ctx.sessionCache.clear();
    clearRefreshCookie(request, reply);
    return { ok: true };
  });
}
