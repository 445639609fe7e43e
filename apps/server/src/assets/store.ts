import { and, eq, inArray, lt, ne, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { assets, projectAssets, projects } from "../db/schema.ts";

export type AssetRow = typeof assets.$inferSelect;

/** Every query of Scratch assets: stored by content, owned by who uploaded them first. */
export class AssetStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async find(md5ext: string): Promise<AssetRow | undefined> {
    const [row] = await this.db.select().from(assets).where(eq(assets.md5ext, md5ext));
    return row;
  }

  /** Stores a learner's upload. The same name means the same bytes, so a second upload changes nothing. */
  async putUpload(input: {
    md5ext: string;
    contentType: string;
    data: Buffer;
    uploaderId: number;
  }): Promise<void> {
    await this.db
      .insert(assets)
      .values({ ...input, size: input.data.length, source: "upload" })
      .onConflictDoNothing();
  }

  /**
   * Deletes uploads that no project names any more, once they are older than `olderThan` (an upload
   * arrives before the save that names it, so a fresh one is left alone). Library assets are never touched. Answers how many went.
   */
  async deleteOrphans(olderThan: Date): Promise<number> {
    const deleted = await this.db
      .delete(assets)
      .where(
        and(
          eq(assets.source, "upload"),
          lt(assets.createdAt, olderThan),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(projectAssets)
              .where(eq(projectAssets.md5ext, assets.md5ext)),
          ),
        ),
      )
      .returning({ md5ext: assets.md5ext });
    return deleted.length;
  }

  /**
   * Deletes what an account uploaded or its projects use, unless a project of someone else still
   * names it or it belongs to the library. Safe before or after the account's projects are deleted.
   */
  async deleteForAccount(accountId: number): Promise<number> {
    const usedByOthers = this.db
      .select({ one: sql`1` })
      .from(projectAssets)
      .innerJoin(projects, eq(projects.id, projectAssets.projectId))
      .where(and(eq(projectAssets.md5ext, assets.md5ext), ne(projects.ownerId, accountId)));
    const usedByAccount = this.db
      .select({ md5ext: projectAssets.md5ext })
      .from(projectAssets)
      .innerJoin(projects, eq(projects.id, projectAssets.projectId))
      .where(eq(projects.ownerId, accountId));
    const deleted = await this.db
      .delete(assets)
      .where(
        and(
          eq(assets.source, "upload"),
          or(eq(assets.uploaderId, accountId), inArray(assets.md5ext, usedByAccount)),
          notExists(usedByOthers),
        ),
      )
      .returning({ md5ext: assets.md5ext });
    return deleted.length;
  }
}

/**
 * How the library and the seed store their files: a learner may have uploaded the same bytes first,
 * and the library then takes the row over, so the cleanup never removes a file the library shows.
 */
export const keepForLibrary = {
  target: assets.md5ext,
  set: { source: "library" as const, uploaderId: null },
  setWhere: ne(assets.source, "library"),
};
