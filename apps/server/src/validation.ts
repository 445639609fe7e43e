import type { z } from "zod";
import { HttpError } from "./errors.ts";
import { describeIssues } from "./http/describe-issues.ts";

/**
 * Parses input with a zod schema by hand; a failure becomes a 400 whose `detail` a person can read.
 * Only for the domains not yet on route schemas (issue 15); converted routes declare `schema`.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  throw new HttpError(400, "bad_request", "Bad request.", describeIssues(result.error.issues));
}
