import type { CourseProgress, LessonProgress } from "@qisi/api/contract";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireAccount } from "../auth/guard.ts";
import type { AppContext } from "../context.ts";
import { depotGroups, depots, lessonProgress, lessons } from "../db/schema.ts";
import { notFound } from "../errors.ts";
import { parseInput } from "../validation.ts";

const lessonParam = z.object({ lessonId: z.string().min(1).max(64) });
const progressBody = z.object({ done: z.boolean().optional() }).strict();
const progressQuery = z.object({ app: z.string().min(1).max(64) });

/**
 * Which lessons a learner has opened and finished. Opening a lesson page records a visit; 完成本课
 * marks it done (a peek is not learning, and parents read the percentage as "learned").
 */
export async function progressRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post("/lessons/:lessonId/progress", async (request): Promise<LessonProgress> => {
    const accountId = await requireAccount(ctx, request);
    const { lessonId } = parseInput(lessonParam, request.params);
    const { done } = parseInput(progressBody, request.body ?? {});
    const [lesson] = await ctx.db
      .select({ appUid: depots.appUid })
      .from(lessons)
      .innerJoin(depotGroups, eq(depotGroups.id, lessons.groupId))
      .innerJoin(depots, eq(depots.id, depotGroups.depotId))
      .where(eq(lessons.id, lessonId));
    if (!lesson) throw notFound("没有找到这节课。");
    const doneAt = done === undefined ? undefined : done ? sql`now()` : null;
    const [row] = await ctx.db
      .insert(lessonProgress)
      .values({ accountId, lessonId, ...(doneAt !== undefined && { doneAt }) })
      .onConflictDoUpdate({
        target: [lessonProgress.accountId, lessonProgress.lessonId],
        // Marking done again keeps the first time it was finished.
        set: {
          visitedAt: sql`now()`,
          ...(done === true && { doneAt: sql`coalesce(${lessonProgress.doneAt}, now())` }),
          ...(done === false && { doneAt: null }),
        },
      })
      .returning();
    return {
      lessonId,
      appUid: lesson.appUid,
      visitedAt: row!.visitedAt.toISOString(),
      doneAt: row!.doneAt?.toISOString() ?? null,
    };
  });

  app.get("/lessons/progress", async (request): Promise<CourseProgress> => {
    const accountId = await requireAccount(ctx, request);
    const { app: appUid } = parseInput(progressQuery, request.query);
    const rows = await ctx.db
      .select({ lessonId: lessonProgress.lessonId, doneAt: lessonProgress.doneAt })
      .from(lessonProgress)
      .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
      .innerJoin(depotGroups, eq(depotGroups.id, lessons.groupId))
      .innerJoin(depots, eq(depots.id, depotGroups.depotId))
      .where(and(eq(lessonProgress.accountId, accountId), eq(depots.appUid, appUid)));
    return {
      appUid,
      visited: rows.map((row) => row.lessonId),
      done: rows.filter((row) => row.doneAt !== null).map((row) => row.lessonId),
    };
  });
}
