import type { CourseProgress } from "@qisi/api";
import { useCallback, useEffect, useState } from "react";
import { api } from "../../state/api";

export interface LessonProgressState {
  /** Finished lesson ids of the course (empty until loaded, or when it could not be). */
  done: ReadonlySet<string>;
  /** Per lesson with exercises: passed, in total, and how (CourseProgress.exercises). */
  exercises: Readonly<CourseProgress["exercises"]>;
  /** Asks the server again, e.g. after an exercise passed. */
  refresh: () => void;
}

/**
 * A course's progress for its class page: records a visit whenever a lesson is opened (the course
 * card then says 继续学习). A lesson is finished by its checks on the server (issue 37: never by a
 * click), so the page only reads what is done.
 */
export function useLessonProgress(courseId: string, lessonId: string | undefined): LessonProgressState {
  const [done, setDoneIds] = useState<ReadonlySet<string>>(new Set());
  const [exercises, setExercises] = useState<LessonProgressState["exercises"]>({});
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    api.getCourseProgress(courseId).then(
      (progress) => {
        if (!live) return;
        setDoneIds(new Set(progress.done));
        setExercises(progress.exercises ?? {});
      },
      // Progress is a nicety on this page: the lessons still show without it.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [courseId, round]);
  const refresh = useCallback(() => setRound((n) => n + 1), []);

  useEffect(() => {
    if (lessonId) api.markLesson(lessonId).catch(() => undefined);
  }, [lessonId]);

  return { done, exercises, refresh };
}
