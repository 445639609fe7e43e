import type { LiveSync } from "@qisi/api/contract";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { liveSnapshots } from "../db/schema.ts";

export type LiveSnapshotRow = typeof liveSnapshots.$inferSelect;

/** Postgres' unique_violation: the short number is taken by another snapshot. */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === "23505" ||
  (error as { cause?: { code?: string } }).cause?.code === "23505";

/** Live-sync snapshots: the latest code and console a studio wrote, readable until they expire. */
export class LiveStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async create(input: {
    id: string;
    secretHash: string;
    accountId: number | null;
    snapshot: LiveSync;
    expiresAt: Date;
  }): Promise<void> {
    const now = new Date();
    await this.db.insert(liveSnapshots).values({
      id: input.id,
      secretHash: input.secretHash,
      accountId: input.accountId,
      ...input.snapshot,
      createdAt: now,
      updatedAt: now,
      expiresAt: input.expiresAt,
    });
  }

  /** A snapshot that has not expired. */
  async find(id: string, now = new Date()): Promise<LiveSnapshotRow | undefined> {
    const [row] = await this.db
      .select()
      .from(liveSnapshots)
      .where(and(eq(liveSnapshots.id, id), gt(liveSnapshots.expiresAt, now)));
    return row;
  }

  /** Replaces the snapshot and moves its expiry on; answers the row, or nothing when it has expired. */
  async write(id: string, snapshot: LiveSync, expiresAt: Date): Promise<LiveSnapshotRow | undefined> {
    const now = new Date();
    const [row] = await this.db
      .update(liveSnapshots)
      .set({ ...snapshot, updatedAt: now, expiresAt })
      .where(and(eq(liveSnapshots.id, id), gt(liveSnapshots.expiresAt, now)))
      .returning();
    return row;
  }

  /**
   * Gives the snapshot `number` until `expiresAt`, taking it from a snapshot whose number has expired.
   * Answers false when a live snapshot holds it (the caller draws another).
   */
  async assignNumber(id: string, number: number, expiresAt: Date): Promise<boolean> {
    const now = new Date();
    try {
      return await this.db.transaction(async (tx) => {
        await tx
          .update(liveSnapshots)
          .set({ number: null, numberExpiresAt: null })
          .where(and(eq(liveSnapshots.number, number), lt(liveSnapshots.numberExpiresAt, now)));
        const [row] = await tx
          .update(liveSnapshots)
          .set({ number, numberExpiresAt: expiresAt })
          .where(eq(liveSnapshots.id, id))
          .returning({ id: liveSnapshots.id });
        return row !== undefined;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** The snapshot a short number stands for, while both are valid. */
  async findByNumber(number: number, now = new Date()): Promise<{ id: string } | undefined> {
    const [row] = await this.db
      .select({ id: liveSnapshots.id })
      .from(liveSnapshots)
      .where(
        and(
          eq(liveSnapshots.number, number),
          gt(liveSnapshots.numberExpiresAt, now),
          gt(liveSnapshots.expiresAt, now),
        ),
      );
    return row;
  }

  /** Deletes every snapshot whose time is up; answers how many. */
  async deleteExpired(now = new Date()): Promise<number> {
    const deleted = await this.db
      .delete(liveSnapshots)
      .where(lt(liveSnapshots.expiresAt, now))
      .returning({ id: liveSnapshots.id });
    return deleted.length;
  }

  /** Deletes an account's snapshots (account deletion; the foreign key cascades as well). */
  async deleteForAccount(accountId: number): Promise<number> {
    const deleted = await this.db
      .delete(liveSnapshots)
      .where(eq(liveSnapshots.accountId, accountId))
      .returning({ id: liveSnapshots.id });
    return deleted.length;
  }
}
