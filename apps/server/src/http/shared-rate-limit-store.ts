import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

type Answer = { current: number; ttl: number };
type Callback = (error: Error | null, answer?: Answer) => void;

/** `hits` more in the window of `windowMs` (a new window when the old one ended), for `key`. */
const upsert = (values: SQL) => sql`
  INSERT INTO rate_limit_hits (key, hits, window_ends)
  SELECT key, hits, now() + make_interval(secs => window_ms / 1000.0)
  FROM (VALUES ${values}) AS v(key, hits, window_ms)
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN rate_limit_hits.window_ends <= now() THEN excluded.hits
                ELSE rate_limit_hits.hits + excluded.hits END,
    window_ends = CASE WHEN rate_limit_hits.window_ends <= now() THEN excluded.window_ends
                       ELSE rate_limit_hits.window_ends END
  RETURNING key, hits, greatest(0, extract(epoch FROM window_ends - now()) * 1000)::int AS ttl`;

const row = (key: string, hits: number, windowMs: number) =>
  sql`(${key}::text, ${hits}::int, ${Math.max(1, Math.round(windowMs))}::int)`;

/** A route's limits (compile, attempts, sign-in per phone…): every hit counted in the database at once. */
export async function exactHit(db: Db, key: string, windowMs: number): Promise<Answer> {
  const [answer] = rowsOf<{ hits: number; ttl: number }>(await db.execute(upsert(row(key, 1, windowMs))));
  return { current: answer?.hits ?? 1, ttl: answer?.ttl ?? windowMs };
}

interface LocalCount {
  /** Hits this instance took that the database has not counted yet. */
  pending: number;
  /** Every instance's hits as the database last said. */
  known: number;
  windowEndsAt: number;
  windowMs: number;
}

/**
 * The API-wide limit (every request): counted here at once and added to the database's count
 * every `flushMs` in one statement, which answers every instance's total. Across instances it
 * may let through at most one flush's worth of requests too many; the database sees one write a
 * second instead of one a request.
 */
class BatchedCounts {
  private readonly db: Db;
  private readonly counts = new Map<string, LocalCount>();
  private timer: NodeJS.Timeout | null = null;
  private readonly flushMs: number;
  private lastSweep = Date.now();

  constructor(db: Db, flushMs: number) {
    this.db = db;
    this.flushMs = flushMs;
  }

  hit(key: string, windowMs: number): Answer {
    const now = Date.now();
    let count = this.counts.get(key);
    if (!count || count.windowEndsAt <= now) {
      count = { pending: 0, known: 0, windowEndsAt: now + windowMs, windowMs };
      this.counts.set(key, count);
    }
    count.pending += 1;
    this.timer ??= setTimeout(() => void this.flush(), this.flushMs);
    this.timer.unref?.();
    return { current: count.known + count.pending, ttl: count.windowEndsAt - now };
  }

  async flush(): Promise<void> {
    this.timer = null;
    const now = Date.now();
    const sending = [...this.counts].filter(([, count]) => count.pending > 0);
    for (const [key, count] of this.counts) if (count.windowEndsAt <= now) this.counts.delete(key);
    for (let i = 0; i < sending.length; i += 500) {
      const batch = sending.slice(i, i + 500);
      const sent = new Map(batch.map(([key, count]) => [key, count.pending]));
      try {
        const values = sql.join(
          batch.map(([key, count]) => row(key, count.pending, count.windowMs)),
          sql`, `,
        );
        const answers = rowsOf<{ key: string; hits: number; ttl: number }>(
          await this.db.execute(upsert(values)),
        );
        for (const answer of answers) {
          const count = this.counts.get(answer.key);
          if (!count) continue;
          count.pending -= sent.get(answer.key) ?? 0;
          count.known = answer.hits;
          count.windowEndsAt = Date.now() + answer.ttl;
        }
      } catch {
        // The database is away: the local counts keep limiting and go with the next flush.
        this.timer ??= setTimeout(() => void this.flush(), this.flushMs * 5);
      }
    }
    if (now - this.lastSweep > 60_000) {
      this.lastSweep = now;
      await this.db
        .execute(sql`DELETE FROM rate_limit_hits WHERE window_ends < now() - interval '1 minute'`)
        .catch(() => {});
    }
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

/**
 * A store for @fastify/rate-limit whose counts live in the database (`rate_limit_hits`), so the
 * limits hold across every server instance on one Postgres: the API-wide limit batched (above),
 * each route's own limit (`config.rateLimit`, `app.createRateLimit`) exact, under the route's
 * name. `close()` stops the flush timer.
 */
export function sharedRateLimitStore(db: Db, flushMs = 1000) {
  const batched = new BatchedCounts(db, flushMs);

  class SharedStore {
    private readonly namespace: string | null;

    constructor(_params?: unknown, namespace: string | null = null) {
      this.namespace = namespace;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      if (this.namespace === null) {
        callback(null, batched.hit(key, timeWindow));
        return;
      }
      exactHit(db, `${this.namespace}${key}`, timeWindow).then(
        (answer) => callback(null, answer),
        (error: Error) => callback(error),
      );
    }

    /** Given the route's merged limit settings, with the route as `routeInfo` (the types say otherwise). */
    child(routeOptions: object): SharedStore {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      // A route's limit counts under its name; a limiter made in code (no route) names its own keys.
      const name = route?.url ? `${[route.method].flat().join(",")} ${route.url}|` : "";
      return new SharedStore(undefined, name);
    }
  }

  return { Store: SharedStore, close: () => batched.stop(), flush: () => batched.flush() };
}
