import type { Redirect } from "@qisi/api/contract";
import { count, desc, eq } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { redirects } from "../db/schema.ts";
import { redirectTarget } from "./target.ts";

export type RedirectRow = typeof redirects.$inferSelect;

/** Short links (`/r/{id}`): where one goes, and the operators' list, create and delete. */
export class RedirectStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Where a short link goes, or null for an unknown id. */
  async find(id: string): Promise<Redirect | null> {
    if (id.length < 1 || id.length > 64) return null;
    const [row] = await this.db.select().from(redirects).where(eq(redirects.id, id));
    // A row written before today's rules (or by hand) that they refuse leads nowhere.
    const url = row ? redirectTarget(row.url) : null;
    return row && url !== null ? { id: row.id, url } : null;
  }

  /** One page of short links, newest first. */
  async page({ offset, limit }: { offset: number; limit: number }): Promise<RedirectRow[]> {
    return this.db
      .select()
      .from(redirects)
      .orderBy(desc(redirects.createdAt), redirects.id)
      .offset(offset)
      .limit(limit);
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(redirects);
    return row?.n ?? 0;
  }

  /** The new short link, or undefined when the id is taken. */
  async create(id: string, url: string): Promise<RedirectRow | undefined> {
    const [row] = await this.db.insert(redirects).values({ id, url }).onConflictDoNothing().returning();
    return row;
  }

  async delete(id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(redirects)
      .where(eq(redirects.id, id))
      .returning({ id: redirects.id });
    return deleted.length > 0;
  }
}
