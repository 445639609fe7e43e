import type { Project, ProjectLesson, ProjectSummary } from "@qisi/api/contract";
import type { ProjectRow, ProjectSummaryRow } from "./store.ts";

export function toProjectSummary(row: ProjectSummaryRow): ProjectSummary {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    ownerId: row.ownerId,
    thumbnail: row.thumbnail,
    parentId: row.parentId,
    rootId: row.rootId,
    origin: row.origin,
    shared: row.shared,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lessonId: row.lessonId,
  };
}

export function toProject(row: ProjectRow, lesson: ProjectLesson | null = null): Project {
  return { ...toProjectSummary(row), body: row.body, lesson };
}

/** Owners read their own; anyone reads a shared project (course starters). */
export const canRead = (row: Pick<ProjectRow, "ownerId" | "shared">, accountId: number) =>
  row.shared || (accountId > 0 && row.ownerId === accountId);
