import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context.ts";
import { unauthorized } from "../errors.ts";
import { bearerOf } from "./bearer.ts";

/** The signed-in account's id from the bearer access token, or a 401 the client understands. */
export async function requireAccount(ctx: AppContext, request: FastifyRequest): Promise<number> {
  const token = bearerOf(request);
  if (!token) throw unauthorized();
  return (await ctx.accessTokens.verify(token)).accountId;
}

/** Like requireAccount, but a visitor without a token is 0; a bad or expired token is still a 401. */
export async function optionalAccount(ctx: AppContext, request: FastifyRequest): Promise<number> {
  const token = bearerOf(request);
  if (!token) return 0;
  return (await ctx.accessTokens.verify(token)).accountId;
}
