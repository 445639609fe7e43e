import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context.ts";
import { cookieOptions } from "./sessions.ts";
import { readSignedValue, signValue } from "./signed-value.ts";
import { spendOnce } from "./single-use.ts";

/**
 * The OAuth `state` of one trip to WeChat. A code is only taken from the browser that started the
 * trip: the state sits in this HttpOnly cookie (signed, with its expiry), so a link planted in a
 * page, carrying someone else's code and state, finds no matching cookie in the victim's browser.
 */
export const wechatStateCookie = "qisi_wx_state";
const lifetimeMs = 10 * 60 * 1000;

/** Starts a trip: a fresh random state for the authorize URL, remembered in this browser. */
export function issueWechatState(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): string {
  const state = randomBytes(16).toString("base64url");
  const until = Date.now() + lifetimeMs;
  reply.setCookie(
    wechatStateCookie,
    signValue(ctx.secret, "wx-state", `${state}~${until}`),
    cookieOptions(ctx, request, lifetimeMs / 1000),
  );
  return state;
}

/**
 * True once for the state this browser was given, unexpired and unspent. The cookie is cleared
 * either way: a trip is checked once, and a failed check needs a new trip.
 */
export async function checkWechatState(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  given: string | undefined,
): Promise<boolean> {
  const signed = request.cookies[wechatStateCookie];
  if (signed) reply.clearCookie(wechatStateCookie, cookieOptions(ctx, request, 0));
  const remembered = readSignedValue(ctx.secret, "wx-state", signed);
  if (!remembered || !given) return false;
  const [state = "", until = "0"] = remembered.split("~");
  if (Number(until) <= Date.now() || !sameText(state, given)) return false;
  // The cookie could be copied or replayed before it clears; the spent list makes the state single-use.
  return spendOnce(ctx.db, `wx-state:${state}`, lifetimeMs);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
