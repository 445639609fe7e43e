import type { AttemptBody, AttemptResult, ExerciseProgress, HintLadder, QuizLastAnswer } from "@qisi/api";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { LessonService } from "./lesson-service";

export interface ExerciseRecord {
  progress: ExerciseProgress | null;
  revealed: HintLadder["revealed"];
  /** A quiz answered before this page opened: the answer and how it was marked. */
  lastAnswer?: QuizLastAnswer;
}

export interface LessonExercisesState {
  /** False until the learner's record arrived (or could not). */
  loaded: boolean;
  records: ReadonlyMap<string, ExerciseRecord>;
  passed: ReadonlySet<string>;
  /** Sends an attempt; the server's answer updates the record. Throws what the client throws. */
  attempt: (exerciseId: string, body: AttemptBody) => Promise<AttemptResult>;
  reveal: (exerciseId: string, confirm: boolean) => Promise<void>;
}

/**
 * The learner's record of a lesson's exercises (passes, hints revealed, a quiz's last answer) from
 * the server, so a reload keeps them; attempts and hints update it from the server's answers, never on their own.
 */
export function useLessonExercises(service: LessonService, lessonId: string): LessonExercisesState {
  const [records, setRecords] = useState<ReadonlyMap<string, ExerciseRecord>>(new Map());
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    let live = true;
    setLoaded(false);
    service.getLessonExercises(lessonId).then(
      (answer) => {
        if (!live) return;
        setRecords(
          new Map(
            answer.exercises.map((e) => [
              e.exerciseId,
              { progress: e.progress, revealed: e.revealed, lastAnswer: e.lastAnswer },
            ]),
          ),
        );
        setLoaded(true);
      },
      // Without the record the lesson still works; passes count again on the next check.
      () => live && setLoaded(true),
    );
    return () => {
      live = false;
    };
  }, [service, lessonId]);

  const update = (exerciseId: string, change: Partial<ExerciseRecord>) =>
    setRecords((current) => {
      const next = new Map(current);
      next.set(exerciseId, { progress: null, revealed: [], ...current.get(exerciseId), ...change });
      return next;
    });

  const attempt = useCallback(
    async (exerciseId: string, body: AttemptBody) => {
      const answer = await service.attemptExercise(exerciseId, body);
      update(exerciseId, { progress: answer.progress });
      return answer;
    },
    [service],
  );

  const reveal = useCallback(
    async (exerciseId: string, confirm: boolean) => {
      const ladder = await service.revealHint(exerciseId, confirm ? { confirm: true } : {});
      update(exerciseId, { progress: ladder.progress, revealed: ladder.revealed });
    },
    [service],
  );

  const passed = useMemo(
    () => new Set([...records].filter(([, r]) => r.progress?.passedAt).map(([id]) => id)),
    [records],
  );
  return { loaded, records, passed, attempt, reveal };
}
