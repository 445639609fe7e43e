import { loggedOutSession, type SessionResponse } from "@qisi/api";
import { loadApi } from "../app/load-api";

let current: SessionResponse = loggedOutSession;
const listeners = new Set<() => void>();
let connected = false;

/**
 * The client's session as React reads it, kept here so that the site's chrome can show it without
 * importing the client (app/load-api.ts). Until the client has loaded it is the logged-out session,
 * which is also what the prerendered pages were rendered with.
 */
export function sessionSnapshot(): SessionResponse {
  return current;
}

/** Subscribes to the session; the first subscriber loads the client and follows its changes. */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  if (!connected) {
    connected = true;
    void loadApi().then((api) => {
      const follow = () => {
        current = api.getSession();
        for (const notify of listeners) notify();
      };
      api.onSessionChange(follow);
      follow();
    });
  }
  return () => listeners.delete(listener);
}
