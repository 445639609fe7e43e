/**
 * SPEC §7: GET answers are cached in memory, and concurrent identical GETs share one request. An entry
 * is its promise, stored as soon as the request starts: that is what makes the dedupe work. Failures
 * are never kept, so the next call tries again.
 */
export interface ResponseCacheOptions {
  /** How long an answer stays fresh, in ms. SPEC: effectively unlimited (the default). */
  ttlMs?: number;
  now?: () => number;
}

export interface ResponseCache {
  getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops every entry whose key (the path relative to the base URL) starts with `prefix`; returns how many. */
  invalidate(prefix: string): number;
  clear(): void;
  readonly size: number;
}

interface Entry {
  promise: Promise<unknown>;
  /** `Infinity` while loading, so an in-flight request is always shared. */
  expiresAt: number;
}

export function createResponseCache({
  ttlMs = Number.POSITIVE_INFINITY,
  now = Date.now,
}: ResponseCacheOptions = {}): ResponseCache {
  const entries = new Map<string, Entry>();
  const isFresh = (entry: Entry) => entry.expiresAt === Number.POSITIVE_INFINITY || entry.expiresAt > now();

  return {
    getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && isFresh(hit)) return hit.promise as Promise<T>;

      const entry: Entry = { promise: Promise.resolve(), expiresAt: Number.POSITIVE_INFINITY };
      // An entry invalidated while loading must not come back when its request finishes: only the
      // entry still in the map is updated.
      entry.promise = load().then(
        (value) => {
          if (entries.get(key) === entry) entry.expiresAt = now() + ttlMs;
          return value;
        },
        (error: unknown) => {
          if (entries.get(key) === entry) entries.delete(key);
          throw error;
        },
      );
      entries.set(key, entry);
      return entry.promise as Promise<T>;
    },
    invalidate(prefix) {
      let dropped = 0;
      for (const key of entries.keys()) {
        if (key.startsWith(prefix)) {
          entries.delete(key);
          dropped++;
        }
      }
      return dropped;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
