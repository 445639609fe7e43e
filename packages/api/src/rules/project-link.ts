/** SPEC §3: where a project (and the result of a remix) opens. */
export function projectLink(projectId: string): string {
  return `/studio/scratch/${encodeURIComponent(projectId)}`;
}
