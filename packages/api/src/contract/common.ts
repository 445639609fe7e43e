import { z } from "zod";

/**
 * Building blocks the domains share. Every id and count that arrives from outside has bounds, so
 * an integer past 2³¹ or a megabyte of id is a 400, never a database error.
 */

/** A text id in a path or body: 1–64 characters. */
export const TextId = z.string().min(1).max(64);

/** A database serial in a path: a positive 32-bit integer. */
export const SerialId = z.coerce.number<number>().int().min(1).max(2_147_483_647);

/**
 * A body that may be left out: no body (or JSON `null`) reads as `{}`, so a request without one is
 * checked like an empty object and the answer names the missing field.
 */
export const bodyOrEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((body) => body ?? {}, schema);

/** An ISO-8601 time as it travels in JSON. */
export const IsoTime = z.string();

/** What a client may send as `Idempotency-Key`: a UUID or another random token. */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,100}$/;

/**
 * Headers of a POST that must not happen twice (sending an SMS code): a retry with the same
 * `Idempotency-Key` gets the first answer again. Other headers pass through untouched.
 */
export const IdempotencyHeaders = z.looseObject({
  "idempotency-key": z
    .string()
    .regex(idempotencyKeyPattern, "请求编号（Idempotency-Key）应为 16 到 100 位的字母、数字、- 或 _")
    .optional()
    .meta({ description: "A random token per request, the same on each retry of it (UUID recommended)." }),
});
