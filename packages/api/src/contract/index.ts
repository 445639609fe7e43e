/**
 * The wire contract between @qisi/api and @qisi/server: every path under `/api/`, its payload and its
 * answer, as zod schemas with the TypeScript types inferred from them. The server builds its route
 * schemas (validation, response serialization, the OpenAPI document) from these; the client's types
 * come from the same place. SPEC §3 and §7 fix the names they show; DESIGN.md and these files fix the
 * rest. The server imports the contract (`@qisi/api/contract`), never the other way round.
 *
 * Conventions: JSON everywhere; times are ISO-8601 strings unless a name ends in a unit (`exp` and
 * `iat` are Unix seconds, SPEC §3); money is an integer number of fen (分, 1/100 yuan).
 */
export * from "./accounts.ts";
export * from "./admin.ts";
export * from "./assets.ts";
export * from "./common.ts";
export * from "./constants.ts";
export * from "./courses.ts";
export * from "./cpp.ts";
export * from "./errors.ts";
export * from "./exercises.ts";
export * from "./lessons.ts";
export * from "./live.ts";
export * from "./payments.ts";
export * from "./problems.ts";
export * from "./projects.ts";
export * from "./scratch.ts";
export * from "./scratch-checks.ts";
export * from "./structure-rules.ts";
