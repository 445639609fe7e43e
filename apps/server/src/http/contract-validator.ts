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
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new ContractValidationError(httpPart ?? "request", result.error.issues) };
  };
