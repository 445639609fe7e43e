import type { ProjectKind } from "@qisi/api";

/** Where a project opens: the studio of its kind (issues 8, 9 and 19). */
export function projectHref(kind: ProjectKind, id: string): string {
  return `/studio/${kind}/${encodeURIComponent(id)}`;
}

/** Where a new project of a kind starts: its studio with nothing saved yet. */
export function newProjectHref(kind: "scratch" | "python"): string {
  return kind === "python" ? "/studio/python/new" : "/studio/scratch/editor";
}

/** The course sales pages (SPEC §2, and the Scratch course's). Other courses have no sales page yet. */
export const salesCourseUids = [
  "25s2-python-cpp-01",
  "25s2-python-cpp-02",
  "25s2-python-cpp-03",
  "25s2-python-cpp-04",
  "23h2-python-01",
  "scratch-starter-01",
] as const;

export function salesHref(uid: string, all = true): string {
  return `/app/${encodeURIComponent(uid)}${all ? "?view=all" : ""}`;
}

/**
 * The sales page's checkout with one package already chosen (a locked lesson links here), or
 * undefined for a course without a sales page.
 */
export function checkoutHref(uid: string, packageUid: string): string | undefined {
  if (!(salesCourseUids as readonly string[]).includes(uid)) return undefined;
  return `/app/${encodeURIComponent(uid)}?package=${encodeURIComponent(packageUid)}#checkout`;
}

/** A 即将开课 course's sales page at its 开课时提醒我 card, or undefined for a course without a sales page. */
export function reminderHref(uid: string): string | undefined {
  if (!(salesCourseUids as readonly string[]).includes(uid)) return undefined;
  return `/app/${encodeURIComponent(uid)}#reminder`;
}

export function classHref(courseId: string, lessonId?: string): string {
  const base = `/class/${encodeURIComponent(courseId)}`;
  return lessonId ? `${base}/${encodeURIComponent(lessonId)}` : base;
}
