import type { SessionResponse } from "@qisi/api/contract";

/**
 * Remembers the answer of `GET accounts/session` per refresh cookie for a moment. Tabs, service
 * workers and bursts of 401s ask this with the same cookie many times a second; the access token in the
 * answer lives 15 minutes, so repeating it for 2 s is safe. Logout, profile changes and account
 * deletion clear it on this instance; other instances may answer from their copy for up to 2 s.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: SessionResponse; until: number }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(ttlMs = 2000, maxEntries = 10_000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  get(cookie: string): SessionResponse | null {
    const entry = this.entries.get(cookie);
    if (!entry) return null;
    if (entry.until > Date.now()) return entry.session;
    this.entries.delete(cookie);
    return null;
  }

  set(cookie: string, session: SessionResponse): void {
    if (this.ttlMs <= 0) return;
    // Crude but bounded: a full map is simply emptied; it refills within seconds.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(cookie, { session, until: Date.now() + this.ttlMs });
  }

  forget(cookie: string | undefined): void {
    if (cookie) this.entries.delete(cookie);
  }

  clear(): void {
    this.entries.clear();
  }
}
