import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context.ts";
import { tokenExpired, unauthorized } from "../errors.ts";
import { bearerOf } from "./bearer.ts";
import { verifiedAccess } from "./verified-access.ts";

/**
 * The signed-in account's id from the bearer access token, or a 401 the client understands. The
 * token's sign-in session is checked on every request (one indexed query), so a logout, a revoked
 * stolen session or a deleted account ends access at once, on every instance (issue 16 finding 10).
 */
export async function requireAccount(ctx: AppContext, request: FastifyRequest): Promise<number> {
  const token = bearerOf(request);
  if (!token) throw unauthorized();
  const { accountId, sessionId } = await verifiedAccess(ctx.accessTokens, request, token);
  // A token from before tokens named their session: the client refreshes it through its cookie.
  if (!sessionId) throw tokenExpired();
  if (!(await ctx.refreshTokens.isLive(sessionId, accountId))) throw signedOut();
  return accountId;
}

const signedOut = () => unauthorized("你已经退出登录了，请重新登录。");

/** Like requireAccount, but a visitor without a token is 0; a bad or expired token is still a 401. */
export async function optionalAccount(ctx: AppContext, request: FastifyRequest): Promise<number> {
  return bearerOf(request) ? requireAccount(ctx, request) : 0;
}
