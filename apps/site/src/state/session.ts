import type { SessionResponse } from "@qisi/api";
import { atom } from "jotai";
import { useSyncExternalStore } from "react";
import { loadApi } from "../app/load-api";
import { sessionSnapshot, subscribeToSession } from "./session-mirror";

/** SPEC §3/§4: the account lives in the API client; React reads it through this hook. */
export function useAccount(): SessionResponse {
  return useSyncExternalStore(subscribeToSession, sessionSnapshot, sessionSnapshot);
}

/** SPEC §4: 0 is not logged in. */
export function useLoggedIn(): boolean {
  return useAccount().id !== 0;
}

/** Logout clears the account (the client clears it even when the server cannot be reached). */
export async function logout(): Promise<void> {
  await (await loadApi()).logout();
}

let signingOut = false;

/**
 * Runs a sign-out (logout, account deletion) and then `leave` (usually: go home), so that the
 * login-required page the learner is on does not send them to /login in between.
 */
export async function signOutThen(work: () => Promise<unknown>, leave: () => void): Promise<void> {
  signingOut = true;
  try {
    await work();
    leave();
  } finally {
    setTimeout(() => {
      signingOut = false;
    }, 0);
  }
}

/** True while a deliberate sign-out is leaving the page. */
export function isSigningOut(): boolean {
  return signingOut;
}

/** SPEC §3 dashboard store: the active navigation label, default 学习中心. */
export const dashboardNavLabelAtom = atom("学习中心");
