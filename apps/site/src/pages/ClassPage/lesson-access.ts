import { isApiError, type Lesson } from "@qisi/api";
import { api } from "../../state/api";

/**
 * What a class page may show of one lesson (issue 16): its text, or a lock saying why not — sign in
 * (401) or buy the course (403 `not_entitled`) — or nothing yet for any other failure.
 */
export type LessonAccess = { lessonId: string } & (
  | { status: "open"; lesson: Lesson }
  | { status: "locked"; reason: "sign-in" | "buy" }
  | { status: "unavailable" }
);

export async function loadLessonAccess(lessonId: string): Promise<LessonAccess> {
  try {
    return { lessonId, status: "open", lesson: await api.getLesson(lessonId) };
  } catch (error) {
    if (isApiError(error) && error.status === 401) return { lessonId, status: "locked", reason: "sign-in" };
    if (isApiError(error) && error.status === 403) return { lessonId, status: "locked", reason: "buy" };
    return { lessonId, status: "unavailable" };
  }
}
