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
} from "../auth/sessions.ts";
import { checkWechatState } from "../auth/wechat-state.ts";
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
  /** Starts a sign-in session (the refresh cookie); its id goes into every access token for it. */
  async function signIn(request: FastifyRequest, reply: FastifyReply, accountId: number): Promise<string> {
    const { token, family } = await ctx.refreshTokens.create(accountId);
    setRefreshCookie(ctx, request, reply, token);
    return family;
  }
  /**
   * A signed-in answer in a browser that just proved a WeChat (`openId`): the WeChat is only offered
   * for linking (`wechatToLink`), never linked here. Until the account has its own, `wxopenId` is this
   * browser's WeChat, as for a visitor: WeChat's pay sheet (jsapi) needs the payer's openid.
   */
  async function withBrowserWechat(
    session: SessionResponse,
    openId: string | null,
  ): Promise<SessionResponse> {
    if (!openId || session.wxopenId) return session;
    const offer = (await store.idOfOpenId(openId)) === undefined;
    return { ...session, wxopenId: openId, ...(offer && { wechatToLink: true }) };
  }
  async function openIdFor(request: FastifyRequest, code: string): Promise<string | null> {
    return ctx.wechatOauth.openIdFor(code).catch((error: Error) => {
      request.log.warn({ err: error }, "WeChat OAuth code exchange failed");
      return null;
    });
  }

  // The refresh cookie, not a bearer token, says who this is: the route reads no account up front.
  // A WeChat code never changes an account here (a GET may be planted in any page): it signs in the
  // account that already holds the openid, or is remembered so the person can confirm a link.
  app.get(
    "/accounts/session",
    { onRequest: guards.public, schema: { querystring: SessionQuery, response: { 200: SessionResponse } } },
    async (request, reply) => {
      const query = request.query;
      reply.header("cache-control", "no-store");
      // A code counts only with the state this browser was given for its trip to WeChat, once.
      const wxcode =
        query.wxcode && (await checkWechatState(ctx, request, reply, query.state)) ? query.wxcode : null;
      const cookie = request.cookies[refreshCookie];
      if (cookie && !wxcode) {
        const cached = ctx.sessionCache.get(cookie);
        if (cached) return cached;
      }
      const used = cookie ? await ctx.refreshTokens.use(cookie) : null;
      if (cookie && !used) clearRefreshCookie(ctx, request, reply);
      if (used?.rotated) setRefreshCookie(ctx, request, reply, used.rotated);
      if (used && !wxcode) {
        const session = await sessionForAccount(ctx, used.account, used.family);
        if (used.current) ctx.sessionCache.set(cookie!, session);
        return session;
      }

      const openId = wxcode ? await openIdFor(request, wxcode) : null;
      if (openId) setWechatCookie(ctx, request, reply, openId);
      if (used) return withBrowserWechat(await sessionForAccount(ctx, used.account, used.family), openId);
      const holder = openId ? await store.idOfOpenId(openId) : undefined;
      const holderRow = holder === undefined ? undefined : await store.find(holder);
      if (holderRow) return sessionForAccount(ctx, holderRow, await signIn(request, reply, holderRow.id));
      return visitorSession(openId ?? readWechatCookie(ctx, request));
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
      const sessionId = await signIn(request, reply, accountId);
      reply.header("cache-control", "no-store");
      const row = (await store.find(accountId))!;
      return withBrowserWechat(await sessionForAccount(ctx, row, sessionId), readWechatCookie(ctx, request));
    },
  );

  // Logout ends the refresh cookie's session, and so every access token issued for it; it needs no
  // access token (an expired one must work too), but ends the session of one it is given as well.
  app.post(
    "/accounts/logout",
    { onRequest: guards.public, schema: { response: { 200: OkResponse } } },
    async (request, reply) => {
      const token = request.cookies[refreshCookie];
      ctx.sessionCache.forget(token);
      if (token) await ctx.refreshTokens.revoke(token);
      const bearer = bearerOf(request);
      const claims = bearer ? await ctx.accessTokens.verify(bearer).catch(() => null) : null;
      if (claims?.sessionId) await ctx.refreshTokens.revokeFamily(claims.sessionId);
      clearRefreshCookie(ctx, request, reply);
      return { ok: true as const };
    },
  );
};
