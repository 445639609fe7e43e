/** Runs at most one refresh at a time; everyone asking meanwhile waits for the same answer. */
export interface TokenRefresher {
  /** Resolves `true` when a fresh session is in place, `false` when the refresh failed. */
  refresh(): Promise<boolean>;
}

export function createTokenRefresher(refreshSession: () => Promise<boolean>): TokenRefresher {
  let running: Promise<boolean> | undefined;
  return {
    refresh() {
      running ??= refreshSession()
        .catch(() => false)
        .finally(() => {
          running = undefined;
        });
      return running;
    },
  };
}
