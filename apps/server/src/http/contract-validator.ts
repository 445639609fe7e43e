import type { FastifySchemaCompiler } from "fastify";
import type { z } from "zod";

/** A request part that does not match its contract schema; the error handler turns it into a 400. */
export class ContractValidationError extends Error {
  readonly statusCode = 400;
  readonly code = "FST_ERR_VALIDATION";
  readonly issues: readonly z.core.$ZodIssue[];
  readonly part: string;

  constructor(part: string, issues: readonly z.core.$ZodIssue[]) {
    super(`invalid ${part}`);
    this.part = part;
    this.issues = issues;
  }
}

/**
 * Validates params, query and body with the route's zod schemas. Unlike the stock compiler it keeps
 * zod's issues whole (with the rejected input, which zod leaves out unless asked), so the message
 * can say "标题应该是文字" rather than "缺少标题" when a number arrives where text belongs.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const refused = refusedEverywhere(data);
    if (refused.length) return { error: new ContractValidationError(httpPart ?? "request", refused) };
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new ContractValidationError(httpPart ?? "request", result.error.issues) };
  };

/** Deeper than any request of ours nests; the zod schemas would recurse past the stack on more. */
const maxDepth = 64;

/**
 * What every route refuses before its schema runs, naming the field: text with a NUL character
 * (U+0000), which Postgres cannot store in text or jsonb and no person types; and nesting deeper
 * than `maxDepth`. Walks with its own stack, so a hostile `[[[[…]]]]` cannot overflow ours.
 */
function refusedEverywhere(data: unknown): z.core.$ZodIssue[] {
  const pending: { value: unknown; path: PropertyKey[] }[] = [{ value: data, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === "string") {
      if (value.includes("\u0000"))
        return [{ code: "custom", path, message: "", input: value, params: { nul: true } }];
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    if (path.length >= maxDepth)
      return [{ code: "custom", path: [], message: "请求内容的层次太深了", input: undefined }];
    for (const [key, child] of Object.entries(value)) {
      if (key.includes("\u0000"))
        return [{ code: "custom", path, message: "", input: key, params: { nul: true } }];
      pending.push({ value: child, path: [...path, Array.isArray(value) ? Number(key) : key] });
    }
  }
  return [];
}
