import type { App, AppDetail, CourseReminder, Depot, DepotData, Lesson } from "../contract/index.ts";
import { numberDepotItems } from "../rules/depot-numbering.ts";
import { visibleApps } from "../rules/visible-apps.ts";
import { segment } from "../transport/query-string.ts";
import { type EndpointContext, invalidatingAfter } from "./endpoint-context.ts";

export function appEndpoints(context: EndpointContext) {
  const { request } = context;
  const reminderPath = (appId: string) => `apps/${segment(appId)}/reminder`;
  return {
    /** `GET apps/user/{userId}`: the learner's courses, `-x01` spares hidden when there are others (SPEC §3). */
    getUserApps: (userId: number) =>
      request<App[]>({
        method: "GET",
        path: `apps/user/${segment(userId)}`,
        decode: (raw) => visibleApps((raw as App[] | undefined) ?? []),
      }),

    /** `GET apps/{appId}`: a course with its sales packages. */
    getApp: (appId: string) => request<AppDetail>({ method: "GET", path: `apps/${segment(appId)}` }),

    /**
     * `GET apps/{appId}/reminder`: whether the signed-in learner asked for a text when this 即将开课
     * course opens (开课时提醒我). 401 for a visitor.
     */
    getReminder: (appId: string) => request<CourseReminder>({ method: "GET", path: reminderPath(appId) }),

    /**
     * `PUT apps/{appId}/reminder`: 开课时提醒我 — a text message when the course opens. 409 when it
     * is already open (buy it instead). Drops the cached answer of `getReminder`.
     */
    setReminder: (appId: string) =>
      invalidatingAfter(
        context,
        [reminderPath(appId)],
        request<CourseReminder>({ method: "PUT", path: reminderPath(appId) }),
      ),

    /** `DELETE apps/{appId}/reminder`: takes 开课时提醒我 back. Drops the cached answer of `getReminder`. */
    cancelReminder: (appId: string) =>
      invalidatingAfter(
        context,
        [reminderPath(appId)],
        request<CourseReminder>({ method: "DELETE", path: reminderPath(appId) }),
      ),

    /** `GET apps/{appId}/depot`: units and lessons, items numbered 1… across units (SPEC §3). */
    getAppDepot: (appId: string) =>
      request<Depot>({
        method: "GET",
        path: `apps/${segment(appId)}/depot`,
        decode: (raw) => numberDepotItems(raw as Depot),
      }),

    /**
     * `GET lessons/{lessonId}`: one lesson's text. Throws the ApiError as is: 401 for a visitor and
     * 403 `not_entitled` for a learner without the course are what a locked lesson page shows.
     */
    getLesson: (lessonId: string) => request<Lesson>({ method: "GET", path: `lessons/${segment(lessonId)}` }),

    /** `GET apps/depot/{depotId}/data`: lesson data for the course's buyers; `{}` when it cannot be had (SPEC §7). */
    async getDepotData(depotId: string): Promise<DepotData> {
      try {
        return (
          (await request<DepotData>({ method: "GET", path: `apps/depot/${segment(depotId)}/data` })) ?? {}
        );
      } catch {
        return {};
      }
    },
  };
}
