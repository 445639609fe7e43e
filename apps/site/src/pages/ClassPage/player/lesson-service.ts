import type {
  AttemptBody,
  AttemptResult,
  ExerciseCode,
  HintLadder,
  LessonCode,
  LessonExercises,
  ParsonsArrangement,
  ParsonsResult,
  StudyTime,
} from "@qisi/api";

/** The calls the player makes: the site's one API client has them (state/api). */
export interface LessonService {
  getLessonExercises(lessonId: string): Promise<LessonExercises>;
  attemptExercise(exerciseId: string, body: AttemptBody): Promise<AttemptResult>;
  revealHint(exerciseId: string, body: { confirm?: boolean }): Promise<HintLadder>;
  /** The child's kept code of the lesson's exercises (issue 37). */
  getLessonCode(lessonId: string): Promise<LessonCode>;
  saveExerciseCode(exerciseId: string, code: string): Promise<ExerciseCode>;
  /** The ladder's Parsons puzzle, checked on its own (no pass recorded). */
  checkParsons(exerciseId: string, lines: ParsonsArrangement): Promise<ParsonsResult>;
  /** The heartbeat the server measures study time from. */
  sendLessonActivity(lessonId: string, exerciseId?: string): Promise<StudyTime>;
}
