/**
 * Counts attempts per key in fixed windows, in this process's memory (like the API's other rate
 * limits: per instance). Used against guessing: a key that reached `max` waits for its window to end.
 */
export class AttemptCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly max: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(max: number, windowMs: number, now: () => number = Date.now) {
    this.max = max;
    this.windowMs = windowMs;
    this.now = now;
  }

  /** Seconds until `key` may try again; 0 when it may now. */
  retryAfter(key: string): number {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= this.now() || window.count < this.max) return 0;
    return Math.ceil((window.resetAt - this.now()) / 1000);
  }

  add(key: string): void {
    const now = this.now();
    const window = this.windows.get(key);
    if (window && window.resetAt > now) {
      window.count += 1;
      return;
    }
    // Forget finished windows now and then, so an address list cannot grow without bound.
    if (this.windows.size >= 10_000) {
      for (const [stale, { resetAt }] of this.windows) if (resetAt <= now) this.windows.delete(stale);
    }
    this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
  }
}
