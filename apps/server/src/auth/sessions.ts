import type { Account, SessionResponse } from "@qisi/api/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context.ts";
import type { accounts } from "../db/schema.ts";
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

export function cookieOptions(request: FastifyRequest, maxAgeSeconds: number) {
  return {
    path: cookiePath,
    httpOnly: true,
    sameSite: "lax" as const,
    secure: request.protocol === "https",
    maxAge: maxAgeSeconds,
  };
}

export function setRefreshCookie(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
) {
  reply.setCookie(refreshCookie, token, cookieOptions(request, ctx.config.refreshTokenTtl));
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(refreshCookie, cookieOptions(request, 0));
}

export function setWechatCookie(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  openId: string,
) {
  reply.setCookie(wechatCookie, signValue(ctx.secret, "wx", openId), cookieOptions(request, 3600));
}

export function clearWechatCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(wechatCookie, cookieOptions(request, 0));
}

export function readWechatCookie(ctx: AppContext, request: FastifyRequest): string | null {
  return readSignedValue(ctx.secret, "wx", request.cookies[wechatCookie]);
}
