import type { LoginChallenge, OkResponse, SessionResponse } from "@qisi/api/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { bearerOf, decodeBase64Json } from "../auth/bearer.ts";
import { checkPhone } from "../auth/phone.ts";
import { setRoleByPhone } from "../auth/roles.ts";
import {
  clearRefreshCookie,
  readWechatCookie,
  refreshCookie,
  sessionFor,
  sessionForAccount,
  setRefreshCookie,
  setWechatCookie,
  visitorSession,
  wechatCookie,
} from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import { accounts } from "../db/schema.ts";
import { parseInput } from "../validation.ts";

const sessionQuery = z.object({
  wxcode: z.string().max(256).optional(),
  wxopenId: z.string().max(128).optional(),
  to: z.string().max(2048).optional(),
});

const phoneBody = z.object({ phone: z.unknown().optional() }).passthrough();

/** Sign-in, session refresh and logout (SPEC §7, DESIGN.md "Sign-in"). */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  // Tighter than the API-wide limit: these calls cost an SMS or guard one.
  const authLimit = { config: { rateLimit: { max: ctx.config.authRateLimitMax, timeWindow: 60_000 } } };
  async function signIn(request: FastifyRequest, reply: FastifyReply, accountId: number) {
    setRefreshCookie(ctx, request, reply, await ctx.refreshTokens.create(accountId));
  }

  /** Links an openid to an account that has none, unless another account already holds it. */
  async function linkWechat(accountId: number, openId: string) {
    const [holder] = await ctx.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.wxOpenId, openId));
    if (holder) return;
    await ctx.db
      .update(accounts)
      .set({ wxOpenId: openId })
      .where(and(eq(accounts.id, accountId), isNull(accounts.wxOpenId)));
  }

  app.get("/accounts/session", async (request, reply): Promise<SessionResponse> => {
    const query = parseInput(sessionQuery, request.query);
    reply.header("cache-control", "no-store");
    const cookie = request.cookies[refreshCookie];
    if (cookie && !query.wxcode) {
      const cached = ctx.sessionCache.get(cookie);
      if (cached) return cached;
    }
    const used = cookie ? await ctx.refreshTokens.use(cookie) : null;
    if (cookie && !used) clearRefreshCookie(request, reply);
    if (used?.rotated) setRefreshCookie(ctx, request, reply, used.rotated);
    if (used && !query.wxcode) {
      const session = await sessionForAccount(ctx, used.account);
      if (used.current) ctx.sessionCache.set(cookie!, session);
      return session;
    }

    let accountId = used?.accountId ?? 0;
    let openId: string | null = null;
    if (query.wxcode) {
      openId = await ctx.wechatOauth.openIdFor(query.wxcode).catch((error: Error) => {
        request.log.warn({ err: error }, "WeChat OAuth code exchange failed");
        return null;
      });
    }
    if (openId && accountId) await linkWechat(accountId, openId);
    if (openId && !accountId) {
      const [holder] = await ctx.db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.wxOpenId, openId));
      if (holder) {
        accountId = holder.id;
        await signIn(request, reply, accountId);
      } else {
        setWechatCookie(ctx, request, reply, openId);
      }
    }
    const session = accountId ? await sessionFor(ctx, accountId) : null;
    return session ?? visitorSession(openId ?? readWechatCookie(ctx, request));
  });

  app.get("/accounts/chal", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return ctx.captcha.issue();
  });

  app.post("/accounts/chal/sms", authLimit, async (request) => {
    const phone = checkPhone(parseInput(phoneBody, request.body ?? {}).phone);
    await ctx.captcha.spend(bearerOf(request));
    return ctx.smsCodes.send(phone, request.ip);
  });

  app.post("/accounts/login_signup", authLimit, async (request, reply): Promise<SessionResponse> => {
    const phone = checkPhone(parseInput(phoneBody, request.body ?? {}).phone);
    const challenge = decodeBase64Json(bearerOf(request)) as Partial<LoginChallenge> | null;
    await ctx.smsCodes.verify(challenge, phone);
    // An unknown number is registered on its first successful sign-in (SPEC §1).
    await ctx.db
      .insert(accounts)
      .values({ phone, nickname: `学员${phone.slice(-4)}` })
      .onConflictDoNothing();
    // Operators listed in ADMIN_PHONES become admins here (the CLI grants and revokes too).
    if (ctx.config.adminPhones.includes(phone)) await setRoleByPhone(ctx.db, phone, "admin");
    const [account] = await ctx.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.phone, phone));
    const openId = readWechatCookie(ctx, request);
    if (openId) {
      await linkWechat(account!.id, openId);
      reply.clearCookie(wechatCookie, { path: "/api/accounts" });
    }
    await signIn(request, reply, account!.id);
    reply.header("cache-control", "no-store");
    return (await sessionFor(ctx, account!.id))!;
  });

  app.post("/accounts/logout", async (request, reply): Promise<OkResponse> => {
    const token = request.cookies[refreshCookie];
    ctx.sessionCache.forget(token);
    if (token) await ctx.refreshTokens.revoke(token);
    clearRefreshCookie(request, reply);
    return { ok: true };
  });
}
