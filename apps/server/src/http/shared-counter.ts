import { sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { exactHit } from "./shared-rate-limit-store.ts";

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Counts tries per key in a window, in the database (`rate_limit_hits`), so every server instance
 * on one Postgres counts the same tries: for limits that count only some requests (wrong live-sync
 * numbers per address), where a route limit counts them all.
 */
export class SharedCounter {
  private readonly db: Db;
  private readonly prefix: string;
  private readonly max: number;
  private readonly windowMs: number;

  constructor(db: Db, prefix: string, max: number, windowMs: number) {
    this.db = db;
    this.prefix = prefix;
    this.max = max;
    this.windowMs = windowMs;
  }

  /** Seconds until `key` may try again; 0 when it may now. */
  async retryAfter(key: string): Promise<number> {
    const [row] = rowsOf<{ hits: number; seconds: number }>(
      await this.db.execute(sql`
        SELECT hits, ceil(extract(epoch FROM window_ends - now()))::int AS seconds
        FROM rate_limit_hits WHERE key = ${this.prefix + key} AND window_ends > now()`),
    );
    return row && row.hits >= this.max ? Math.max(1, row.seconds) : 0;
  }

  async add(key: string): Promise<void> {
    await exactHit(this.db, this.prefix + key, this.windowMs);
  }
}
