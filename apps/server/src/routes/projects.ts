import type {
  OkResponse,
  Project,
  ProjectIdResponse,
  ProjectPage,
  ProjectSaved,
  ProjectSummary,
  RemixIndex,
} from "@qisi/api/contract";
import { and, desc, eq, getTableColumns, inArray, lt, or, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { optionalAccount, requireAccount } from "../auth/guard.ts";
import type { AppContext } from "../context.ts";
import { projects } from "../db/schema.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import { newId } from "../ids.ts";
import { parseInput } from "../validation.ts";
import { canRead, type ProjectRow, toProject, toProjectSummary } from "./project-views.ts";

/** Scratch projects may be up to 10 MB of JSON; the envelope adds escaping. */
export const projectBodyLimit = 12 * 1024 * 1024;
const maxProjectBody = 10 * 1024 * 1024;

const projectId = z.object({ id: z.string().min(1).max(64) });
const title = z.string().trim().min(1).max(100);
const thumbnail = z.string().max(200_000);
const projectCreate = z.object({
  kind: z.enum(["scratch", "python"]),
  title,
  body: z.string().max(maxProjectBody),
  thumbnail: thumbnail.optional(),
});
const projectSave = z.object({
  body: z.string().max(maxProjectBody),
  version: z.number().int().min(1),
  title: title.optional(),
  thumbnail: thumbnail.optional(),
});
const rename = z
  .object({ title: title.optional(), shared: z.boolean().optional() })
  .refine((input) => input.title !== undefined || input.shared !== undefined, {
    message: "请给出新的名字或分享设置。",
  });
const remixBody = z.object({ projectId: z.string().min(1).max(64) });
const pageQuery = z.object({
  until: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
const remixQuery = z.object({ project: z.union([z.string().max(64), z.array(z.string().max(64)).max(50)]) });
const userParam = z.object({ userId: z.coerce.number().int().min(1) });

const { body: _body, ...summaryColumns } = getTableColumns(projects);

/** Paging cursor: the last item's update time and id, so equal times never skip a project. */
function encodeCursor(row: Pick<ProjectRow, "updatedAt" | "id">): string {
  return Buffer.from(JSON.stringify([row.updatedAt.toISOString(), row.id])).toString("base64url");
}

function decodeCursor(cursor: string): [Date, string] {
  try {
    const [time, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    const date = new Date(time);
    if (typeof id === "string" && !Number.isNaN(date.getTime())) return [date, id];
  } catch {}
  throw badRequest("翻页位置不对，请从第一页重新加载。");
}

const projectMissing = () => notFound("没有找到这个作品，它可能已经被删除了。");

/** Projects: create, load, save with optimistic versions, rename, delete, copy, remix and lists. */
export async function projectRoutes(app: FastifyInstance, ctx: AppContext) {
  async function loadReadable(id: string, accountId: number): Promise<ProjectRow> {
    const [row] = await ctx.db.select().from(projects).where(eq(projects.id, id));
    // Someone else's private project answers exactly like a missing one, so ids cannot be probed.
    if (!row || !canRead(row, accountId)) throw projectMissing();
    return row;
  }

  async function derive(source: ProjectRow, ownerId: number, origin: "copy" | "remix"): Promise<string> {
    const id = newId();
    const now = new Date();
    await ctx.db.insert(projects).values({
      id,
      ownerId,
      kind: source.kind,
      title: `${source.title}${origin === "copy" ? " 副本" : " 改编"}`.slice(0, 100),
      body: source.body,
      thumbnail: source.thumbnail,
      parentId: source.id,
      rootId: source.rootId ?? source.id,
      origin,
      createdAt: now,
      updatedAt: now,
    });
    return id;
  }

  app.post("/projects", { bodyLimit: projectBodyLimit }, async (request, reply): Promise<Project> => {
    const ownerId = await requireAccount(ctx, request);
    const input = parseInput(projectCreate, request.body);
    const now = new Date();
    const [row] = await ctx.db
      .insert(projects)
      .values({ id: newId(), ownerId, origin: "new", createdAt: now, updatedAt: now, ...input })
      .returning();
    reply.code(201);
    return toProject(row!);
  });

  app.get("/projects/:id", async (request): Promise<Project> => {
    const { id } = parseInput(projectId, request.params);
    return toProject(await loadReadable(id, await optionalAccount(ctx, request)));
  });

  /** The bare body, for loaders (Scratch GUI) that fetch project.json directly. */
  app.get("/projects/:id/body", async (request, reply) => {
    const { id } = parseInput(projectId, request.params);
    const row = await loadReadable(id, await optionalAccount(ctx, request));
    reply.header("cache-control", "private, no-cache");
    reply.type(row.kind === "scratch" ? "application/json; charset=utf-8" : "text/plain; charset=utf-8");
    return row.body;
  });

  app.put("/projects/:id", { bodyLimit: projectBodyLimit }, async (request): Promise<ProjectSaved> => {
    const ownerId = await requireAccount(ctx, request);
    const { id } = parseInput(projectId, request.params);
    const input = parseInput(projectSave, request.body);
    const [saved] = await ctx.db
      .update(projects)
      .set({
        body: input.body,
        version: sql`${projects.version} + 1`,
        updatedAt: new Date(),
        ...(input.title !== undefined && { title: input.title }),
        ...(input.thumbnail !== undefined && { thumbnail: input.thumbnail }),
      })
      .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId), eq(projects.version, input.version)))
      .returning({ id: projects.id, version: projects.version, updatedAt: projects.updatedAt });
    if (saved) return { ...saved, updatedAt: saved.updatedAt.toISOString() };
    const [current] = await ctx.db
      .select({ ownerId: projects.ownerId, version: projects.version })
      .from(projects)
      .where(eq(projects.id, id));
    if (!current || current.ownerId !== ownerId) throw projectMissing();
    throw conflict(`这个作品已经在别处保存过了（现在是第 ${current.version} 版），请刷新后再保存。`);
  });

  app.patch("/projects/:id", async (request): Promise<ProjectSummary> => {
    const ownerId = await requireAccount(ctx, request);
    const { id } = parseInput(projectId, request.params);
    const input = parseInput(rename, request.body);
    const [row] = await ctx.db
      .update(projects)
      .set({
        ...(input.title !== undefined && { title: input.title }),
        ...(input.shared !== undefined && { shared: input.shared }),
        updatedAt: new Date(),
      })
      .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)))
      .returning(summaryColumns);
    if (!row) throw projectMissing();
    return toProjectSummary(row);
  });

  app.delete("/projects/:id", async (request): Promise<OkResponse> => {
    const ownerId = await requireAccount(ctx, request);
    const { id } = parseInput(projectId, request.params);
    const deleted = await ctx.db
      .delete(projects)
      .where(and(eq(projects.id, id), eq(projects.ownerId, ownerId)))
      .returning({ id: projects.id });
    if (deleted.length === 0) throw projectMissing();
    return { ok: true };
  });

  app.post("/projects/:id/copy", async (request, reply): Promise<ProjectIdResponse> => {
    const ownerId = await requireAccount(ctx, request);
    const { id } = parseInput(projectId, request.params);
    const source = await loadReadable(id, ownerId);
    if (source.ownerId !== ownerId) throw projectMissing();
    reply.code(201);
    return { projectId: await derive(source, ownerId, "copy") };
  });

  app.post("/projects/remix", async (request, reply): Promise<ProjectIdResponse> => {
    const ownerId = await requireAccount(ctx, request);
    const { projectId: sourceId } = parseInput(remixBody, request.body);
    const source = await loadReadable(sourceId, ownerId);
    reply.code(201);
    return { projectId: await derive(source, ownerId, "remix") };
  });

  app.get("/projects/user/:userId", async (request): Promise<ProjectPage> => {
    const viewer = await optionalAccount(ctx, request);
    const { userId } = parseInput(userParam, request.params);
    const { until, limit = 20 } = parseInput(pageQuery, request.query);
    const filters = [eq(projects.ownerId, userId)];
    // Other people see only what is shared; private projects stay private.
    if (viewer !== userId) filters.push(eq(projects.shared, true));
    if (until) {
      const [time, id] = decodeCursor(until);
      filters.push(or(lt(projects.updatedAt, time), and(eq(projects.updatedAt, time), lt(projects.id, id)))!);
    }
    const rows = await ctx.db
      .select(summaryColumns)
      .from(projects)
      .where(and(...filters))
      .orderBy(desc(projects.updatedAt), desc(projects.id))
      .limit(limit + 1);
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return {
      items: items.map(toProjectSummary),
      next: rows.length > limit && last ? encodeCursor(last) : null,
    };
  });

  app.get("/projects/remixes", async (request): Promise<RemixIndex> => {
    const viewer = await optionalAccount(ctx, request);
    const { project } = parseInput(remixQuery, request.query);
    const asked = [...new Set(Array.isArray(project) ? project : [project])];
    const visible =
      viewer > 0 ? or(eq(projects.shared, true), eq(projects.ownerId, viewer)) : eq(projects.shared, true);
    const rows = await ctx.db
      .select(summaryColumns)
      .from(projects)
      .where(and(inArray(projects.parentId, asked), eq(projects.origin, "remix"), visible))
      .orderBy(desc(projects.createdAt));
    const index: RemixIndex = Object.fromEntries(asked.map((id) => [id, []]));
    for (const row of rows) index[row.parentId!]?.push(toProjectSummary(row));
    return index;
  });
}
