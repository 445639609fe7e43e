import { App, AppDetail, AppParams, Depot, DepotData, DepotParams, UserParams } from "@qisi/api/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden, notFound } from "../errors.ts";
import type { Guards } from "../http/guards.ts";
import type { CourseStore } from "./store.ts";
import { toApp, toAppDetail, toDepot, toDepotData, toOwnedApp } from "./views.ts";

export interface CoursesOptions {
  store: CourseStore;
  guards: Guards;
}

const courseMissing = () => notFound("没有找到这门课程。");

/** Courses (apps), what a learner owns, and the units and lessons behind the class pages. */
export const coursesPlugin: FastifyPluginAsyncZod<CoursesOptions> = async (app, { store, guards }) => {
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

  app.get(
    "/apps/depot/:depotId/data",
    { onRequest: guards.public, schema: { params: DepotParams, response: { 200: DepotData } } },
    async (request) => {
      const rows = await store.lessonsOf(request.params.depotId);
      if (rows.length === 0) throw notFound("没有找到这门课程的课时。");
      return toDepotData(rows);
    },
  );
};
