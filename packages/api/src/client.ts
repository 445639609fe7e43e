import { createInFlight } from "./cache/in-flight.ts";
import { createResponseCache } from "./cache/response-cache.ts";
import { type QisiClientOptions, resolveClientOptions } from "./client-options.ts";
import type { SessionResponse } from "./contract/index.ts";
import { accountEndpoints } from "./endpoints/accounts.ts";
import { adminEndpoints } from "./endpoints/admin.ts";
import { appEndpoints } from "./endpoints/apps.ts";
import { assetEndpoints } from "./endpoints/assets.ts";
import { cppEndpoints } from "./endpoints/cpp.ts";
import type { EndpointContext } from "./endpoints/endpoint-context.ts";
import { exerciseEndpoints } from "./endpoints/exercises.ts";
import { liveEndpoints } from "./endpoints/live.ts";
import { miscEndpoints } from "./endpoints/misc.ts";
import { paymentEndpoints } from "./endpoints/payments.ts";
import { problemEndpoints } from "./endpoints/problems.ts";
import { progressEndpoints } from "./endpoints/progress.ts";
import { projectEndpoints } from "./endpoints/projects.ts";
import { scratchEndpoints } from "./endpoints/scratch.ts";
import { createRequester, type Requester } from "./request.ts";
import { createSessionStore, isLoggedIn } from "./session/session-store.ts";
import { isSessionValid } from "./session/session-validity.ts";
import { createTokenRefresher } from "./session/token-refresher.ts";
import { createTransport } from "./transport/create-transport.ts";

/**
 * A client: one function per API call, the session, and the cache controls. Each client has its own
 * session and cache; make one per app (or per partner embed).
 */
export function createQisiClient(options: QisiClientOptions = {}) {
  const settings = resolveClientOptions(options);
  const session = createSessionStore(settings.session);
  const cache = createResponseCache({ ttlMs: settings.cacheTtl });
  const currentToken = () => session.get().token;

  /**
   * SPEC §7 refresh: `GET accounts/session?to={path}` on the refresh cookie, no bearer. A visitor
   * answer means the refresh cookie is gone too: the client is logged out and the refresh failed.
   */
  const refreshSession = async (): Promise<boolean> => {
    try {
      const next = await request<SessionResponse>({
        method: "GET",
        path: "accounts/session",
        query: { to: settings.currentPath() },
        cache: false,
        auth: "none",
      });
      if (isSessionValid(next)) {
        session.set(next);
        return true;
      }
      if (next?.id === 0) session.set(next);
      return false;
    } catch (error) {
      settings.logger.warn("[@qisi/api] token refresh failed", error);
      return false;
    }
  };

  const transport = createTransport({
    baseUrl: settings.baseUrl,
    timeout: settings.timeout,
    ...(settings.headers ? { headers: settings.headers } : {}),
    ...(settings.fetch ? { fetch: settings.fetch } : {}),
    currentToken,
    refresher: createTokenRefresher(refreshSession),
  });
  const request: Requester = createRequester({
    transport,
    retryDelay: settings.retryDelay,
    cache,
    inFlight: createInFlight(),
  });

  // Cached answers belong to whoever was signed in: a login, logout or account switch drops them all.
  // A token refresh keeps the account id, and the cache.
  session.subscribe((next, previous) => {
    if (next.id !== previous.id) cache.clear();
  });

  const context: EndpointContext = {
    request,
    invalidate: (prefix) => {
      cache.invalidate(prefix);
    },
    session,
    logger: settings.logger,
    paymentChannel: settings.paymentChannel,
  };

  return {
    ...accountEndpoints(context),
    ...appEndpoints(context),
    ...projectEndpoints(context),
    ...assetEndpoints(context, settings.baseUrl),
    ...paymentEndpoints(context),
    ...liveEndpoints(context),
    ...cppEndpoints(context, settings.baseUrl),
    ...miscEndpoints(context),
    ...scratchEndpoints(context),
    ...progressEndpoints(context),
    ...exerciseEndpoints(context),
    ...adminEndpoints(context),
    ...problemEndpoints(context),

    /** The pipeline itself, for calls this package does not wrap yet. */
    request,
    /** Drops cached GETs whose path starts with `prefix` (`projects/`, `apps/user/12`). */
    invalidate: (prefix: string): number => cache.invalidate(prefix),
    clearCache: (): void => cache.clear(),

    getSession: session.get,
    setSession: session.set,
    clearSession: session.clear,
    /** `listener(next, previous)` after every change; returns unsubscribe. */
    onSessionChange: session.subscribe,
    isLoggedIn: (): boolean => isLoggedIn(session.get()),
  };
}

export type QisiClient = ReturnType<typeof createQisiClient>;
