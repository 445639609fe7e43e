import type {
  OkResponse,
  Project,
  ProjectCreate,
  ProjectIdResponse,
  ProjectPage,
  ProjectSave,
  ProjectSaved,
  RemixIndex,
} from "../contract/index.ts";
import { segment } from "../transport/query-string.ts";
import { type EndpointContext, invalidatingAfter } from "./endpoint-context.ts";

/** Every cached project GET (lists, remixes, single projects) lives under this prefix. */
export const projectsCachePrefix = "projects/";

export function projectEndpoints(context: EndpointContext) {
  const { request } = context;
  /** Mutations invalidate all of `projects/`: a copy or remix changes lists, remix indexes and counts at once. */
  const mutate = <T>(mutation: Promise<T>) => invalidatingAfter(context, [projectsCachePrefix], mutation);

  return {
    /** `GET projects/user/{userId}?until=`: newest first; pass `next` as `until` for the next page. */
    getUserProjects: (userId: number, until?: string | null) =>
      request<ProjectPage>({ method: "GET", path: `projects/user/${segment(userId)}`, query: { until } }),

    /** `GET projects/remixes?project=a&project=b`: the remixes of each project asked for. */
    getRemixes: (projectIds: readonly string[]) =>
      request<RemixIndex>({ method: "GET", path: "projects/remixes", query: { project: projectIds } }),

    /** `GET projects/{id}`: a project with its body. */
    getProject: (projectId: string) =>
      request<Project>({ method: "GET", path: `projects/${segment(projectId)}` }),

    /** `POST projects`. */
    createProject: (project: ProjectCreate) =>
      mutate(request<ProjectSaved>({ method: "POST", path: "projects", json: project })),

    /** `PUT projects/{id}`: saves only if `version` is still current, else 409 `conflict`. */
    saveProject: (projectId: string, save: ProjectSave) =>
      mutate(request<ProjectSaved>({ method: "PUT", path: `projects/${segment(projectId)}`, json: save })),

    /** `PATCH projects/{id}` with `{title}`. */
    renameProject: (projectId: string, title: string) =>
      mutate(
        request<ProjectSaved>({ method: "PATCH", path: `projects/${segment(projectId)}`, json: { title } }),
      ),

    /** `PATCH projects/{id}` with `{shared}`: a shared project can be opened and remixed by others. */
    shareProject: (projectId: string, shared: boolean) =>
      mutate(
        request<ProjectSaved>({ method: "PATCH", path: `projects/${segment(projectId)}`, json: { shared } }),
      ),

    /** `DELETE projects/{id}`. */
    deleteProject: (projectId: string) =>
      mutate(
        request<OkResponse>({
          method: "DELETE",
          path: `projects/${segment(projectId)}`,
          responseType: "none",
        }),
      ).then(() => undefined),

    /** `POST projects/{id}/copy`: the learner's own copy. */
    copyProject: (projectId: string) =>
      mutate(request<ProjectIdResponse>({ method: "POST", path: `projects/${segment(projectId)}/copy` })),

    /**
     * `POST projects/lesson/{lessonId}`: the learner's own copy of the lesson's starter project,
     * made on the first call and the same one afterwards (any language).
     */
    openLessonProject: (lessonId: string) =>
      mutate(request<Project>({ method: "POST", path: `projects/lesson/${segment(lessonId)}` })),

    /** `POST projects/remix` with `{projectId}` (SPEC §7); open the answer at `projectLink(projectId)`. */
    remixProject: (projectId: string) =>
      mutate(request<ProjectIdResponse>({ method: "POST", path: "projects/remix", json: { projectId } })),
  };
}
