import type {
  AttemptAnswer,
  AttemptBody,
  AttemptConfirmed,
  Certificate,
  ExerciseCode,
  HintLadder,
  LessonCode,
  LessonExercises,
  ParsonsArrangement,
  ParsonsResult,
  StudyTime,
} from "../contract/index.ts";
import { ApiError, clientErrorStatus, timeoutMessage } from "../errors/api-error.ts";
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
 * One call about an attempt waits at most a few seconds on the server (issue 38: it answers
 * "pending" after its short wait); this leaves room for a slow network and a busy server.
 */
export const attemptTimeoutMs = 30_000;

/**
 * How long the player follows one attempt in the queue before giving up on it (the server ends a
 * check that waited ten minutes itself). Then the call fails with the client's timeout (408).
 */
export const attemptFollowMs = 180_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The lesson player's exercises: checks recorded on the server, the hint ladder, the certificate. */
export function exerciseEndpoints(context: EndpointContext) {
  const { request } = context;
  const getAttempt = (attemptId: number) =>
    request<AttemptAnswer>({
      method: "GET",
      path: `exercises/attempts/${segment(attemptId)}`,
      cache: false,
      timeoutMs: attemptTimeoutMs,
    });
  return {
    /**
     * `POST exercises/{id}/attempts`: queues the attempt for the server's own check and answers
     * the server's confirmed result, following the attempt (`GET exercises/attempts/{id}`) while it
     * waits its turn. A refusal (a full queue: 429; nobody can check it: 503) is an ApiError whose
     * `detail` tells the child what to do; following it past `attemptFollowMs` fails with 408.
     * Drops the cached lesson records, course progress and course cards.
     */
    attemptExercise: (exerciseId: string, body: AttemptBody) =>
      invalidatingAfter(
        context,
        afterAttempt,
        (async (): Promise<AttemptConfirmed> => {
          let answer = await request<AttemptAnswer>({
            method: "POST",
            path: `exercises/${segment(exerciseId)}/attempts`,
            json: body,
            timeoutMs: attemptTimeoutMs,
          });
          const deadline = Date.now() + attemptFollowMs;
          while (answer.state === "pending") {
            if (Date.now() > deadline) {
              const url = `exercises/attempts/${answer.attemptId}`;
              throw new ApiError({ status: clientErrorStatus.timeout, message: timeoutMessage, url });
            }
            await pause(answer.retryAfterMs);
            answer = await getAttempt(answer.attemptId);
          }
          return answer;
        })(),
      ),

    /** `GET exercises/attempts/{id}`: one attempt's answer now (confirmed or pending), never cached. */
    getAttempt,

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
