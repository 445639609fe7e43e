import type { AppDetail, Depot, DepotGroup, DepotItem, SalesPackage } from "@qisi/api";
import { checkoutHref, reminderHref } from "../../features/dashboard";
import type { LessonProgressState } from "../../features/progress";
import { api } from "../../state/api";

export interface ClassData {
  title: string;
  kind: "scratch" | "python" | "cpp";
  depot: Depot;
  packages: AppDetail["packages"];
  items: DepotItem[];
}

/** The public part: the course and its outline. Each lesson's text is asked for on its own. */
export async function loadClass(courseId: string): Promise<ClassData | null> {
  try {
    const [app, depot] = await Promise.all([api.getApp(courseId), api.getAppDepot(courseId)]);
    return {
      title: app.title,
      kind: app.kind,
      depot,
      packages: app.packages,
      items: depot.children.flatMap((group) => group.children),
    };
  } catch {
    return null;
  }
}

/**
 * The package a locked lesson offers: the one on sale with the most lessons, i.e. the whole course.
 * None while the course is 即将开课 (issue 39): the lesson then points to the sales page's reminder.
 */
const wholeCourse = (packages: SalesPackage[]) =>
  packages
    .filter((pkg) => pkg.onSale)
    .reduce<SalesPackage | undefined>(
      (best, pkg) => (best && best.lessons >= pkg.lessons ? best : pkg),
      undefined,
    );

export function offerFor(courseId: string, packages: SalesPackage[]) {
  const pkg = wholeCourse(packages);
  const href = pkg && checkoutHref(courseId, pkg.uid);
  return pkg && href ? { pkg, href } : undefined;
}

/** Where a locked lesson of a 即将开课 course (no package on sale) points: its sales page's reminder. */
export function comingHrefFor(courseId: string, packages: SalesPackage[]): string | undefined {
  return packages.some((pkg) => pkg.onSale) ? undefined : reminderHref(courseId);
}

/**
 * The table of contents with finished lessons marked (LessonList shows a tick and says 已学完) and,
 * for lessons with exercises, how many passed (2/3).
 */
export function withDoneState(
  groups: DepotGroup[],
  done: ReadonlySet<string>,
  exercises: LessonProgressState["exercises"],
) {
  return groups.map((group) => ({
    ...group,
    children: group.children.map((item) => ({
      ...item,
      state: done.has(item.lessonId) ? ("done" as const) : ("todo" as const),
      exercises: exercises[item.lessonId],
    })),
  }));
}
