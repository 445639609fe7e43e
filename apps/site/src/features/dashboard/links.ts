import type { ProjectKind } from "@qisi/api";

/** Where a project opens: the studio of its kind (issues 8 and 9). */
export function projectHref(kind: ProjectKind, id: string): string {
  return kind === "python"
    ? `/studio/python/${encodeURIComponent(id)}`
    : `/studio/scratch/${encodeURIComponent(id)}`;
}

/** The course sales pages this issue builds (SPEC §2). Other courses have no sales page yet. */
export const salesCourseUids = [
  "25s2-python-cpp-01",
  "25s2-python-cpp-02",
  "25s2-python-cpp-03",
  "25s2-python-cpp-04",
  "23h2-python-01",
] as const;

export function salesHref(uid: string, all = true): string {
  return `/app/${encodeURIComponent(uid)}${all ? "?view=all" : ""}`;
}

export function classHref(courseId: string, lessonId?: string): string {
  const base = `/class/${encodeURIComponent(courseId)}`;
  return lessonId ? `${base}/${encodeURIComponent(lessonId)}` : base;
}
