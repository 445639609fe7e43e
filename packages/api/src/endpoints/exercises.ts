import type {
  AttemptBody,
  AttemptResult,
  Certificate,
  ExerciseCode,
  HintLadder,
  LessonCode,
  LessonExercises,
  ParsonsArrangement,
  ParsonsResult,
  StudyTime,
} from "../contract/index.ts";
import { segment } from "../transport/query-string.ts";
import { type EndpointContext, invalidatingAfter } from "./endpoint-context.ts";

/**
 * Cached GETs an attempt may change: the lessons' records (`lessons/{id}/exercises`), course progress
 * (`lessons/progress`) and the course cards' counts (`apps/user/`). A hint changes only the records.
 * (The certificate needs no dropping: a 404 is never cached, and a certificate never changes.)
 */
const afterAttempt = ["lessons/", "apps/user/"] as const;
const afterHint = ["lessons/"] as const;

/**
 * The server runs an attempt's checks before it answers: a C++ compile and its tests, Python's
 * sandbox starting, a Scratch project run headless. On a busy server that is longer than the
 * client's usual 5 s, after which the child would read "not recorded" while the check still ran.
 */
export const attemptTimeoutMs = 60_000;

/** The lesson player's exercises: checks recorded on the server, the hint ladder, the certificate. */
export function exerciseEndpoints(context: EndpointContext) {
  const { request } = context;
  return {
    /**
     * `POST exercises/{id}/attempts`: the server checks the attempt and records it; a pass may finish
     * the lesson. Drops the cached lesson records, course progress and course cards.
     */
    attemptExercise: (exerciseId: string, body: AttemptBody) =>
      invalidatingAfter(
        context,
        afterAttempt,
        request<AttemptResult>({
          method: "POST",
          path: `exercises/${segment(exerciseId)}/attempts`,
          json: body,
          timeoutMs: attemptTimeoutMs,
        }),
      ),

    /**
     * `POST exercises/{id}/hints`: the next rung of the ladder (the solution only with
     * `confirm: true`). Drops the cached lesson records (`getLessonExercises`).
     */
    revealHint: (exerciseId: string, body: { confirm?: boolean } = {}) =>
      invalidatingAfter(
        context,
        afterHint,
        request<HintLadder>({ method: "POST", path: `exercises/${segment(exerciseId)}/hints`, json: body }),
      ),

    /** `GET lessons/{id}/exercises`: the learner's record and revealed rungs, per exercise. */
    getLessonExercises: (lessonId: string) =>
      request<LessonExercises>({ method: "GET", path: `lessons/${segment(lessonId)}/exercises` }),

    /**
     * `POST exercises/{id}/parsons`: checks the ladder's Parsons puzzle on its own (records no pass);
     * a right one answers the program it makes, for 放进编辑器.
     */
    checkParsons: (exerciseId: string, lines: ParsonsArrangement) =>
      request<ParsonsResult>({
        method: "POST",
        path: `exercises/${segment(exerciseId)}/parsons`,
        json: { lines },
        timeoutMs: attemptTimeoutMs,
      }),

    /**
     * `POST lessons/{id}/activity`: the player's heartbeat while the lesson is in front of the child
     * (the server measures study time from activity it sees; no seconds are posted).
     */
    sendLessonActivity: (lessonId: string, exerciseId?: string) =>
      request<StudyTime>({
        method: "POST",
        path: `lessons/${segment(lessonId)}/activity`,
        json: exerciseId ? { exerciseId } : {},
      }),

    /**
     * `GET lessons/{id}/code`: the learner's kept code of the lesson's exercises. Never cached: it
     * changes with every save, and a reload must see the last one.
     */
    getLessonCode: (lessonId: string) =>
      request<LessonCode>({ method: "GET", path: `lessons/${segment(lessonId)}/code`, cache: false }),

    /** `PUT exercises/{id}/code`: keeps the code in the editor for this exercise (the last version only). */
    saveExerciseCode: (exerciseId: string, code: string) =>
      request<ExerciseCode>({ method: "PUT", path: `exercises/${segment(exerciseId)}/code`, json: { code } }),

    /** `GET apps/{uid}/certificate`: when every lesson of the course is complete (else a 404). */
    getCertificate: (appUid: string) =>
      request<Certificate>({ method: "GET", path: `apps/${segment(appUid)}/certificate` }),
  };
}
