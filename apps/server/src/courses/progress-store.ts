import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { depotGroups, depots, lessonProgress, lessons } from "../db/schema.ts";

export type LessonProgressRow = typeof lessonProgress.$inferSelect;
export type ProgressEntryRow = Pick<LessonProgressRow, "lessonId" | "doneAt">;

/** Which lessons a learner has opened and finished. */
export class ProgressStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /**
   * Records a visit now; `done: true` also finishes the lesson (marking done again keeps the first
   * time it was finished), `done: false` takes that back, and no `done` leaves it as it was.
   */
  async record(accountId: number, lessonId: string, done: boolean | undefined): Promise<LessonProgressRow> {
    const doneAt = done === undefined ? undefined : done ? sql`now()` : null;
    const [row] = await this.db
      .insert(lessonProgress)
      .values({ accountId, lessonId, ...(doneAt !== undefined && { doneAt }) })
      .onConflictDoUpdate({
        target: [lessonProgress.accountId, lessonProgress.lessonId],
        set: {
          visitedAt: sql`now()`,
          ...(done === true && { doneAt: sql`coalesce(${lessonProgress.doneAt}, now())` }),
          ...(done === false && { doneAt: null }),
        },
      })
      .returning();
    return row!;
  }

  /** The learner's opened lessons in one course, each with when it was finished (or null). */
  async inCourse(accountId: number, appUid: string): Promise<ProgressEntryRow[]> {
    return this.db
      .select({ lessonId: lessonProgress.lessonId, doneAt: lessonProgress.doneAt })
      .from(lessonProgress)
      .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
      .innerJoin(depotGroups, eq(depotGroups.id, lessons.groupId))
      .innerJoin(depots, eq(depots.id, depotGroups.depotId))
      .where(and(eq(lessonProgress.accountId, accountId), eq(depots.appUid, appUid)));
  }
}
