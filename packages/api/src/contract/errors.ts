import { z } from "zod";
import { signInErrorCodes } from "./constants.ts";

export const ErrorCode = z.enum([
  "bad_request",
  "unauthorized",
  "token_expired",
  "forbidden",
  /** Signed in, but the lesson belongs to a course the learner has not bought (issue 16). */
  "not_entitled",
  "not_found",
  "conflict",
  "payload_too_large",
  // A limit on what one account may keep (projects, project size, assets per project).
  "quota_exceeded",
  ...signInErrorCodes,
  // The lesson engine (issue 20): an attempt of another kind than its exercise, a kind the server
  // cannot check yet, a quiz asked for hints, the solution asked without confirming, a lesson with
  // exercises marked done by hand, a certificate for a course not yet complete.
  "exercise_kind_mismatch",
  "no_hints",
  "solution_needs_confirm",
  "exercises_not_passed",
  "course_not_complete",
  // The queue of checks and judging (issue 38): full for now (429, try again after `retryAfter`),
  // or nobody can check right now (503: no worker running, the database or a compiler broken).
  "queue_full",
  "checks_unavailable",
  // The server is up but its database does not answer (503, try again after `retryAfter`).
  "unavailable",
  // Lesson format v2 (issue 37): a lesson still being written (draft) opened or finished, a Parsons
  // puzzle asked of an exercise that has none.
  "lesson_draft",
  "no_parsons",
  // Issue 39: a package whose lessons are not all written yet (即将开课) cannot be ordered or paid.
  "not_on_sale",
  "internal",
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** Body of every non-2xx answer. `detail` is for people (Chinese); `code` is for programs. */
export const ErrorBody = z.object({
  message: z.string(),
  detail: z.string().optional(),
  code: ErrorCode.optional(),
  /** Seconds until the action may be retried (rate limits, SMS resend). */
  retryAfter: z.number().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;
