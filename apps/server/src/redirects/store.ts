import type { Redirect } from "@qisi/api/contract";
import { eq } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { redirects } from "../db/schema.ts";

/** Short links (`/r/{id}`). */
export class RedirectStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Where a short link goes, or null for an unknown id. */
  async find(id: string): Promise<Redirect | null> {
    if (id.length < 1 || id.length > 64) return null;
    const [row] = await this.db.select().from(redirects).where(eq(redirects.id, id));
    return row ? { id: row.id, url: row.url } : null;
  }
}
