import type { App, AppDetail, ProjectSummary } from "@qisi/api";
import type { CourseCardData, ProjectCardData, RecommendedCourseData } from "@qisi/ui";
import { api } from "../../state/api";
import { classHref, projectHref, salesCourseUids, salesHref } from "./links";

export function toProjectCard(project: ProjectSummary): ProjectCardData {
  return {
    id: project.id,
    kind: project.kind,
    title: project.title,
    thumbnail: project.thumbnail ?? undefined,
    updatedAt: project.updatedAt,
    href: projectHref(project.kind, project.id),
  };
}

/** Exercises passed and in total over a course's lessons (CourseProgress.exercises). */
export function sumExercises(perLesson: Record<string, { passed: number; total: number }>) {
  return Object.values(perLesson).reduce(
    (sum, lesson) => ({ passed: sum.passed + lesson.passed, total: sum.total + lesson.total }),
    { passed: 0, total: 0 },
  );
}

/**
 * My courses with the lessons finished and in total, both counted by the server, and the exercises
 * passed (one progress request per course; a learner has a handful, and a failed one only drops
 * the exercise line from its card).
 */
export async function loadMyCourses(userId: number): Promise<CourseCardData[]> {
  const apps = await api.getUserApps(userId);
  const progress = await Promise.all(apps.map((app) => api.getCourseProgress(app.uid).catch(() => null)));
  return apps.map((app: App, index) => ({
    title: app.title,
    cover: app.cover || undefined,
    kind: app.kind,
    done: app.lessonsDone ?? 0,
    total: app.lessonsTotal ?? 0,
    exercises: sumExercises(progress[index]?.exercises ?? {}),
    href: classHref(app.uid),
  }));
}

/**
 * Courses on sale that the learner does not have yet, each with its cheapest package on sale. A
 * 即将开课 course has nothing to sell, so it is not recommended (its sales page says when it opens).
 */
export async function loadRecommended(userId: number): Promise<RecommendedCourseData[]> {
  const owned = new Set((await api.getUserApps(userId)).map((app) => app.uid));
  const details = await Promise.all(
    salesCourseUids.filter((uid) => !owned.has(uid)).map((uid) => api.getApp(uid).catch(() => null)),
  );
  return details
    .filter((detail): detail is AppDetail => !!detail && detail.packages.some((pkg) => pkg.onSale))
    .map((detail) => {
      const selling = detail.packages.filter((pkg) => pkg.onSale);
      const cheapest = [...selling].sort((a, b) => a.priceFen - b.priceFen)[0]!;
      return {
        title: detail.title,
        summary: detail.summary,
        cover: detail.cover || undefined,
        kind: detail.kind,
        priceFen: cheapest.priceFen,
        listPriceFen: cheapest.listPriceFen,
        href: salesHref(detail.uid),
      };
    });
}
