import type { SessionResponse } from "../contract/index.ts";

/** What the client knows about who is signed in: the session (token) plus the account (SPEC §3). */
export type SessionState = SessionResponse;

/** SPEC §4: account id 0 is a visitor. */
export const loggedOutSession: SessionState = Object.freeze({
  id: 0,
  name: "",
  nickname: "",
  avatar: "",
  wxopenId: null,
  sub: "",
  iat: 0,
  token: "",
});

export function isLoggedIn(session: Pick<SessionState, "id">): boolean {
  return session.id !== 0;
}

export type SessionListener = (next: SessionState, previous: SessionState) => void;

export interface SessionStore {
  get(): SessionState;
  set(next: SessionState): void;
  /** SPEC §4: logout clears the account. */
  clear(): void;
  /** Calls `listener` after every change; returns the unsubscribe function (fits React's useSyncExternalStore). */
  subscribe(listener: SessionListener): () => void;
}

export function createSessionStore(initial: SessionState = loggedOutSession): SessionStore {
  let current = initial;
  const listeners = new Set<SessionListener>();
  const store: SessionStore = {
    get: () => current,
    set(next) {
      const previous = current;
      if (next === previous) return;
      current = next;
      for (const listener of [...listeners]) listener(next, previous);
    },
    clear: () => store.set(loggedOutSession),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return store;
}
