/**
 * How a call authenticates:
 * - `session`: bearer from the session's token, refreshed on `Token expired.` (the default);
 * - `explicit`: the call brings its own bearer (SMS and login challenges), never replaced or refreshed;
 * - `none`: no bearer at all (the refresh itself, which relies on the refresh cookie).
 */
export type AuthMode = "session" | "explicit" | "none";

/** What the hooks of one call (all its attempts) share. Travels in ky's per-request `context`. */
export interface CallState {
  readonly method: string;
  readonly auth: AuthMode;
  /** Set once this call has been through a token refresh; a second `Token expired.` is final. */
  refreshed: boolean;
  /** Set by the retry decision when the next attempt should go out without backoff. */
  retryImmediately: boolean;
}

const contextKey = "qisiCall";

export function newCallState(method: string, auth: AuthMode): CallState {
  return { method: method.toUpperCase(), auth, refreshed: false, retryImmediately: false };
}

export function callContext(call: CallState): Record<string, unknown> {
  return { [contextKey]: call };
}

/** The call state of a ky request; a request made without one behaves like a plain session call. */
export function callStateOf(options: { context?: Record<string, unknown> }): CallState {
  const call = options.context?.[contextKey] as CallState | undefined;
  return call ?? newCallState("GET", "session");
}
