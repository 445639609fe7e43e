import { and, eq, inArray, sql, sum } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { exerciseProgress, studyTime } from "../db/schema.ts";

/**
 * A gap between two activities longer than this was not study (the page was hidden, the child
 * went away): it adds nothing. The player's heartbeat comes every 30 s while the page is visible.
 */
export const idleLimitSeconds = 120;

/**
 * Study time measured by the server (issue 37): every activity it sees — a heartbeat of the
 * visible lesson page, an attempt, a hint — adds the time since the learner's previous activity in
 * the lesson, when that gap is at most `idleLimitSeconds`, to the lesson and to the exercise in
 * front of the child. The clock is the database's; no number the browser sends is added.
 */
export class StudyTimeStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Records one activity; answers the lesson's study seconds so far. */
  async touch(accountId: number, lessonId: string, exerciseId?: string): Promise<number> {
    const gap = sql`extract(epoch FROM now() - ${studyTime.lastActivityAt})`;
    return this.db.transaction(async (tx) => {
      const key = and(eq(studyTime.accountId, accountId), eq(studyTime.lessonId, lessonId));
      const [before] = await tx
        .select({ seconds: studyTime.seconds })
        .from(studyTime)
        .where(key)
        .for("update");
      const [after] = await tx
        .insert(studyTime)
        .values({ accountId, lessonId, seconds: 0 })
        .onConflictDoUpdate({
          target: [studyTime.accountId, studyTime.lessonId],
          set: {
            seconds: sql`${studyTime.seconds} + CASE WHEN ${gap} <= ${idleLimitSeconds}
              THEN greatest(0, floor(${gap}))::integer ELSE 0 END`,
            lastActivityAt: sql`now()`,
          },
        })
        .returning({ seconds: studyTime.seconds });
      const seconds = after?.seconds ?? 0;
      const added = seconds - (before?.seconds ?? 0);
      if (exerciseId && added > 0)
        await tx
          .insert(exerciseProgress)
          .values({ accountId, exerciseId, seconds: added })
          .onConflictDoUpdate({
            target: [exerciseProgress.accountId, exerciseProgress.exerciseId],
            set: { seconds: sql`${exerciseProgress.seconds} + ${added}` },
          });
      return seconds;
    });
  }

  /** The learner's study seconds over these lessons. */
  async secondsIn(accountId: number, lessonIds: string[]): Promise<number> {
    if (lessonIds.length === 0) return 0;
    const [row] = await this.db
      .select({ total: sum(studyTime.seconds) })
      .from(studyTime)
      .where(and(eq(studyTime.accountId, accountId), inArray(studyTime.lessonId, lessonIds)));
    return Number(row?.total ?? 0);
  }
}
