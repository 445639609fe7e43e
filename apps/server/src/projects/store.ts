import type { ProjectCreate, ProjectLesson, ProjectSave, ProjectUpdate } from "@qisi/api/contract";
import { and, count, desc, eq, getTableColumns, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { depotGroups, depots, lessons, projectAssets, projects } from "../db/schema.ts";
import { newId } from "../ids.ts";

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectSummaryRow = Omit<ProjectRow, "body">;

const { body: _body, ...summaryColumns } = getTableColumns(projects);

/** A page position: the last item's update time and id, so equal times never skip a project. */
export type ProjectCursor = [updatedAt: Date, id: string];

/** Replaces the list of assets a project names (what the cleanup and account deletion go by). */
async function keepAssetNames(db: Db, projectId: string, names: readonly string[]): Promise<void> {
  await db.delete(projectAssets).where(eq(projectAssets.projectId, projectId));
  if (names.length === 0) return;
  await db
    .insert(projectAssets)
    .values(names.map((md5ext) => ({ projectId, md5ext })))
    .onConflictDoNothing();
}

/** Every query of the projects domain. */
export class ProjectStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async find(id: string): Promise<ProjectRow | undefined> {
    const [row] = await this.db.select().from(projects).where(eq(projects.id, id));
    return row;
  }

  async ownerOf(id: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ ownerId: projects.ownerId })
      .from(projects)
      .where(eq(projects.id, id));
    return row?.ownerId;
  }

  async kindOf(id: string): Promise<ProjectRow["kind"] | undefined> {
    const [row] = await this.db.select({ kind: projects.kind }).from(projects).where(eq(projects.id, id));
    return row?.kind;
  }

  /** How many projects an account keeps (the quota). */
  async countOwned(ownerId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(projects).where(eq(projects.ownerId, ownerId));
    return row?.n ?? 0;
  }

  /** `assets`: the files the body names (Scratch), kept beside the project. */
  async create(ownerId: number, input: ProjectCreate, assets: readonly string[] = []): Promise<ProjectRow> {
    const now = new Date();
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(projects)
        .values({ id: newId(), ownerId, origin: "new", createdAt: now, updatedAt: now, ...input })
        .returning();
      await keepAssetNames(tx as unknown as Db, row!.id, assets);
      return row!;
    });
  }

  /**
   * The lesson a learner's copy belongs to, as the studio names it (read from the courses tables:
   * a project outlives the lesson, so a missing one is null, not an error).
   */
  async lessonOf(lessonId: string | null): Promise<ProjectLesson | null> {
    if (lessonId === null) return null;
    const [row] = await this.db
      .select({
        id: lessons.id,
        title: lessons.title,
        courseId: depots.appUid,
        starterProjectId: lessons.starterProjectId,
      })
      .from(lessons)
      .innerJoin(depotGroups, eq(depotGroups.id, lessons.groupId))
      .innerJoin(depots, eq(depots.id, depotGroups.depotId))
      .where(eq(lessons.id, lessonId));
    return row ?? null;
  }

  /**
   * The lessons that start from any of these projects (`lessons.starter_project_id`): a
   * starter's own id, or the root a copy of it keeps.
   */
  async lessonsStartingFrom(projectIds: string[]): Promise<string[]> {
    const rows = await this.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(inArray(lessons.starterProjectId, projectIds));
    return rows.map((row) => row.id);
  }

  /** The learner's own copy of a lesson's starter, if one was made. */
  async lessonCopy(ownerId: number, lessonId: string): Promise<ProjectRow | undefined> {
    const [row] = await this.db
      .select()
      .from(projects)
      .where(and(eq(projects.ownerId, ownerId), eq(projects.lessonId, lessonId)));
    return row;
  }

  /**
   * A new project from `source`, owned by `ownerId`, with its parent and root recorded; with
   * `lessonId`, the learner's one copy of that lesson (a second at the same moment is not made:
   * the answer is then null and the caller reads the first).
   */
  async derive(
    source: ProjectRow,
    ownerId: number,
    origin: "copy" | "remix",
    assets: readonly string[] = [],
    lessonId: string | null = null,
  ): Promise<string | null> {
    const id = newId();
    const now = new Date();
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(projects)
        .values({
          id,
          ownerId,
          kind: source.kind,
          // A lesson's copy keeps the lesson's name; other copies say what they are.
          title: lessonId
            ? source.title
            : `${source.title}${origin === "copy" ? " 副本" : " 改编"}`.slice(0, 100),
          body: source.body,
          thumbnail: source.thumbnail,
          parentId: source.id,
          rootId: source.rootId ?? source.id,
          origin,
          createdAt: now,
          updatedAt: now,
          lessonId,
        })
        .onConflictDoNothing()
        .returning({ id: projects.id });
      if (inserted.length === 0) return null;
      await keepAssetNames(tx as unknown as Db, id, assets);
      return id;
    });
  }

  /**
   * Saves only while `input.version` is still the stored one; otherwise answers the stored version,
   * so the caller can say which one won.
   */
  async save(
    id: string,
    input: ProjectSave,
    assets: readonly string[] = [],
  ): Promise<{ saved: { id: string; version: number; updatedAt: Date } } | { currentVersion: number }> {
    const saved = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(projects)
        .set({
          body: input.body,
          version: sql`${projects.version} + 1`,
          updatedAt: new Date(),
          ...(input.title !== undefined && { title: input.title }),
          ...(input.thumbnail !== undefined && { thumbnail: input.thumbnail }),
        })
        .where(and(eq(projects.id, id), eq(projects.version, input.version)))
        .returning({ id: projects.id, version: projects.version, updatedAt: projects.updatedAt });
      if (row) await keepAssetNames(tx as unknown as Db, id, assets);
      return row;
    });
    if (saved) return { saved };
    const [current] = await this.db
      .select({ version: projects.version })
      .from(projects)
      .where(eq(projects.id, id));
    return { currentVersion: current?.version ?? 0 };
  }

  async update(id: string, input: ProjectUpdate): Promise<ProjectSummaryRow | undefined> {
    const [row] = await this.db
      .update(projects)
      .set({
        ...(input.title !== undefined && { title: input.title }),
        ...(input.shared !== undefined && { shared: input.shared }),
        updatedAt: new Date(),
      })
      .where(eq(projects.id, id))
      .returning(summaryColumns);
    return row;
  }

  async delete(id: string): Promise<boolean> {
    const deleted = await this.db.delete(projects).where(eq(projects.id, id)).returning({ id: projects.id });
    return deleted.length > 0;
  }

  /** One page of an owner's projects, newest first; `limit + 1` rows tell whether another follows. */
  async pageOfOwner(
    ownerId: number,
    options: { sharedOnly: boolean; after: ProjectCursor | null; limit: number },
  ): Promise<ProjectSummaryRow[]> {
    const filters = [eq(projects.ownerId, ownerId)];
    if (options.sharedOnly) filters.push(eq(projects.shared, true));
    if (options.after) {
      const [time, id] = options.after;
      filters.push(or(lt(projects.updatedAt, time), and(eq(projects.updatedAt, time), lt(projects.id, id)))!);
    }
    return this.db
      .select(summaryColumns)
      .from(projects)
      .where(and(...filters))
      .orderBy(desc(projects.updatedAt), desc(projects.id))
      .limit(options.limit + 1);
  }

  /** Remixes of the given projects that `viewer` may see (shared ones, and the viewer's own). */
  async remixesOf(parentIds: string[], viewer: number): Promise<ProjectSummaryRow[]> {
    const visible =
      viewer > 0 ? or(eq(projects.shared, true), eq(projects.ownerId, viewer)) : eq(projects.shared, true);
    return this.db
      .select(summaryColumns)
      .from(projects)
      .where(and(inArray(projects.parentId, parentIds), eq(projects.origin, "remix"), visible))
      .orderBy(desc(projects.createdAt));
  }
}
