import type { AttemptBody, AttemptResult, HintLadder, LessonExercises } from "@qisi/api";

/** The four calls the player makes: the site's one API client has them (state/api). */
export interface LessonService {
  getLessonExercises(lessonId: string): Promise<LessonExercises>;
  attemptExercise(exerciseId: string, body: AttemptBody): Promise<AttemptResult>;
  revealHint(exerciseId: string, body: { confirm?: boolean }): Promise<HintLadder>;
}
