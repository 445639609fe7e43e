import { isApiError } from "@qisi/api";
import { useEffect, useRef } from "react";
import type { LessonService } from "./lesson-service";

/** How often the player says the lesson is still in front of the child. */
export const heartbeatMs = 30_000;

/**
 * The lesson's heartbeat (issue 37: study time measured by the server from activity, never a posted
 * number): while the page is visible, every 30 s and when it comes back into sight, the player tells
 * the server which exercise is in front of the child. A server without the route (404) is not asked again.
 */
export function useLessonActivity(service: LessonService, lessonId: string, exerciseId: string | null) {
  const exercise = useRef(exerciseId);
  exercise.current = exerciseId;
  useEffect(() => {
    let stopped = false;
    const beat = () => {
      if (stopped || document.visibilityState === "hidden") return;
      service.sendLessonActivity(lessonId, exercise.current ?? undefined).catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) stopped = true;
      });
    };
    beat();
    const timer = setInterval(beat, heartbeatMs);
    const onVisibility = () => document.visibilityState === "visible" && beat();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [service, lessonId]);
}
