import { localStorageDrafts } from "@qisi/studio";
import { useEffect, useMemo, useState } from "react";
import { ExerciseCodeKeeper } from "./exercise-code";
import type { LessonService } from "./lesson-service";

/** The drafts of the player before the server kept code: per browser, read once and moved. */
const legacyDrafts = localStorageDrafts("qisi-exercise-draft:");

/**
 * The lesson's code exercises' code, kept per exercise on the server (`lessons/{id}/code`) with this
 * browser's drafts as a safety net (per learner: a shared computer's next child never sees them).
 * `loaded` turns true once the kept code is in, or could not come (the starters then). `tooLong`:
 * the exercises whose newest code only this browser keeps (too long for the server).
 */
export function useExerciseCode(
  service: LessonService,
  lessonId: string,
  accountId: number,
  exerciseIds: readonly string[],
) {
  const key = exerciseIds.join(",");
  const [tooLong, setTooLong] = useState<ReadonlySet<string>>(new Set());
  const keeper = useMemo(
    () =>
      new ExerciseCodeKeeper({
        save: (id, code) => service.saveExerciseCode(id, code),
        drafts: localStorageDrafts(`qisi-exercise-code:${accountId}:`),
        legacyDrafts,
        onTooLong: (id, long) =>
          setTooLong((current) => {
            const next = new Set(current);
            if (long) next.add(id);
            else next.delete(id);
            return next;
          }),
      }),
    [service, lessonId, accountId, key],
  );
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    setLoaded(false);
    const ids = key ? key.split(",") : [];
    service
      .getLessonCode(lessonId)
      .then(
        (answer) => new Map(answer.exercises.map((e) => [e.exerciseId, e.code])),
        // Without the server's copy the drafts and starters still give the child something to edit.
        () => new Map<string, string>(),
      )
      .then((kept) => keeper.load(ids, kept))
      .then(() => live && setLoaded(true));
    // The tab goes out of sight (closing, switching apps on a phone): what is pending goes now.
    const onHidden = () => document.visibilityState === "hidden" && void keeper.flush();
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      live = false;
      document.removeEventListener("visibilitychange", onHidden);
      void keeper.flush().finally(() => keeper.dispose());
    };
  }, [keeper]);

  return { loaded, keeper, tooLong };
}
