import type { FastifyRequest } from "fastify";
import type { AccessClaims, AccessTokens } from "./access-token.ts";

const verified = new WeakMap<FastifyRequest, { token: string; claims: Promise<AccessClaims> }>();

/**
 * The request's access token, verified once: the API-wide rate limit (which counts signed-in
 * requests per account) and the route's guard both need it, and an HMAC check is a noticeable share
 * of a small request's time. A rejected verification is remembered as well, so both see the same 401.
 */
export function verifiedAccess(
  accessTokens: AccessTokens,
  request: FastifyRequest,
  token: string,
): Promise<AccessClaims> {
  const known = verified.get(request);
  if (known?.token === token) return known.claims;
  const claims = accessTokens.verify(token);
  // Whoever asks first may be the rate limit, which ignores a failure; nobody else may ask at all.
  claims.catch(() => {});
  verified.set(request, { token, claims });
  return claims;
}
