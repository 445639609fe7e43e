import {
  LessonProjectParams,
  OkResponse,
  Project,
  ProjectCreate,
  ProjectIdResponse,
  ProjectOwnerParams,
  ProjectPage,
  ProjectPageQuery,
  ProjectParams,
  ProjectSave,
  ProjectSaved,
  ProjectSummary,
  ProjectUpdate,
  RemixBody,
  RemixIndex,
  RemixQuery,
} from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { QuotaSettings } from "../config.ts";
import type { EntitlementStore } from "../courses/entitlement-store.ts";
import { conflict, notEntitled, notFound, unauthorized } from "../errors.ts";
import type { Guards } from "../http/guards.ts";
import { decodeCursor, encodeCursor } from "./cursor.ts";
import { checkProjectBody, checkProjectCount } from "./quotas.ts";
import type { ProjectRow, ProjectStore } from "./store.ts";
import { canRead, toProject, toProjectSummary } from "./views.ts";

/** Scratch projects may be up to 10 MB of JSON; the envelope adds escaping. */
export const projectBodyLimit = 12 * 1024 * 1024;

export interface ProjectsOptions {
  store: ProjectStore;
  guards: Guards;
  quotas: QuotaSettings;
  /** Who may open a lesson's work (the lesson's own access rule: free, bought, or on trial). */
  entitlements: EntitlementStore;
}

const projectMissing = () => notFound("没有找到这个作品，它可能已经被删除了。");
const lessonMissing = () => notFound("没有找到这节课。");
const noLessonStarter = () => notFound("这节课没有要动手做的作品。");

/** Projects: create, load, save with optimistic versions, rename, share, delete, copy, remix and lists. */
export const projectsPlugin: FastifyPluginAsyncZod<ProjectsOptions> = async (
  app,
  { store, guards, quotas, entitlements },
) => {
  const owner = guards.owner<z.infer<typeof ProjectParams>>(({ id }) => store.ownerOf(id), projectMissing);
  /** Someone else's private project answers exactly like a missing one, so ids cannot be probed. */
  async function readable(id: string, accountId: number): Promise<ProjectRow> {
    const row = await store.find(id);
    if (!row || !canRead(row, accountId)) throw projectMissing();
    if (row.ownerId !== accountId) await mayOpenLessonsOf(row, accountId);
    return row;
  }
  /**
   * A lesson's starter is that lesson's content: shared (so the studio opens it and a learner
   * remixes it) but, for a paid lesson, only to those who may open the lesson, the way
   * `POST projects/lesson/{id}` decides — and the same for every project made from it (a copy
   * keeps the starter as its root), so a buyer's shared copy does not hand it on either. A
   * starter no lesson names, or that a free lesson names, stays open to all (issue 38).
   */
  async function mayOpenLessonsOf(row: ProjectRow, accountId: number): Promise<void> {
    const lessonIds = await store.lessonsStartingFrom([row.id, ...(row.rootId ? [row.rootId] : [])]);
    if (lessonIds.length === 0) return;
    for (const lessonId of lessonIds) {
      const content = await entitlements.lesson(lessonId);
      if (content?.free) return;
      if (content && accountId > 0 && (await entitlements.holds(accountId, content))) return;
    }
    throw accountId > 0 ? notEntitled() : unauthorized("登录后才能学习这节课哦。");
  }
  /** A copy or remix is a new project of the caller's: it counts against the caller's quota. */
  async function derive(source: ProjectRow, accountId: number, origin: "copy" | "remix"): Promise<string> {
    checkProjectCount(await store.countOwned(accountId), quotas);
    const id = await store.derive(
      source,
      accountId,
      origin,
      checkProjectBody(source.kind, source.body, quotas),
    );
    // Only a lesson copy can meet a conflict; these never carry a lesson.
    if (id === null) throw projectMissing();
    return id;
  }
  /** A project as the studio opens it: with the lesson it belongs to, for the header's link back. */
  const withLesson = async (row: ProjectRow) => toProject(row, await store.lessonOf(row.lessonId));

  app.post(
    "/projects",
    {
      bodyLimit: projectBodyLimit,
      onRequest: guards.signedIn,
      schema: { body: ProjectCreate, response: { 201: Project } },
    },
    async (request, reply) => {
      checkProjectCount(await store.countOwned(request.accountId), quotas);
      const assets = checkProjectBody(request.body.kind, request.body.body, quotas);
      reply.code(201);
      return toProject(await store.create(request.accountId, request.body, assets));
    },
  );

  app.get(
    "/projects/:id",
    { onRequest: guards.anyone, schema: { params: ProjectParams, response: { 200: Project } } },
    async (request) => withLesson(await readable(request.params.id, request.accountId)),
  );

  /**
   * A lesson's work belongs to the child: their own copy of the lesson's starter project, made on
   * the first open (201) and found by the lesson afterwards (200), in every language alike.
   */
  app.post(
    "/projects/lesson/:lessonId",
    {
      onRequest: guards.signedIn,
      preHandler: guards.entitlement<z.infer<typeof LessonProjectParams>>(
        ({ lessonId }) => entitlements.lesson(lessonId),
        lessonMissing,
      ),
      schema: { params: LessonProjectParams, response: { 200: Project, 201: Project } },
    },
    async (request, reply) => {
      const { lessonId } = request.params;
      const { accountId } = request;
      const mine = await store.lessonCopy(accountId, lessonId);
      if (mine) return withLesson(mine);
      const lesson = await store.lessonOf(lessonId);
      const starter = lesson?.starterProjectId ? await store.find(lesson.starterProjectId) : undefined;
      if (!starter) throw noLessonStarter();
      checkProjectCount(await store.countOwned(accountId), quotas);
      const assets = checkProjectBody(starter.kind, starter.body, quotas);
      const id = await store.derive(starter, accountId, "remix", assets, lessonId);
      // null: another tab made the copy at the same moment; that one is the child's.
      const copy = await store.find(id ?? "");
      if (!copy) return withLesson((await store.lessonCopy(accountId, lessonId))!);
      reply.code(201);
      return toProject(copy, lesson);
    },
  );

  /** The bare body, for loaders (Scratch GUI) that fetch project.json directly. */
  app.get(
    "/projects/:id/body",
    { onRequest: guards.anyone, schema: { params: ProjectParams } },
    async (request, reply) => {
      const row = await readable(request.params.id, request.accountId);
      reply.header("cache-control", "private, no-cache");
      reply.type(row.kind === "scratch" ? "application/json; charset=utf-8" : "text/plain; charset=utf-8");
      return row.body;
    },
  );

  app.put(
    "/projects/:id",
    {
      bodyLimit: projectBodyLimit,
      onRequest: guards.signedIn,
      preHandler: owner,
      schema: { params: ProjectParams, body: ProjectSave, response: { 200: ProjectSaved } },
    },
    async (request) => {
      const kind = await store.kindOf(request.params.id);
      if (!kind) throw projectMissing();
      const assets = checkProjectBody(kind, request.body.body, quotas);
      const result = await store.save(request.params.id, request.body, assets);
      if ("saved" in result) return { ...result.saved, updatedAt: result.saved.updatedAt.toISOString() };
      throw conflict(`这个作品已经在别处保存过了（现在是第 ${result.currentVersion} 版），请刷新后再保存。`);
    },
  );

  app.patch(
    "/projects/:id",
    {
      onRequest: guards.signedIn,
      preHandler: owner,
      schema: { params: ProjectParams, body: ProjectUpdate, response: { 200: ProjectSummary } },
    },
    async (request) => {
      const row = await store.update(request.params.id, request.body);
      if (!row) throw projectMissing();
      return toProjectSummary(row);
    },
  );

  app.delete(
    "/projects/:id",
    {
      onRequest: guards.signedIn,
      preHandler: owner,
      schema: { params: ProjectParams, response: { 200: OkResponse } },
    },
    async (request) => {
      if (!(await store.delete(request.params.id))) throw projectMissing();
      return { ok: true as const };
    },
  );

  app.post(
    "/projects/:id/copy",
    {
      onRequest: guards.signedIn,
      preHandler: owner,
      schema: { params: ProjectParams, response: { 201: ProjectIdResponse } },
    },
    async (request, reply) => {
      const source = await readable(request.params.id, request.accountId);
      reply.code(201);
      return { projectId: await derive(source, request.accountId, "copy") };
    },
  );

  app.post(
    "/projects/remix",
    { onRequest: guards.signedIn, schema: { body: RemixBody, response: { 201: ProjectIdResponse } } },
    async (request, reply) => {
      const source = await readable(request.body.projectId, request.accountId);
      reply.code(201);
      return { projectId: await derive(source, request.accountId, "remix") };
    },
  );

  app.get(
    "/projects/user/:userId",
    {
      onRequest: guards.anyone,
      schema: { params: ProjectOwnerParams, querystring: ProjectPageQuery, response: { 200: ProjectPage } },
    },
    async (request) => {
      const { userId } = request.params;
      const { until, limit = 20 } = request.query;
      // Other people see only what is shared; private projects stay private.
      const rows = await store.pageOfOwner(userId, {
        sharedOnly: request.accountId !== userId,
        after: until ? decodeCursor(until) : null,
        limit,
      });
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return {
        items: items.map(toProjectSummary),
        next: rows.length > limit && last ? encodeCursor(last) : null,
      };
    },
  );

  app.get(
    "/projects/remixes",
    { onRequest: guards.anyone, schema: { querystring: RemixQuery, response: { 200: RemixIndex } } },
    async (request) => {
      const { project } = request.query;
      const asked = [...new Set(Array.isArray(project) ? project : [project])];
      const index: RemixIndex = Object.fromEntries(asked.map((id) => [id, []]));
      for (const row of await store.remixesOf(asked, request.accountId)) {
        index[row.parentId!]?.push(toProjectSummary(row));
      }
      return index;
    },
  );
};
