import ky, { type KyInstance } from "ky";
import { bearerFromSession } from "../hooks/bearer-auth.ts";
import { mapToApiError } from "../hooks/map-errors.ts";
import { markRetryAttempt, retryCounterHeader } from "../hooks/retry-counter-header.ts";
import { refreshExpiredToken } from "../hooks/token-refresh.ts";
import type { TokenRefresher } from "../session/token-refresher.ts";

export interface TransportOptions {
  baseUrl: string;
  /** Per attempt, in ms. */
  timeout: number;
  headers?: Record<string, string>;
  fetch?: typeof globalThis.fetch;
  currentToken: () => string;
  refresher: TokenRefresher;
}

/**
 * The ky instance every call goes through. Behaviour lives in small hooks, each in its own file:
 * bearer from the session, token refresh before a retry, the X-RETRY counter, errors → ApiError.
 * Retry decisions come per call from retry/retry-policy.ts.
 */
export function createTransport(options: TransportOptions): KyInstance {
  const bearer = bearerFromSession(options.currentToken);
  return ky.create({
    prefix: options.baseUrl,
    // SPEC §7: the API may live on another host; the refresh cookie must travel with every call.
    mode: "cors",
    credentials: "include",
    timeout: options.timeout,
    headers: { accept: "application/json", ...options.headers, [retryCounterHeader]: "0" },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [bearer],
      // Order matters: refresh first, then put the (new) token on, then number the attempt.
      beforeRetry: [refreshExpiredToken(options.refresher, options.currentToken), bearer, markRetryAttempt],
      beforeError: [mapToApiError],
    },
  });
}
