import {
  CaptchaChallenge,
  IdempotencyHeaders,
  LoginBody,
  type LoginChallenge,
  OkResponse,
  SessionQuery,
  SessionResponse,
  SmsChallenge,
  SmsRequestBody,
} from "@qisi/api/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerOf, decodeBase64Json } from "../auth/bearer.ts";
import {
  clearRefreshCookie,
  readWechatCookie,
  refreshCookie,
  sessionForAccount,
  setRefreshCookie,
  setWechatCookie,
  visitorSession,
  wechatCookie,
} from "../auth/sessions.ts";
import type { AppContext } from "../context.ts";
import type { Guards } from "../http/guards.ts";
import { perPhoneLimit } from "../http/rate-limits.ts";
import type { IdempotencyStore } from "../idempotency/store.ts";
import type { AccountStore } from "./store.ts";

export interface AccountsOptions {
  ctx: AppContext;
  store: AccountStore;
  idempotency: IdempotencyStore;
  guards: Guards;
}

/** Sign-in, session refresh and logout (SPEC §7, DESIGN.md "Sign-in"). */
export const accountsPlugin: FastifyPluginAsyncZod<AccountsOptions> = async (
  app,
  { ctx, store, idempotency, guards },
) => {
  // Besides the API-wide limit: these calls cost an SMS or guard one, so each number has its own.
  const perPhone = perPhoneLimit(app, ctx.config);
  async function signIn(request: FastifyRequest, reply: FastifyReply, accountId: number) {
    setRefreshCookie(ctx, request, reply, await ctx.refreshTokens.create(accountId));
  }
  async function sessionFor(accountId: number): Promise<SessionResponse | null> {
    const row = await store.find(accountId);
    return row ? sessionForAccount(ctx, row) : null;
  }

  // The refresh cookie, not a bearer token, says who this is: the route reads no account up front.
  app.get(
    "/accounts/session",
    { onRequest: guards.public, schema: { querystring: SessionQuery, response: { 200: SessionResponse } } },
    async (request, reply) => {
      const query = request.query;
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
      if (openId && accountId) await store.linkWechat(accountId, openId);
      if (openId && !accountId) {
        const holder = await store.idOfOpenId(openId);
        if (holder !== undefined) {
          accountId = holder;
          await signIn(request, reply, accountId);
        } else {
          setWechatCookie(ctx, request, reply, openId);
        }
      }
      const session = accountId ? await sessionFor(accountId) : null;
      return session ?? visitorSession(openId ?? readWechatCookie(ctx, request));
    },
  );

  app.get(
    "/accounts/chal",
    { onRequest: guards.public, schema: { response: { 200: CaptchaChallenge } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return ctx.captcha.issue();
    },
  );

  // The bearer is the solved captcha, base64(JSON) (SPEC §7), not an account token.
  app.post(
    "/accounts/chal/sms",
    {
      onRequest: guards.public,
      preHandler: perPhone,
      schema: { headers: IdempotencyHeaders, body: SmsRequestBody, response: { 200: SmsChallenge } },
    },
    // A retry (the client repeats a POST after a timeout) carries the same key and gets the first
    // answer: the captcha is spent once and one SMS goes out.
    async (request) => {
      const captcha = bearerOf(request);
      const { phone } = request.body;
      return idempotency.once("sms", request.headers["idempotency-key"], [phone, captcha ?? ""], async () => {
        await ctx.captcha.spend(captcha);
        return ctx.smsCodes.send(phone, request.ip);
      });
    },
  );

  // The bearer is the signed SMS challenge plus `answer`, base64(JSON) (SPEC §7).
  app.post(
    "/accounts/login_signup",
    {
      onRequest: guards.public,
      preHandler: perPhone,
      schema: { body: LoginBody, response: { 200: SessionResponse } },
    },
    async (request, reply) => {
      const { phone } = request.body;
      const challenge = decodeBase64Json(bearerOf(request)) as Partial<LoginChallenge> | null;
      await ctx.smsCodes.verify(challenge, phone);
      const accountId = await store.registerPhone(phone);
      // Operators listed in ADMIN_PHONES become admins here (the CLI grants and revokes too).
      if (ctx.config.adminPhones.includes(phone)) await store.grantAdmin(accountId);
      const openId = readWechatCookie(ctx, request);
      if (openId) {
        await store.linkWechat(accountId, openId);
        reply.clearCookie(wechatCookie, { path: "/api/accounts" });
      }
      await signIn(request, reply, accountId);
      reply.header("cache-control", "no-store");
      return (await sessionFor(accountId))!;
    },
  );

  // Logout ends the refresh cookie's session; it needs no access token (an expired one must work too).
  app.post(
    "/accounts/logout",
    { onRequest: guards.public, schema: { response: { 200: OkResponse } } },
    async (request, reply) => {
      const token = request.cookies[refreshCookie];
      ctx.sessionCache.forget(token);
      if (token) await ctx.refreshTokens.revoke(token);
      clearRefreshCookie(request, reply);
      return { ok: true as const };
    },
  );
};
