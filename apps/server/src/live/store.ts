import type { LiveSync } from "@qisi/api/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { liveSnapshots } from "../db/schema.ts";

export type LiveSnapshotRow = typeof liveSnapshots.$inferSelect;

/** Live-sync snapshots: the latest code and console a studio posted under a number. */
export class LiveStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async put(number: number, snapshot: LiveSync): Promise<void> {
    const updatedAt = new Date();
    await this.db
      .insert(liveSnapshots)
      .values({ number, ...snapshot, updatedAt })
      .onConflictDoUpdate({ target: liveSnapshots.number, set: { ...snapshot, updatedAt } });
  }

  async find(number: number): Promise<LiveSnapshotRow | undefined> {
    const [row] = await this.db.select().from(liveSnapshots).where(eq(liveSnapshots.number, number));
    return row;
  }
}
