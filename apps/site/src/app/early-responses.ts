import { bearerOf } from "@qisi/api";

/**
 * Answers src/early-data.js asks for at navigation, kept by path and query (`"/api/lessons/x"`),
 * each with the bearer it is asked with ("" for a visitor's call, null if it will not be asked)
 * once that is known, and `at`, when it was set up.
 */
export type EarlyResponses = Map<
  string,
  { answer: Promise<Response>; bearer: Promise<string | null>; at: number }
>;

declare global {
  interface Window {
    qisiEarlyResponses?: EarlyResponses;
    /** On a lesson's address: the course's `kind` from its early answer (null if it failed). */
    qisiEarlyCourseKind?: Promise<string | null>;
  }
}

/** An early answer older than this is not adopted: the app asks afresh (a later visit, say). */
export const earlyResponseMaxAgeMs = 20_000;

/**
 * A fetch for the API client that takes the page's early answer for a GET it asks for at
 * navigation — same path and query, same bearer, set up at most 20 s ago — instead of asking
 * again; each answer once. A call that comes before the early one has gone out waits for it.
 * Everything else, and an early answer that failed, goes to `fetchImpl`.
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
    const key = `${url.pathname}${url.search}`;
    const kept = responses.get(key);
    if (!kept) return fetchImpl(input, init);
    responses.delete(key);
    if (now() - kept.at > earlyResponseMaxAgeMs) return fetchImpl(input, init);
    const bearer = bearerOf(input);
    // Another learner's token (signed out and in again meanwhile) never gets the first one's answer.
    return kept.bearer.then((asked) =>
      asked === bearer ? kept.answer.catch(() => fetchImpl(input, init)) : fetchImpl(input, init),
    );
  };
}
