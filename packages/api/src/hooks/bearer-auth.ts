import type { NormalizedOptions } from "ky";
import { callStateOf } from "../transport/call-state.ts";

interface HookState {
  request: Request;
  options: Readonly<NormalizedOptions>;
}

export function bearerHeader(token: string): string {
  return `Bearer ${token}`;
}

/** The bearer a request was sent with, or "" without one. */
export function bearerOf(request: Request): string {
  const header = request.headers.get("authorization") ?? "";
  return header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
}

/**
 * SPEC §7: the bearer comes from the session's token. Runs before the first attempt and before every
 * retry, so a retry after a refresh goes out with the new token. Calls that bring their own bearer
 * (challenge objects) or must go without one (the refresh) are left alone.
 */
export function bearerFromSession(currentToken: () => string) {
  return ({ request, options }: HookState): void => {
    if (callStateOf(options).auth !== "session") return;
    const token = currentToken();
    if (token) request.headers.set("authorization", bearerHeader(token));
    else request.headers.delete("authorization");
  };
}
