import { useCallback, useEffect, useState } from "react";
import { api } from "../../state/api";

export interface LessonProgressState {
  /** Finished lesson ids of the course (empty until loaded, or when it could not be). */
  done: ReadonlySet<string>;
  /** Per lesson with exercises: passed and in total (CourseProgress.exercises). */
  exercises: Readonly<Record<string, { passed: number; total: number }>>;
  /** Asks the server again, e.g. after an exercise passed. */
  refresh: () => void;
  /** True while a 完成本课 (or its undo) is on its way. */
  saving: boolean;
  /** Marks a lesson finished or not; false when the server could not be reached. */
  setDone: (lessonId: string, done: boolean) => Promise<boolean>;
}

/**
 * A course's progress for its class page: records a visit whenever a lesson is opened (the course
 * card then says 继续学习), and lets the learner say 完成本课, which is what the cards count.
 */
export function useLessonProgress(courseId: string, lessonId: string | undefined): LessonProgressState {
  const [done, setDoneIds] = useState<ReadonlySet<string>>(new Set());
  const [exercises, setExercises] = useState<LessonProgressState["exercises"]>({});
  const [saving, setSaving] = useState(false);
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

  const setDone = useCallback(async (id: string, value: boolean) => {
    setSaving(true);
    try {
      const answer = await api.markLesson(id, value);
      setDoneIds((current) => {
        const next = new Set(current);
        if (answer.doneAt) next.add(id);
        else next.delete(id);
        return next;
      });
      return true;
    } catch {
      return false;
    } finally {
      setSaving(false);
    }
  }, []);

  return { done, exercises, refresh, saving, setDone };
}
