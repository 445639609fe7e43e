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
