import type { CourseProgress, LessonProgress } from "../contract/index.ts";
import { segment } from "../transport/query-string.ts";
import { type EndpointContext, invalidatingAfter } from "./endpoint-context.ts";

/** Lesson progress: what a class page shows as done and what the course cards count. */
export function progressEndpoints(context: EndpointContext) {
  const { request } = context;
  return {
    /** `GET lessons/progress?app={uid}`: the learner's opened and finished lessons in one course. */
    getCourseProgress: (appUid: string) =>
      request<CourseProgress>({ method: "GET", path: "lessons/progress", query: { app: appUid } }),

    /**
     * `POST lessons/{id}/progress`: without `done` it records a visit; `done: true` finishes the
     * lesson, `false` takes that back. Drops the cached progress and the course cards' counts.
     */
    markLesson: (lessonId: string, done?: boolean) =>
      invalidatingAfter(
        context,
        ["lessons/progress", "apps/user/"],
        request<LessonProgress>({
          method: "POST",
          path: `lessons/${segment(lessonId)}/progress`,
          json: done === undefined ? {} : { done },
        }),
      ),
  };
}
