import {
  App,
  AppDetail,
  AppParams,
  Depot,
  DepotData,
  DepotParams,
  Lesson,
  LessonParams,
  UserParams,
} from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, notFound } from "../errors.ts";
import type { ExerciseStore } from "../exercises/store.ts";
import type { Guards } from "../http/guards.ts";
import type { EntitlementStore } from "./entitlement-store.ts";
import type { CourseStore } from "./store.ts";
import { exerciseViews, toApp, toAppDetail, toDepot, toDepotData, toLesson, toOwnedApp } from "./views.ts";

export interface CoursesOptions {
  store: CourseStore;
  entitlements: EntitlementStore;
  /** The lessons' exercises, shown with their steps (views without answers or solutions). */
  exercises: ExerciseStore;
  guards: Guards;
  /**
   * Drafts open like written lessons (config.previewDraftLessons). One lesson is refused by
   * `guards.entitlement` (409 lesson_draft); a whole course's data leaves the drafts out.
   */
  previewDrafts?: boolean;
}

const courseMissing = () => notFound("没有找到这门课程。");
const lessonsMissing = () => notFound("没有找到这门课程的课时。");
export const lessonMissing = () => notFound("没有找到这节课。");
/** Paid text stays out of every cache: a school lab's shared browser must not hand it to the next child. */
const paidContentCache = "private, no-store";

/**
 * Courses (apps), what a learner owns, and the units and lessons behind the class pages. Outlines
 * are public; lesson text is paid content behind `guards.entitlement` (issue 16).
 */
export const coursesPlugin: FastifyPluginAsyncZod<CoursesOptions> = async (
  app,
  { store, entitlements, exercises, guards, previewDrafts = false },
) => {
  /** A learner sees only their own courses; the path names whose. */
  const self = guards.owner<z.infer<typeof UserParams>>(
    async ({ userId }) => userId,
    () => forbidden("只能查看自己的课程哦。"),
  );

  /** The catalogue, for recommended courses. */
  app.get("/apps", { onRequest: guards.public, schema: { response: { 200: z.array(App) } } }, async () =>
    (await store.catalogue()).map(toApp),
  );

  app.get(
    "/apps/user/:userId",
    {
      onRequest: guards.signedIn,
      preHandler: self,
      schema: { params: UserParams, response: { 200: z.array(App) } },
    },
    async (request) => {
      const rows = await store.ownedBy(request.accountId);
      const counts = await store.lessonCounts(
        request.accountId,
        rows.map((row) => row.depotId),
      );
      return rows.map((row) => toOwnedApp(row, counts));
    },
  );

  app.get(
    "/apps/:appId",
    { onRequest: guards.public, schema: { params: AppParams, response: { 200: AppDetail } } },
    async (request) => {
      const row = await store.findApp(request.params.appId);
      if (!row) throw courseMissing();
      return toAppDetail(row, await store.packagesOf(row.uid));
    },
  );

  app.get(
    "/apps/:appId/depot",
    { onRequest: guards.public, schema: { params: AppParams, response: { 200: Depot } } },
    async (request) => {
      const depot = await store.depotOfApp(request.params.appId);
      if (!depot) throw courseMissing();
      const groups = await store.groupsOf(depot.id);
      const items = await store.itemsOf(groups.map((group) => group.id));
      return toDepot(depot, groups, items);
    },
  );

  /** Every lesson's text at once: the whole course, so only for its buyers and admins. */
  app.get(
    "/apps/depot/:depotId/data",
    {
      onRequest: guards.signedIn,
      preHandler: guards.entitlement<z.infer<typeof DepotParams>>(
        ({ depotId }) => entitlements.depot(depotId),
        lessonsMissing,
      ),
      schema: { params: DepotParams, response: { 200: DepotData } },
    },
    async (request, reply) => {
      const rows = (await store.lessonsOf(request.params.depotId)).filter(
        (row) => previewDrafts || !row.draft,
      );
      if (rows.length === 0) throw lessonsMissing();
      reply.header("cache-control", paidContentCache);
      return toDepotData(rows, exerciseViews(await exercises.ofLessons(rows.map((row) => row.id))));
    },
  );

  /**
   * One lesson's text: what a class page shows, free tasters included. (`GET lessons/progress` is a
   * static path and wins over this one, so no lesson may be called "progress".)
   */
  app.get(
    "/lessons/:lessonId",
    {
      onRequest: guards.signedIn,
      preHandler: guards.entitlement<z.infer<typeof LessonParams>>(
        ({ lessonId }) => entitlements.lesson(lessonId),
        lessonMissing,
      ),
      schema: { params: LessonParams, response: { 200: Lesson } },
    },
    async (request, reply) => {
      const row = await store.lesson(request.params.lessonId);
      if (!row) throw lessonMissing();
      reply.header("cache-control", paidContentCache);
      return toLesson(row, exerciseViews(await exercises.ofLessons([row.id])).get(row.id));
    },
  );
};
