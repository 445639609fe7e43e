import type { Account, SessionResponse } from "@qisi/api/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context.ts";
import type { accounts } from "../db/schema.ts";
import { fromPartner } from "../http/partner-origins.ts";
import { readSignedValue, signValue } from "./signed-value.ts";

export const refreshCookie = "qisi_refresh";
/**
 * The openid this browser last proved it holds (a WeChat code with a checked `state`): a visitor's
 * WeChat for payments, and the WeChat a signed-in person may link after confirming (never before).
 */
export const wechatCookie = "qisi_wx";
export const cookiePath = "/api/accounts";

export const visitorSession = (wxopenId: string | null = null): SessionResponse => ({
  sub: "",
  iat: Math.floor(Date.now() / 1000),
  token: "",
  id: 0,
  name: "",
  nickname: "",
  avatar: "",
  wxopenId,
});

type AccountRow = typeof accounts.$inferSelect;

export function toAccount(row: AccountRow): Account & { locale: string } {
  return {
    id: row.id,
    name: row.name,
    nickname: row.nickname,
    avatar: row.avatar,
    wxopenId: row.wxOpenId,
    locale: row.locale,
  };
}

/** The session answer for an account signed in through the sign-in session (refresh family) `sessionId`. */
export async function sessionForAccount(
  ctx: AppContext,
  row: AccountRow,
  sessionId: string,
): Promise<SessionResponse> {
  const { token, iat, exp } = await ctx.accessTokens.issue(row.id, sessionId);
  return { sub: String(row.id), iat, exp, token, ...toAccount(row) };
}

/**
 * Our cookies' attributes for this request; clearing a cookie uses the same ones, or the browser keeps
 * the cookie it has. A partner's page (`CORS_ORIGINS`) calls us from another site, where a `Lax` cookie
 * is never sent, so its learner would be signed out on every reload: its cookies are `SameSite=None;
 * Secure` (browsers drop `None` without `Secure`; they accept `Secure` from http://localhost, for
 * development). And `Partitioned` (CHIPS): the cookie lives in a jar of that partner's site only, so it
 * still works where unpartitioned third-party cookies are blocked (Chrome's incognito and opt-out,
 * Safari 18.4+), one partner's session is never sent from another's pages, and it never overwrites
 * the `Lax` cookie of our own site (same name and path). Browsers without CHIPS ignore the attribute.
 */
export function cookieOptions(ctx: AppContext, request: FastifyRequest, maxAgeSeconds: number) {
  const crossSite = fromPartner(request, ctx.config.corsOrigins);
  return {
    path: cookiePath,
    httpOnly: true,
    sameSite: crossSite ? ("none" as const) : ("lax" as const),
    secure: crossSite || request.protocol === "https",
    partitioned: crossSite,
    maxAge: maxAgeSeconds,
  };
}

export function setRefreshCookie(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
) {
  reply.setCookie(refreshCookie, token, cookieOptions(ctx, request, ctx.config.refreshTokenTtl));
}

export function clearRefreshCookie(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(refreshCookie, cookieOptions(ctx, request, 0));
}

export function setWechatCookie(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  openId: string,
) {
  reply.setCookie(wechatCookie, signValue(ctx.secret, "wx", openId), cookieOptions(ctx, request, 3600));
}

export function clearWechatCookie(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(wechatCookie, cookieOptions(ctx, request, 0));
}

export function readWechatCookie(ctx: AppContext, request: FastifyRequest): string | null {
  return readSignedValue(ctx.secret, "wx", request.cookies[wechatCookie]);
}
