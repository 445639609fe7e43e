import type { BeforeRetryHook } from "ky";
import { isTokenExpiredError } from "../retry/token-expired.ts";
import type { TokenRefresher } from "../session/token-refresher.ts";
import { callStateOf } from "../transport/call-state.ts";
import { bearerOf } from "./bearer-auth.ts";

/**
 * SPEC §7: before repeating a call that hit `Token expired.`, get a fresh session. Concurrent calls
 * share one refresh (the refresher is single-flight), and a call whose token was already replaced by
 * someone else's refresh just repeats with the new one. If the refresh fails, the original error is
 * thrown: ky hands a hook's rethrow of its own error to the beforeError hooks, which keep it as is.
 */
export function refreshExpiredToken(refresher: TokenRefresher, currentToken: () => string): BeforeRetryHook {
  return async ({ request, options, error }) => {
    if (!isTokenExpiredError(error)) return;
    callStateOf(options).refreshed = true;
    if (bearerOf(request) !== currentToken()) return;
    if (!(await refresher.refresh())) throw error;
  };
}
