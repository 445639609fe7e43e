import type { Project, ProjectLesson } from "@qisi/api";
import { json, type RecordingServer, type Reply } from "../../../api/test/support/recording-server.ts";

/** Tokens are `token-{accountId}` (fixtures.ts `signedIn(token, id)`). */
const accountOf = (authorization: string | undefined) => {
  const match = /^Bearer token-(\d+)$/.exec(authorization ?? "");
  return match ? Number(match[1]) : 0;
};

const missing = json(404, { message: "Not found", detail: "没有找到这个作品。", code: "not_found" });

/**
 * The project routes the model calls, answered like the server does (apps/server/src/projects):
 * optimistic versions, copy only of one's own project, remix of a readable one with the parent
 * kept, remixes visible to their owner. Real HTTP on the recording server, so the real client runs.
 */
export function projectBackend(server: RecordingServer) {
  const projects = new Map<string, Project>();
  let serial = 0;
  const now = () => new Date(Date.UTC(2026, 0, 1, 0, 0, ++serial)).toISOString();
  const readable = (project: Project | undefined, viewer: number) =>
    project && (project.shared || project.ownerId === viewer) ? project : undefined;
  const viewer = (request: Parameters<Reply>[0]) => accountOf(request.headers.authorization);

  function add(fields: Partial<Project> & { ownerId: number }): Project {
    const at = now();
    serial++;
    const project: Project = {
      id: "",
      kind: "python",
      title: "作品",
      thumbnail: null,
      parentId: null,
      rootId: null,
      origin: "new",
      shared: false,
      version: 1,
      createdAt: at,
      updatedAt: at,
      body: "",
      lessonId: null,
      lesson: null,
      ...fields,
    };
    project.id = fields.id ?? `p${serial}`;
    projects.set(project.id, project);
    route(project.id);
    return project;
  }

  function derive(source: Project, ownerId: number, origin: "copy" | "remix", lesson?: ProjectLesson) {
    const { id: _id, ...fields } = source;
    return add({
      ...fields,
      lessonId: lesson?.id ?? null,
      lesson: lesson ?? null,
      ownerId,
      origin,
      shared: false,
      version: 1,
      parentId: source.id,
      rootId: source.rootId ?? source.id,
    });
  }

  function route(id: string) {
    server.on("GET", `projects/${id}`, (request, response) => {
      const project = readable(projects.get(id), viewer(request));
      return (project ? json(200, project) : missing)(request, response);
    });
    server.on("PUT", `projects/${id}`, (request, response) => {
      const project = projects.get(id);
      if (!project || project.ownerId !== viewer(request)) return missing(request, response);
      const save = request.json<{ body: string; version: number; title?: string; thumbnail?: string }>();
      if (save.version !== project.version)
        return json(409, { message: "Conflict", detail: "这个作品已经在别处保存过了。", code: "conflict" })(
          request,
          response,
        );
      Object.assign(project, {
        body: save.body,
        title: save.title ?? project.title,
        thumbnail: save.thumbnail ?? project.thumbnail,
        version: project.version + 1,
        updatedAt: now(),
      });
      return json(200, { id, version: project.version, updatedAt: project.updatedAt })(request, response);
    });
    server.on("PATCH", `projects/${id}`, (request, response) => {
      const project = projects.get(id);
      if (!project || project.ownerId !== viewer(request)) return missing(request, response);
      Object.assign(project, {
        title: request.json<{ title: string }>().title,
        version: project.version + 1,
      });
      const { body: _body, ...summary } = project;
      return json(200, summary)(request, response);
    });
    server.on("POST", `projects/${id}/copy`, (request, response) => {
      const project = projects.get(id);
      if (!project || project.ownerId !== viewer(request)) return missing(request, response);
      return json(201, { projectId: derive(project, viewer(request), "copy").id })(request, response);
    });
  }

  server.on("POST", "projects", (request, response) => {
    const ownerId = viewer(request);
    if (ownerId === 0) return json(401, { message: "Unauthorized", code: "unauthorized" })(request, response);
    const created = add({ ...request.json<Pick<Project, "kind" | "title" | "body">>(), ownerId });
    return json(201, created)(request, response);
  });
  server.on("POST", "projects/remix", (request, response) => {
    const source = readable(projects.get(request.json<{ projectId: string }>().projectId), viewer(request));
    if (!source) return missing(request, response);
    return json(201, { projectId: derive(source, viewer(request), "remix").id })(request, response);
  });
  server.on("GET", "projects/remixes", (request, response) => {
    const asked = request.query.getAll("project");
    const index = Object.fromEntries(
      asked.map((id) => [
        id,
        [...projects.values()]
          .filter((p) => p.parentId === id && p.origin === "remix" && readable(p, viewer(request)))
          .map(({ body: _body, ...summary }) => summary),
      ]),
    );
    return json(200, index)(request, response);
  });

  /** Lessons by id, as `POST projects/lesson/{id}` finds them (add with `lesson`). */
  const lessons = new Map<string, ProjectLesson>();
  function lesson(fields: ProjectLesson) {
    lessons.set(fields.id, fields);
    server.on("POST", `projects/lesson/${fields.id}`, (request, response) => {
      const me = viewer(request);
      if (me === 0) return json(401, { message: "Unauthorized", code: "unauthorized" })(request, response);
      const mine = [...projects.values()].find((p) => p.ownerId === me && p.lessonId === fields.id);
      if (mine) return json(200, mine)(request, response);
      const starter = projects.get(fields.starterProjectId ?? "");
      if (!starter) return missing(request, response);
      return json(201, derive(starter, me, "remix", fields))(request, response);
    });
  }

  return { projects, add, lesson };
}
