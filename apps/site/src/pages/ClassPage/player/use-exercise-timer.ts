import { useEffect, useRef } from "react";
import { ExerciseTimer } from "./exercise-timer";

/** Counts time on the exercise in front of the learner, paused while the page is hidden. */
export function useExerciseTimer(exerciseId: string | null) {
  const timer = useRef<ExerciseTimer>(null);
  timer.current ??= new ExerciseTimer();
  useEffect(() => {
    timer.current?.focus(exerciseId);
  }, [exerciseId]);
  useEffect(() => {
    const onVisibility = () => (document.hidden ? timer.current?.pause() : timer.current?.resume());
    document.addEventListener("visibilitychange", onVisibility);
    return () => document.removeEventListener("visibilitychange", onVisibility);
  }, []);
  return { take: (id: string) => timer.current?.take(id) ?? 0 };
}
