import { Trans } from "@lingui/react/macro";
import type { ExerciseView, Lesson } from "@qisi/api";
import { Button } from "@qisi/ui";
import { nextStepIndex } from "./step-states";

/**
 * 下一题, after a pass: the child moves on when they are ready (a pass itself never moves the
 * editor). The last exercise's says 看看这节课的收获: it leads to the lesson's end.
 */
export function NextButton({
  lesson,
  exercise,
  onNext,
}: {
  lesson: Lesson;
  exercise: ExerciseView;
  onNext: (exercise: ExerciseView) => void;
}) {
  const index = lesson.steps.findIndex((s) => s.exerciseId === exercise.id);
  const next = nextStepIndex(lesson.steps, index);
  const moreExercises = next !== null && lesson.steps.slice(next).some((s) => s.exerciseId);
  if (index < 0) return null;
  return (
    <Button variant="primary" onClick={() => onNext(exercise)}>
      {moreExercises ? <Trans>下一题</Trans> : <Trans>看看这节课的收获</Trans>}
    </Button>
  );
}
