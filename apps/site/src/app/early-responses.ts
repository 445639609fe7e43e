import { bearerOf } from "@qisi/api";

/**
 * Answers src/early-data.js asked for at navigation, kept by path and bearer: `"/api/lessons/x <token>"`
 * (the token alone, "" for a visitor's call). `at` is when it was asked for.
 */
export type EarlyResponses = Map<string, { answer: Promise<Response>; at: number }>;

declare global {
  interface Window {
    qisiEarlyResponses?: EarlyResponses;
  }
}

/** An early answer older than this is not adopted: the app asks afresh (a later visit, say). */
export const earlyResponseMaxAgeMs = 20_000;

/**
 * A fetch for the API client that takes the page's early answer for a GET it asked for at
 * navigation — same path and query, same bearer, asked for at most 20 s ago — instead of asking
 * again; each answer once. Everything else, and an early answer that failed, goes to `fetchImpl`.
 */
export function adoptingEarlyResponses(
  early: () => EarlyResponses | undefined,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
  now: () => number = Date.now,
): typeof fetch {
  return (input, init) => {
    const responses = early();
    // The client (ky) passes a Request (and its own options); every other call is passed on as is.
    if (!responses?.size || !(input instanceof Request) || input.method !== "GET")
      return fetchImpl(input, init);
    const url = new URL(input.url);
    const key = `${url.pathname}${url.search} ${bearerOf(input)}`;
    const kept = responses.get(key);
    if (!kept) return fetchImpl(input, init);
    responses.delete(key);
    if (now() - kept.at > earlyResponseMaxAgeMs) return fetchImpl(input, init);
    return kept.answer.catch(() => fetchImpl(input, init));
  };
}
