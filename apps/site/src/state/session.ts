import type { SessionResponse } from "@qisi/api";
import { atom } from "jotai";
import { useSyncExternalStore } from "react";
import { api } from "./api";

/** SPEC §3/§4: the account lives in the API client; React reads it through this hook. */
export function useAccount(): SessionResponse {
  return useSyncExternalStore(api.onSessionChange, api.getSession, api.getSession);
}

/** SPEC §4: 0 is not logged in. */
export function useLoggedIn(): boolean {
  return useAccount().id !== 0;
}

/** Logout clears the account (the client clears it even when the server cannot be reached). */
export async function logout(): Promise<void> {
  await api.logout();
}

/** SPEC §3 dashboard store: the active navigation label, default 学习中心. */
export const dashboardNavLabelAtom = atom("学习中心");
