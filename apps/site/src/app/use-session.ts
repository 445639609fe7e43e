import { useSyncExternalStore } from "react";
import { api } from "./api-client";

const loggedOut = () => false;

/** Whether someone is signed in, following the shared client's session (SPEC §4: id 0 is logged out). */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(api.onSessionChange, api.isLoggedIn, loggedOut);
}
