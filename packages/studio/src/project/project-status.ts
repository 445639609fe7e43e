import { clientErrorStatus, isApiError, type ProjectSummary } from "@qisi/api";

/** The one status vocabulary of every studio's project. */
export type ProjectStatus =
  | "loading"
  | "ready"
  | "dirty"
  | "saving"
  | "saved"
  | "conflict"
  | "offline"
  | "error";

/** What a `saving` or `saved` status is about. */
export type ProjectAction = "save" | "copy" | "remix";

/** Why the status is `error`: each has its own words for the child. */
export type ProjectProblem = "needs-login" | "not-found" | "too-many" | "too-big" | "failed";

/** Whose project is open: a new one, the learner's own, or someone else's (a shared one or a lesson's starter). */
export type Ownership = "new" | "own" | "others";

export function ownership(project: ProjectSummary | null, accountId: number): Ownership {
  if (!project) return "new";
  return accountId !== 0 && project.ownerId === accountId ? "own" : "others";
}

/** No HTTP answer (offline, timeout): the work waits in the draft; the next save tries again. */
export function isOffline(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === clientErrorStatus.network || error.status === clientErrorStatus.timeout)
  );
}

/** What a failed call tells the child: the server's quotas get their own words. */
export function problemOf(error: unknown): ProjectProblem {
  if (!isApiError(error)) return "failed";
  if (error.status === 401 || error.code === "unauthorized" || error.code === "token_expired")
    return "needs-login";
  if (error.status === 404) return "not-found";
  if (error.code === "quota_exceeded") return "too-many";
  if (error.code === "payload_too_large" || error.status === 413) return "too-big";
  return "failed";
}
