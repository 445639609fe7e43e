import type { QuizAnswer } from "@qisi/api/contract";
import { and, asc, count, eq, inArray, max, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import {
  accounts,
  apps,
  depotGroups,
  depots,
  exerciseProgress,
  exercises,
  lessonProgress,
  lessons,
} from "../db/schema.ts";
import type { ExerciseRow } from "./checkers.ts";
import type { PassedHowRule } from "./reveal.ts";

export type ExerciseProgressRow = typeof exerciseProgress.$inferSelect;
/** How many exercises were first passed each way (issue 37). */
export interface PassedHowCounts {
  own: number;
  parsons: number;
  solution: number;
}
/** Per lesson with exercises: how many there are, how many the learner passed, and how. */
export type PassedCounts = Map<string, { passed: number; total: number; how: PassedHowCounts }>;

/** What a certificate says: the course, the learner's name and when the last lesson was finished. */
export interface CompletedCourse {
  appUid: string;
  courseTitle: string;
  learnerName: string;
  lessons: number;
  exercises: number;
  /** How the exercises were first passed (issue 37). */
  passed: PassedHowCounts;
  /** The course's lessons (their study time is the certificate's). */
  lessonIds: string[];
  completedAt: Date;
}

/** Every query of the exercises domain: exercises of lessons and each learner's record of them. */
export class ExerciseStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async find(exerciseId: string): Promise<ExerciseRow | undefined> {
    const [row] = await this.db.select().from(exercises).where(eq(exercises.id, exerciseId));
    return row;
  }

  /** The lessons' exercises, each lesson's in step order. */
  async ofLessons(lessonIds: string[]): Promise<ExerciseRow[]> {
    if (lessonIds.length === 0) return [];
    return this.db
      .select()
      .from(exercises)
      .where(inArray(exercises.lessonId, lessonIds))
      .orderBy(asc(exercises.lessonId), asc(exercises.sort));
  }

  /** The learner's records of these exercises (exercises never tried have none). */
  async progress(accountId: number, exerciseIds: string[]): Promise<ExerciseProgressRow[]> {
    if (exerciseIds.length === 0) return [];
    return this.db
      .select()
      .from(exerciseProgress)
      .where(
        and(eq(exerciseProgress.accountId, accountId), inArray(exerciseProgress.exerciseId, exerciseIds)),
      );
  }

  /**
   * Records one checked attempt: one more attempt, the seconds added, and the first pass's time
   * (kept for good: a later failing attempt does not take a pass back). A quiz keeps its answer,
   * the last one only: a reload shows the question as the learner left it.
   */
  async recordAttempt(
    accountId: number,
    exerciseId: string,
    passed: boolean,
    seconds: number,
    quizAnswer?: QuizAnswer,
    how: PassedHowRule = {},
  ): Promise<ExerciseProgressRow> {
    const lastAnswer = quizAnswer === undefined ? {} : { lastAnswer: quizAnswer };
    // How the first pass came, from the record as it was before this attempt (issue 37).
    const { hintsUsed, attempts } = exerciseProgress;
    const cases = [
      how.solutionAtHints !== undefined && sql`WHEN ${hintsUsed} >= ${how.solutionAtHints} THEN 'solution'`,
      how.solutionAtAttempts !== undefined &&
        sql`WHEN ${attempts} >= ${how.solutionAtAttempts} THEN 'solution'`,
      how.parsonsAtHints !== undefined && sql`WHEN ${hintsUsed} >= ${how.parsonsAtHints} THEN 'parsons'`,
    ].filter((part) => part !== false);
    const howNow = cases.length > 0 ? sql`CASE ${sql.join(cases, sql` `)} ELSE 'own' END` : sql`'own'`;
    const [row] = await this.db
      .insert(exerciseProgress)
      .values({
        accountId,
        exerciseId,
        attempts: 1,
        seconds,
        ...lastAnswer,
        ...(passed && { passedAt: sql`now()`, passedHow: "own" as const }),
      })
      .onConflictDoUpdate({
        target: [exerciseProgress.accountId, exerciseProgress.exerciseId],
        set: {
          attempts: sql`${exerciseProgress.attempts} + 1`,
          seconds: sql`${exerciseProgress.seconds} + ${seconds}`,
          updatedAt: sql`now()`,
          ...lastAnswer,
          ...(passed && {
            passedAt: sql`coalesce(${exerciseProgress.passedAt}, now())`,
            passedHow: sql`CASE WHEN ${exerciseProgress.passedAt} IS NULL THEN ${howNow} ELSE ${exerciseProgress.passedHow} END`,
          }),
        },
      })
      .returning();
    return row!;
  }

  /** Records that `rungs` rungs of the hint ladder are revealed (never fewer than before). */
  async recordHints(accountId: number, exerciseId: string, rungs: number): Promise<ExerciseProgressRow> {
    const [row] = await this.db
      .insert(exerciseProgress)
      .values({ accountId, exerciseId, hintsUsed: rungs })
      .onConflictDoUpdate({
        target: [exerciseProgress.accountId, exerciseProgress.exerciseId],
        set: {
          hintsUsed: sql`greatest(${exerciseProgress.hintsUsed}, ${rungs})`,
          updatedAt: sql`now()`,
        },
      })
      .returning();
    return row!;
  }

  /** Whether the learner has passed every exercise of the lesson (false for a lesson without any). */
  async lessonPassed(accountId: number, lessonId: string): Promise<boolean> {
    const counts = await this.passedCounts(accountId, [lessonId]);
    const lesson = counts.get(lessonId);
    return lesson !== undefined && lesson.total > 0 && lesson.passed === lesson.total;
  }

  /** How many exercises the lesson has (0: a prose lesson, finished with 完成本课). */
  async countInLesson(lessonId: string): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(exercises)
      .where(eq(exercises.lessonId, lessonId));
    return row?.total ?? 0;
  }

  /** Per lesson that has exercises: total, passed by the learner, and how each pass came. */
  async passedCounts(accountId: number, lessonIds: string[]): Promise<PassedCounts> {
    if (lessonIds.length === 0) return new Map();
    const passedAs = (how: "own" | "parsons" | "solution") =>
      sql<number>`count(*) FILTER (WHERE ${exerciseProgress.passedAt} IS NOT NULL AND ${exerciseProgress.passedHow} = ${how})`.mapWith(
        Number,
      );
    const rows = await this.db
      .select({
        lessonId: exercises.lessonId,
        total: count(exercises.id),
        passed: count(exerciseProgress.passedAt),
        own: passedAs("own"),
        parsons: passedAs("parsons"),
        solution: passedAs("solution"),
      })
      .from(exercises)
      .leftJoin(
        exerciseProgress,
        and(eq(exerciseProgress.exerciseId, exercises.id), eq(exerciseProgress.accountId, accountId)),
      )
      .where(inArray(exercises.lessonId, lessonIds))
      .groupBy(exercises.lessonId);
    return new Map(
      rows.map((row) => [
        row.lessonId,
        {
          passed: row.passed,
          total: row.total,
          how: { own: row.own, parsons: row.parsons, solution: row.solution },
        },
      ]),
    );
  }

  /** The ids of a course's lessons. */
  async lessonsOfCourse(appUid: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(depotGroups, eq(depotGroups.id, lessons.groupId))
      .innerJoin(depots, eq(depots.id, depotGroups.depotId))
      .where(eq(depots.appUid, appUid));
    return rows.map((row) => row.id);
  }

  /**
   * The course as a certificate names it, when the learner has finished every one of its lessons;
   * undefined when the course is unknown, has no lessons, or one is not finished yet.
   */
  async completedCourse(accountId: number, appUid: string): Promise<CompletedCourse | undefined> {
    const [course] = await this.db
      .select({
        title: apps.title,
        lessons: count(lessons.id),
        done: count(lessonProgress.doneAt),
        completedAt: max(lessonProgress.doneAt),
      })
      .from(apps)
      .innerJoin(depots, eq(depots.appUid, apps.uid))
      .innerJoin(depotGroups, eq(depotGroups.depotId, depots.id))
      .innerJoin(lessons, eq(lessons.groupId, depotGroups.id))
      .leftJoin(
        lessonProgress,
        and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.accountId, accountId)),
      )
      .where(eq(apps.uid, appUid))
      .groupBy(apps.uid, apps.title);
    if (!course || course.lessons === 0 || course.done < course.lessons || !course.completedAt)
      return undefined;
    const [learner] = await this.db
      .select({ nickname: accounts.nickname, name: accounts.name })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    const lessonIds = await this.lessonsOfCourse(appUid);
    const counts = [...(await this.passedCounts(accountId, lessonIds)).values()];
    const passed: PassedHowCounts = { own: 0, parsons: 0, solution: 0 };
    for (const lesson of counts)
      for (const how of ["own", "parsons", "solution"] as const) passed[how] += lesson.how[how];
    return {
      appUid,
      courseTitle: course.title,
      learnerName: learner?.name || learner?.nickname || "同学",
      lessons: course.lessons,
      exercises: counts.reduce((sum, lesson) => sum + lesson.total, 0),
      passed,
      lessonIds,
      completedAt: new Date(course.completedAt),
    };
  }
}
