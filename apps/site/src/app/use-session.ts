import { useSyncExternalStore } from "react";
import type { api as Api } from "./api-client";

/**
 * The header only needs "signed in or not", so the API client (ky and every endpoint) loads after
 * the first paint instead of in the entry chunk. Loading it also initialises the session once
 * (SPEC §4 start-up), passing the `code` query parameter when present.
 */
let client: typeof Api | null = null;
let loading: Promise<typeof Api> | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Loads the client; resolves once the start-up session fetch has answered (it never throws). */
export function loadApiClient(): Promise<typeof Api> {
  loading ??= import("./api-client").then(async ({ api }) => {
    client = api;
    api.onSessionChange(notify);
    notify();
    const code = new URLSearchParams(location.search).get("code");
    await api.fetchSession(code ? { wxcode: code } : {});
    return api;
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void loadApiClient();
  return () => listeners.delete(listener);
}

const loggedIn = () => client?.isLoggedIn() ?? false;
const loggedOut = () => false;

/** Whether someone is signed in, following the shared client's session (SPEC §4: id 0 is logged out). */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, loggedIn, loggedOut);
}
