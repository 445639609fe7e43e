import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import { exerciseCode, exercises } from "../db/schema.ts";

export type ExerciseCodeRow = typeof exerciseCode.$inferSelect;

/** The lesson player's kept code: one row per learner and exercise, the last version only. */
export class ExerciseCodeStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** The learner's kept code of the lesson's exercises, in step order (exercises never kept have none). */
  async ofLesson(accountId: number, lessonId: string): Promise<ExerciseCodeRow[]> {
    const lessonExercises = this.db
      .select({ id: exercises.id })
      .from(exercises)
      .where(eq(exercises.lessonId, lessonId));
    return this.db
      .select({
        accountId: exerciseCode.accountId,
        exerciseId: exerciseCode.exerciseId,
        code: exerciseCode.code,
        updatedAt: exerciseCode.updatedAt,
      })
      .from(exerciseCode)
      .innerJoin(exercises, eq(exercises.id, exerciseCode.exerciseId))
      .where(and(eq(exerciseCode.accountId, accountId), inArray(exerciseCode.exerciseId, lessonExercises)))
      .orderBy(exercises.sort);
  }

  /** Keeps the code for the learner, replacing what was kept before. */
  async keep(accountId: number, exerciseId: string, code: string): Promise<ExerciseCodeRow> {
    const [row] = await this.db
      .insert(exerciseCode)
      .values({ accountId, exerciseId, code })
      .onConflictDoUpdate({
        target: [exerciseCode.accountId, exerciseCode.exerciseId],
        set: { code, updatedAt: sql`now()` },
      })
      .returning();
    return row!;
  }
}
