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

/** My courses with the lessons finished (完成本课) and in total, both counted by the server. */
export async function loadMyCourses(userId: number): Promise<CourseCardData[]> {
  const apps = await api.getUserApps(userId);
  return apps.map((app: App) => ({
    title: app.title,
    cover: app.cover || undefined,
    kind: app.kind,
    done: app.lessonsDone ?? 0,
    total: app.lessonsTotal ?? 0,
    href: classHref(app.uid),
  }));
}

/** Courses on sale that the learner does not have yet, each with its cheapest package. */
export async function loadRecommended(userId: number): Promise<RecommendedCourseData[]> {
  const owned = new Set((await api.getUserApps(userId)).map((app) => app.uid));
  const details = await Promise.all(
    salesCourseUids.filter((uid) => !owned.has(uid)).map((uid) => api.getApp(uid).catch(() => null)),
  );
  return details
    .filter((detail): detail is AppDetail => !!detail && detail.packages.length > 0)
    .map((detail) => {
      const cheapest = [...detail.packages].sort((a, b) => a.priceFen - b.priceFen)[0]!;
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
