import { createHmac, timingSafeEqual } from "node:crypto";
import type { Account, SessionResponse } from "@qisi/api/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context.ts";
import type { accounts } from "../db/schema.ts";

export const refreshCookie = "qisi_refresh";
/** Remembers a visitor's WeChat openid until they sign in, so the account gets linked then. */
export const wechatCookie = "qisi_wx";
const cookiePath = "/api/accounts";

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

export async function sessionForAccount(ctx: AppContext, row: AccountRow): Promise<SessionResponse> {
  const { token, iat, exp } = await ctx.accessTokens.issue(row.id);
  return { sub: String(row.id), iat, exp, token, ...toAccount(row) };
}

function cookieOptions(request: FastifyRequest, maxAgeSeconds: number) {
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

function wechatSignature(ctx: AppContext, openId: string): string {
  return createHmac("sha256", `wx:${ctx.secret}`).update(openId).digest("base64url");
}

export function setWechatCookie(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  openId: string,
) {
  reply.setCookie(wechatCookie, `${openId}.${wechatSignature(ctx, openId)}`, cookieOptions(request, 3600));
}

export function readWechatCookie(ctx: AppContext, request: FastifyRequest): string | null {
  const value = request.cookies[wechatCookie];
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  const openId = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(wechatSignature(ctx, openId));
  return dot > 0 && given.length === expected.length && timingSafeEqual(given, expected) ? openId : null;
}
