import type { RateLimitPluginOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AccessTokens } from "../auth/access-token.ts";
import { bearerOf } from "../auth/bearer.ts";
import { verifiedAccess } from "../auth/verified-access.ts";
import type { ServerConfig } from "../config.ts";
import { tooManyRequests } from "../errors.ts";

const minute = 60_000;

/**
 * The API-wide limit, keyed by who is asking before where from: a signed-in request counts against
 * its account (`RATE_LIMIT_MAX`), a visitor's against the IP with a much higher ceiling
 * (`IP_RATE_LIMIT_MAX`), because forty children in a school's computer room share one address.
 * Listed school networks have no per-IP limit at all. Only /api is limited: opening the site fetches
 * hundreds of static files. Route limits (`config.rateLimit`, `app.createRateLimit`) use the same store.
 */
export function apiRateLimit(
  config: ServerConfig,
  accessTokens: AccessTokens,
  store: NonNullable<RateLimitPluginOptions["store"]>,
): RateLimitPluginOptions {
  return {
    timeWindow: minute,
    // Counts in the database (shared-rate-limit-store.ts): every instance on one Postgres sees them.
    store,
    // A database that cannot count cannot serve the request either: that request answers its own
    // Chinese 503, instead of the limiter's 500.
    skipOnError: true,
    keyGenerator: async (request) => {
      const accountId = await signedInAccount(request, accessTokens);
      return accountId ? `account:${accountId}` : `ip:${request.ip}`;
    },
    max: (_request, key) => (key.startsWith("account:") ? config.rateLimitMax : config.ipRateLimitMax),
    allowList: (request, key) =>
      !request.url.startsWith("/api/") || (key.startsWith("ip:") && config.schoolNetworks.has(request.ip)),
    // Thrown by the limiter, so the error handler answers it like every other HttpError.
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
  };
}

/** The account a valid access token names, or null (no token, a sign-in challenge, or an invalid one). */
async function signedInAccount(request: FastifyRequest, accessTokens: AccessTokens): Promise<number | null> {
  const token = bearerOf(request);
  // Access tokens are JWTs (three dot-separated parts); the sign-in calls send base64 JSON instead.
  if (token?.split(".").length !== 3) return null;
  try {
    return (await verifiedAccess(accessTokens, request, token)).accountId;
  } catch {
    return null;
  }
}

/**
 * A `preHandler` that limits a sign-in call per phone number (`AUTH_RATE_LIMIT_MAX` a minute), on top
 * of the API-wide limit: a whole class may sign in from one address, but nobody may hammer one number.
 * Runs after validation, so the phone is the normalised one from the body.
 */
export function perPhoneLimit(app: FastifyInstance, config: ServerConfig) {
  const limiter = app.createRateLimit({
    max: config.authRateLimitMax,
    timeWindow: minute,
    keyGenerator: (request) => `phone:${(request.body as { phone?: string }).phone ?? ""}`,
  });
  return async (request: FastifyRequest) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
  };
}
