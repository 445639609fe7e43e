import { createSessionStore } from "@qisi/api";
import { loadApi } from "../app/load-api";

/**
 * The client's session as React reads it, mirrored here so that the site's chrome can show it
 * without importing the client (app/load-api.ts). Until the client has loaded it is the logged-out
 * session, which is also what the prerendered pages were rendered with.
 */
const mirror = createSessionStore();
let connected = false;

export const sessionSnapshot = mirror.get;

/** Subscribes to the session; the first subscriber loads the client and follows its changes. */
export function subscribeToSession(listener: () => void): () => void {
  if (!connected) {
    connected = true;
    void loadApi().then((api) => {
      api.onSessionChange((next) => mirror.set(next));
      mirror.set(api.getSession());
    });
  }
  return mirror.subscribe(listener);
}
