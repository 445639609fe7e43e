import { and, asc, count, eq, getTableColumns, inArray } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { apps, depotGroups, depots, lessonProgress, lessons, salesPackages, userApps } from "../db/schema.ts";

export type AppRow = typeof apps.$inferSelect;
export type PackageRow = typeof salesPackages.$inferSelect;
export type DepotRow = typeof depots.$inferSelect;
export type DepotGroupRow = typeof depotGroups.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
/** A course a learner owns, with when it was granted. */
export type OwnedAppRow = AppRow & { grantedAt: Date };
/** A depot entry as the class page's outline shows it (no lesson text). */
export type DepotItemRow = Pick<
  LessonRow,
  "id" | "groupId" | "title" | "kind" | "free" | "minutes" | "draft"
>;
/** Per depot: how many lessons it has and how many of them a learner has finished. */
export type LessonCounts = Map<string, { total: number; done: number }>;

/** Every query of the courses domain: the catalogue, what a learner owns, depots and lessons. */
export class CourseStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** The catalogue, in display order. */
  async catalogue(): Promise<AppRow[]> {
    return this.db.select().from(apps).orderBy(asc(apps.sort));
  }

  async findApp(uid: string): Promise<AppRow | undefined> {
    const [row] = await this.db.select().from(apps).where(eq(apps.uid, uid));
    return row;
  }

  /** What is on sale for a course, in display order. */
  async packagesOf(appUid: string): Promise<PackageRow[]> {
    return this.db
      .select()
      .from(salesPackages)
      .where(eq(salesPackages.appUid, appUid))
      .orderBy(asc(salesPackages.sort));
  }

  /** The courses an account owns, in catalogue order. */
  async ownedBy(accountId: number): Promise<OwnedAppRow[]> {
    return this.db
      .select({ ...getTableColumns(apps), grantedAt: userApps.grantedAt })
      .from(userApps)
      .innerJoin(apps, eq(apps.uid, userApps.appUid))
      .where(eq(userApps.accountId, accountId))
      .orderBy(asc(apps.sort));
  }

  /** Per depot: its lessons, and how many of them the learner has finished (the course cards' progress). */
  async lessonCounts(accountId: number, depotIds: string[]): Promise<LessonCounts> {
    if (depotIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        depotId: depotGroups.depotId,
        total: count(lessons.id),
        done: count(lessonProgress.doneAt),
      })
      .from(lessons)
      .innerJoin(depotGroups, eq(depotGroups.id, lessons.groupId))
      .leftJoin(
        lessonProgress,
        and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.accountId, accountId)),
      )
      .where(inArray(depotGroups.depotId, depotIds))
      .groupBy(depotGroups.depotId);
    return new Map(rows.map((row) => [row.depotId, { total: row.total, done: row.done }]));
  }

  /** A course's depot, if both the course and its depot exist. */
  async depotOfApp(appUid: string): Promise<DepotRow | undefined> {
    const app = await this.findApp(appUid);
    if (!app) return undefined;
    const [row] = await this.db.select().from(depots).where(eq(depots.id, app.depotId));
    return row;
  }

  /** A depot's units (groups), in order. */
  async groupsOf(depotId: string): Promise<DepotGroupRow[]> {
    return this.db
      .select()
      .from(depotGroups)
      .where(eq(depotGroups.depotId, depotId))
      .orderBy(asc(depotGroups.sort));
  }

  /** The lessons of the given groups, in order, without their text. */
  async itemsOf(groupIds: string[]): Promise<DepotItemRow[]> {
    if (groupIds.length === 0) return [];
    return this.db
      .select({
        id: lessons.id,
        groupId: lessons.groupId,
        title: lessons.title,
        kind: lessons.kind,
        free: lessons.free,
        minutes: lessons.minutes,
        draft: lessons.draft,
      })
      .from(lessons)
      .where(inArray(lessons.groupId, groupIds))
      .orderBy(asc(lessons.sort));
  }

  /** One lesson with its text. */
  async lesson(lessonId: string): Promise<LessonRow | undefined> {
    const [row] = await this.db.select().from(lessons).where(eq(lessons.id, lessonId));
    return row;
  }

  /** Every lesson of a depot, with its text. */
  async lessonsOf(depotId: string): Promise<LessonRow[]> {
    const rows = await this.db
      .select({ lesson: lessons })
      .from(lessons)
      .innerJoin(depotGroups, eq(depotGroups.id, lessons.groupId))
      .where(eq(depotGroups.depotId, depotId));
    return rows.map((row) => row.lesson);
  }
}
