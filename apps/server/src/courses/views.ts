import type {
  App,
  AppDetail,
  CourseProgress,
  Depot,
  DepotData,
  Lesson,
  LessonProgress,
  SalesPackage,
} from "@qisi/api/contract";
import { exerciseView, type StoredExercise } from "../content/views.ts";
import type { ExerciseRow } from "../exercises/checkers.ts";
import type { PassedCounts } from "../exercises/store.ts";
import type { LessonProgressRow, ProgressEntryRow } from "./progress-store.ts";
import type {
  AppRow,
  DepotGroupRow,
  DepotItemRow,
  DepotRow,
  LessonCounts,
  LessonRow,
  OwnedAppRow,
  PackageRow,
} from "./store.ts";

export const toApp = (row: AppRow): App => ({
  uid: row.uid,
  title: row.title,
  summary: row.summary,
  cover: row.cover,
  kind: row.kind,
  depotId: row.depotId,
});

/** A course card: the course, when the learner got it, and how far they are. */
export const toOwnedApp = (row: OwnedAppRow, counts: LessonCounts): App => ({
  ...toApp(row),
  grantedAt: row.grantedAt.toISOString(),
  lessonsDone: counts.get(row.depotId)?.done ?? 0,
  lessonsTotal: counts.get(row.depotId)?.total ?? 0,
});

const toPackage = (row: PackageRow): SalesPackage => ({
  uid: row.uid,
  appUid: row.appUid,
  title: row.title,
  description: row.description,
  priceFen: row.priceFen,
  ...(row.listPriceFen !== null && { listPriceFen: row.listPriceFen }),
  lessons: row.lessons,
  trial: row.trial,
  onSale: row.onSale,
});

/** A course with its packages (on sale or not: the site shows the ones on sale), status and who it is for. */
export const toAppDetail = (row: AppRow, packages: PackageRow[]): AppDetail => ({
  ...toApp(row),
  description: row.description,
  highlights: row.highlights,
  packages: packages.map(toPackage),
  status: packages.some((pkg) => pkg.onSale) ? "open" : "coming",
  ...(row.agesFrom !== null && {
    ages: { from: row.agesFrom, ...(row.agesTo !== null && { to: row.agesTo }) },
  }),
  ...(row.prerequisites !== null && { prerequisites: row.prerequisites }),
  ...(row.gespTrack !== null &&
    row.gespLevel !== null && { gesp: { track: row.gespTrack, level: row.gespLevel } }),
});

/** The class page's outline: units, each with its lessons in order. */
export const toDepot = (depot: DepotRow, groups: DepotGroupRow[], items: DepotItemRow[]): Depot => ({
  id: depot.id,
  appUid: depot.appUid,
  title: depot.title,
  children: groups.map((group) => ({
    id: group.id,
    title: group.title,
    children: items
      .filter((item) => item.groupId === group.id)
      .map((item) => ({
        id: item.id,
        title: item.title,
        kind: item.kind,
        lessonId: item.id,
        free: item.free,
        ...(item.minutes !== null && { minutes: item.minutes }),
        ...(item.draft && { draft: true }),
      })),
  })),
});

/** Each lesson's exercises as the learner sees them (no answers, no known-wrong samples), in step order. */
export function exerciseViews(rows: ExerciseRow[]): Map<string, Lesson["exercises"]> {
  const views = new Map<string, Lesson["exercises"]>();
  for (const row of rows) {
    const list = views.get(row.lessonId) ?? [];
    list.push(exerciseView(row.id, row.title, row.spec as StoredExercise));
    views.set(row.lessonId, list);
  }
  return views;
}

/** A lesson with its intro, steps and the steps' exercises (loaded by the caller). */
export const toLesson = (row: LessonRow, exercises: Lesson["exercises"] = []): Lesson => ({
  id: row.id,
  title: row.title,
  body: row.body,
  kind: row.kind,
  free: row.free,
  ...(row.minutes !== null && { minutes: row.minutes }),
  ...(row.videoUrl && { videoUrl: row.videoUrl }),
  ...(row.starterProjectId && { starterProjectId: row.starterProjectId }),
  ...(row.intro && { intro: row.intro }),
  steps: row.steps ?? [],
  exercises,
});

export const toDepotData = (rows: LessonRow[], exercises: Map<string, Lesson["exercises"]>): DepotData => ({
  lessons: Object.fromEntries(rows.map((row) => [row.id, toLesson(row, exercises.get(row.id))])),
});

export const toLessonProgress = (row: LessonProgressRow, appUid: string): LessonProgress => ({
  lessonId: row.lessonId,
  appUid,
  visitedAt: row.visitedAt.toISOString(),
  doneAt: row.doneAt?.toISOString() ?? null,
});

export const toCourseProgress = (
  appUid: string,
  rows: ProgressEntryRow[],
  exercises: PassedCounts = new Map(),
): CourseProgress => ({
  appUid,
  visited: rows.map((row) => row.lessonId),
  done: rows.filter((row) => row.doneAt !== null).map((row) => row.lessonId),
  exercises: Object.fromEntries(exercises),
});
