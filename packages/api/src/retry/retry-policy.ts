import { isHTTPError, isTimeoutError, type RetryOptions } from "ky";
import type { CallState } from "../transport/call-state.ts";
import { isTokenExpiredError } from "./token-expired.ts";

/*
 * THE RETRY RULE — one budget, one engine.
 *
 * SPEC §7 describes two retry mechanisms: the client's own loop (repeat on 408, refresh and repeat on
 * `Token expired.`, at most 2 retries) and the HTTP library's defaults (limit 2, backoff 0.3 s
 * doubling, statuses 408 413 429 500 502 503 504, methods get put head delete options trace).
 * Stacked, they would multiply: 3 loop attempts × 3 ky attempts = 9 requests. So there is no
 * separate loop. ky's retry engine runs every attempt, and this policy is its `shouldRetry`:
 *
 *   attempts per call ≤ 1 + maxRetries = 3, whatever the reasons; X-RETRY = 0, 1, 2.
 *
 *   1. `Token expired.` (401)      → retry at once, any method, after one shared session refresh;
 *                                    only once per call (a second one is final).
 *   2. 408 from the server, or the  → retry after backoff, any method (SPEC: "on 408 the request
 *      client's own timeout           is repeated").
 *   3. anything else               → ky's library defaults: only get put head delete options trace,
 *                                    only statuses 408 413 429 500 502 503 504 and network errors,
 *                                    honouring Retry-After on 413 429 503.
 */

export const maxRetries = 2;

/** ky's default methods (SPEC §7): the idempotent ones, safe to repeat after a 5xx or a network error. */
export const libraryRetryMethods: readonly string[] = ["GET", "PUT", "HEAD", "DELETE", "OPTIONS", "TRACE"];

/** ky's default statuses (SPEC §7). */
export const libraryRetryStatusCodes: readonly number[] = [408, 413, 429, 500, 502, 503, 504];

/** Every method ky knows: rules 1 and 2 apply to all, so ky's own method filter must let them through. */
const everyMethod = ["get", "post", "put", "patch", "head", "delete", "options", "trace", "query"];

/** ky's default backoff (SPEC §7): 0.3 s, doubling. `attempt` counts retries from 1. */
export function backoffDelay(attempt: number): number {
  return 0.3 * 2 ** (attempt - 1) * 1000;
}

export type RetryDecision = "retry-now" | "retry-after-backoff" | "stop" | "library-default";

/** The policy as a pure function: what to do after `error` on an attempt of `call`. */
export function decideRetry(
  error: unknown,
  call: Pick<CallState, "method" | "auth" | "refreshed">,
): RetryDecision {
  if (isTokenExpiredError(error)) {
    return call.auth === "session" && !call.refreshed ? "retry-now" : "stop";
  }
  if (isTimeoutError(error) || (isHTTPError(error) && error.response.status === 408)) {
    return "retry-after-backoff";
  }
  if (!libraryRetryMethods.includes(call.method.toUpperCase())) return "stop";
  return "library-default";
}

/** ky `retry` options for one call: the policy above, with its budget and backoff. */
export function retryOptionsFor(
  call: CallState,
  delay: (attempt: number) => number = backoffDelay,
): RetryOptions {
  return {
    limit: maxRetries,
    methods: everyMethod,
    statusCodes: [...libraryRetryStatusCodes],
    delay: (attempt) => (call.retryImmediately ? 0 : delay(attempt)),
    shouldRetry: ({ error }) => {
      const decision = decideRetry(error, call);
      call.retryImmediately = decision === "retry-now";
      if (decision === "library-default") return undefined;
      return decision !== "stop";
    },
  };
}
