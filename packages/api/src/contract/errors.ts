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
