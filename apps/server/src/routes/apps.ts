import type { App, AppDetail, Depot, DepotData, Lesson, SalesPackage } from "@qisi/api/contract";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireAccount } from "../auth/guard.ts";
import type { AppContext } from "../context.ts";
import { apps, depotGroups, depots, lessonProgress, lessons, salesPackages, userApps } from "../db/schema.ts";
import { forbidden, notFound } from "../errors.ts";
import { parseInput } from "../validation.ts";

type AppRow = typeof apps.$inferSelect;
type PackageRow = typeof salesPackages.$inferSelect;

const toApp = (row: AppRow): App => ({
  uid: row.uid,
  title: row.title,
  summary: row.summary,
  cover: row.cover,
  kind: row.kind,
  depotId: row.depotId,
});

const toPackage = (row: PackageRow): SalesPackage => ({
  uid: row.uid,
  appUid: row.appUid,
  title: row.title,
  description: row.description,
  priceFen: row.priceFen,
  ...(row.listPriceFen !== null && { listPriceFen: row.listPriceFen }),
  lessons: row.lessons,
});

const appParam = z.object({ appId: z.string().min(1).max(64) });
const depotParam = z.object({ depotId: z.string().min(1).max(64) });
const userParam = z.object({ userId: z.coerce.number().int().min(1) });

const courseMissing = () => notFound("没有找到这门课程。");

/** Per depot: its lessons, and how many of them the learner has finished (the course cards' progress). */
async function lessonCounts(
  ctx: AppContext,
  accountId: number,
  depotIds: string[],
): Promise<Map<string, { total: number; done: number }>> {
  if (depotIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      depotId: depotGroups.depotId,
      total: count(lessons.id),
      done: count(lessonProgress.doneAt),
    })
    .from(lessons)
    .innerJoin(depotGroups, eq(depotGroups.id, lessons.groupId))
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.accountId, accountId)),
    )
    .where(inArray(depotGroups.depotId, depotIds))
    .groupBy(depotGroups.depotId);
  return new Map(rows.map((row) => [row.depotId, { total: row.total, done: row.done }]));
}

/** Courses (apps), what a learner owns, and the units and lessons behind the class pages. */
export async function appRoutes(app: FastifyInstance, ctx: AppContext) {
  /** The catalogue, for recommended courses. */
  app.get("/apps", async (): Promise<App[]> => {
    const rows = await ctx.db.select().from(apps).orderBy(asc(apps.sort));
    return rows.map(toApp);
  });

  app.get("/apps/user/:userId", async (request): Promise<App[]> => {
    const accountId = await requireAccount(ctx, request);
    const { userId } = parseInput(userParam, request.params);
    if (userId !== accountId) throw forbidden("只能查看自己的课程哦。");
    const rows = await ctx.db
      .select({ app: apps, grantedAt: userApps.grantedAt })
      .from(userApps)
      .innerJoin(apps, eq(apps.uid, userApps.appUid))
      .where(eq(userApps.accountId, accountId))
      .orderBy(asc(apps.sort));
    const counts = await lessonCounts(
      ctx,
      accountId,
      rows.map((row) => row.app.depotId),
    );
    return rows.map((row) => ({
      ...toApp(row.app),
      grantedAt: row.grantedAt.toISOString(),
      lessonsDone: counts.get(row.app.depotId)?.done ?? 0,
      lessonsTotal: counts.get(row.app.depotId)?.total ?? 0,
    }));
  });

  app.get("/apps/:appId", async (request): Promise<AppDetail> => {
    const { appId } = parseInput(appParam, request.params);
    const [row] = await ctx.db.select().from(apps).where(eq(apps.uid, appId));
    if (!row) throw courseMissing();
    const packages = await ctx.db
      .select()
      .from(salesPackages)
      .where(eq(salesPackages.appUid, appId))
      .orderBy(asc(salesPackages.sort));
    return {
      ...toApp(row),
      description: row.description,
      highlights: row.highlights,
      packages: packages.map(toPackage),
    };
  });

  app.get("/apps/:appId/depot", async (request): Promise<Depot> => {
    const { appId } = parseInput(appParam, request.params);
    const [row] = await ctx.db.select().from(apps).where(eq(apps.uid, appId));
    if (!row) throw courseMissing();
    const [depot] = await ctx.db.select().from(depots).where(eq(depots.id, row.depotId));
    if (!depot) throw courseMissing();
    const groups = await ctx.db
      .select()
      .from(depotGroups)
      .where(eq(depotGroups.depotId, depot.id))
      .orderBy(asc(depotGroups.sort));
    const items = groups.length
      ? await ctx.db
          .select({ id: lessons.id, groupId: lessons.groupId, title: lessons.title, kind: lessons.kind })
          .from(lessons)
          .where(
            inArray(
              lessons.groupId,
              groups.map((group) => group.id),
            ),
          )
          .orderBy(asc(lessons.sort))
      : [];
    return {
      id: depot.id,
      appUid: depot.appUid,
      title: depot.title,
      children: groups.map((group) => ({
        id: group.id,
        title: group.title,
        children: items
          .filter((item) => item.groupId === group.id)
          .map((item) => ({ id: item.id, title: item.title, kind: item.kind, lessonId: item.id })),
      })),
    };
  });

  app.get("/apps/depot/:depotId/data", async (request): Promise<DepotData> => {
    const { depotId } = parseInput(depotParam, request.params);
    const rows = await ctx.db
      .select({ lesson: lessons })
      .from(lessons)
      .innerJoin(depotGroups, eq(depotGroups.id, lessons.groupId))
      .where(eq(depotGroups.depotId, depotId));
    if (rows.length === 0) throw notFound("没有找到这门课程的课时。");
    const byId: Record<string, Lesson> = {};
    for (const { lesson } of rows) {
      byId[lesson.id] = {
        id: lesson.id,
        title: lesson.title,
        body: lesson.body,
        kind: lesson.kind,
        ...(lesson.videoUrl && { videoUrl: lesson.videoUrl }),
        ...(lesson.starterProjectId && { starterProjectId: lesson.starterProjectId }),
      };
    }
    return { lessons: byId };
  });
}
