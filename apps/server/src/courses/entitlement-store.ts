import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { accounts, apps, depotGroups, depots, lessons, userApps } from "../db/schema.ts";

/** Paid content a request names: the course it belongs to, and whether it is a free taster. */
export interface CourseContent {
  appUid: string;
  free: boolean;
  /** The lesson, when the content is one; a trial opens only its first lessons. */
  lessonId?: string;
  /** A lesson still being written (issue 37): nobody opens it unless the server previews drafts. */
  draft?: boolean;
}

/**
 * Who may learn what. A course is held by the accounts it was granted to (`user_apps`, written when
 * an order's payment completes) and, for support and authoring, by every admin.
 */
export class EntitlementStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /**
   * Whether the account may open the content: an admin, or a holder of the course. A trial grant
   * (`lessonLimit`) opens only the course's first lessons in outline order, never the whole course
   * at once. One query for everyone else; a trial holder's lesson costs a second.
   */
  async holds(accountId: number, content: CourseContent): Promise<boolean> {
    const [row] = await this.db
      .select({ role: accounts.role, owned: userApps.appUid, lessonLimit: userApps.lessonLimit })
      .from(accounts)
      .leftJoin(userApps, and(eq(userApps.accountId, accounts.id), eq(userApps.appUid, content.appUid)))
      .where(eq(accounts.id, accountId));
    if (!row) return false;
    if (row.role === "admin") return true;
    if (row.owned === null) return false;
    if (row.lessonLimit === null) return true;
    if (content.lessonId === undefined) return false;
    const outline = await this.lessonsInOrder(content.appUid);
    const position = outline.indexOf(content.lessonId);
    return position >= 0 && position < row.lessonLimit;
  }

  /** The course's lesson ids as its outline lists them. */
  private async lessonsInOrder(appUid: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(depotGroups, eq(depotGroups.id, lessons.groupId))
      .innerJoin(depots, eq(depots.id, depotGroups.depotId))
      .where(eq(depots.appUid, appUid))
      .orderBy(asc(depots.id), asc(depotGroups.sort), asc(lessons.sort), asc(lessons.id));
    return rows.map((row) => row.id);
  }

  /**
   * The course of a lesson, whether the lesson is free and whether it is a draft, or undefined for
   * an unknown lesson.
   */
  async lesson(lessonId: string): Promise<CourseContent | undefined> {
    const [row] = await this.db
      .select({ appUid: depots.appUid, free: lessons.free, draft: lessons.draft })
      .from(lessons)
      .innerJoin(depotGroups, eq(depotGroups.id, lessons.groupId))
      .innerJoin(depots, eq(depots.id, depotGroups.depotId))
      .where(eq(lessons.id, lessonId));
    return row && { ...row, lessonId };
  }

  /**
   * Development only (`POST dev/grants`): the account holds the whole course, as a buyer from before
   * it went off sale does. Answers false for an unknown course.
   */
  async grantForDevelopment(accountId: number, appUid: string): Promise<boolean> {
    const [app] = await this.db.select({ uid: apps.uid }).from(apps).where(eq(apps.uid, appUid));
    if (!app) return false;
    await this.db
      .insert(userApps)
      .values({ accountId, appUid, lessonLimit: null })
      .onConflictDoUpdate({ target: [userApps.accountId, userApps.appUid], set: { lessonLimit: null } });
    return true;
  }

  /** A whole depot's lesson data is paid content as a whole (its free lessons are read one by one). */
  async depot(depotId: string): Promise<CourseContent | undefined> {
    const [row] = await this.db.select({ appUid: depots.appUid }).from(depots).where(eq(depots.id, depotId));
    return row && { appUid: row.appUid, free: false };
  }
}
