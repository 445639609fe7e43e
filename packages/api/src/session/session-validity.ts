import type { Session } from "../contract/index.ts";

/** SPEC §5: a session without `exp` never expires; 9999-12-31T23:59:59Z stands in for "far future". */
export const farFutureExpirySeconds = 253402300799;

/** SPEC §5: valid when `sub` and `token` are present and the expiry lies in the future. */
export function isSessionValid(
  session: Partial<Session> | null | undefined,
  nowSeconds: number = Date.now() / 1000,
): boolean {
  if (!session?.sub || !session.token) return false;
  return (session.exp ?? farFutureExpirySeconds) > nowSeconds;
}
