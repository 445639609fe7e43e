import { and, eq } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { accounts, depotGroups, depots, lessons, userApps } from "../db/schema.ts";

/** Paid content a request names: the course it belongs to, and whether it is a free taster. */
export interface CourseContent {
  appUid: string;
  free: boolean;
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

  /** Whether the account bought the course or is an admin; one query either way. */
  async holds(accountId: number, appUid: string): Promise<boolean> {
    const [row] = await this.db
      .select({ role: accounts.role, owned: userApps.appUid })
      .from(accounts)
      .leftJoin(userApps, and(eq(userApps.accountId, accounts.id), eq(userApps.appUid, appUid)))
      .where(eq(accounts.id, accountId));
    return row !== undefined && (row.role === "admin" || row.owned !== null);
  }

  /** The course of a lesson and whether the lesson is free, or undefined for an unknown lesson. */
  async lesson(lessonId: string): Promise<CourseContent | undefined> {
    const [row] = await this.db
      .select({ appUid: depots.appUid, free: lessons.free })
      .from(lessons)
      .innerJoin(depotGroups, eq(depotGroups.id, lessons.groupId))
      .innerJoin(depots, eq(depots.id, depotGroups.depotId))
      .where(eq(lessons.id, lessonId));
    return row;
  }

  /** A whole depot's lesson data is paid content as a whole (its free lessons are read one by one). */
  async depot(depotId: string): Promise<CourseContent | undefined> {
    const [row] = await this.db.select({ appUid: depots.appUid }).from(depots).where(eq(depots.id, depotId));
    return row && { appUid: row.appUid, free: false };
  }
}
