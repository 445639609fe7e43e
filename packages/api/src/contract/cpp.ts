import { z } from "zod";
import { maxCppSourceBytes } from "./constants.ts";

// ── C++: compile to WebAssembly for the studio (issues 18 and 19) ────────────────────────────────

/** The standards a child may pick; GESP and CSP-J/S judge with C++14, so that is the default. */
export const CppStandard = z.enum(["c++11", "c++14", "c++17", "c++20"]);
export type CppStandard = z.infer<typeof CppStandard>;

/**
 * `POST cpp/compile`. The byte limit is checked by the server (a character count is not a byte
 * count for Chinese comments), and so is the text itself: NUL bytes and text that was not UTF-8
 * get a Chinese answer instead of reaching the compiler.
 */
export const CppCompileRequest = z.object({
  source: z.string().max(maxCppSourceBytes, { message: "程序太长了，最多 64 KB。" }),
  std: CppStandard.default("c++14"),
});
export type CppCompileRequest = z.input<typeof CppCompileRequest>;

/** One compiler message where the editor can point at it (line and column count from 1; 0 = no place). */
export const CppDiagnostic = z.object({
  file: z.string(),
  line: z.number().int(),
  column: z.number().int(),
  severity: z.enum(["error", "warning", "note", "fatal"]),
  message: z.string(),
});
export type CppDiagnostic = z.infer<typeof CppDiagnostic>;

/** A module's name: sha256 (hex) of compiler, flags and source, then `.wasm`. */
export const CppModuleId = z.string().regex(/^[0-9a-f]{64}\.wasm$/, { message: "没有这个编译结果。" });

export const CppModuleParams = z.object({ id: CppModuleId });

/**
 * What a compile gives: a module to fetch from `GET cpp/modules/{module}` (plus the warnings it
 * had), or why there is none. `cached` says the same program was compiled before (no compile ran).
 * `reason` is `diagnostics` for mistakes in the program and `timeout` when the compiler ran past
 * its limit (a template bomb); `stderr` is the compiler's own text, for the folded original.
 */
export const CppCompileResult = z.discriminatedUnion("ok", [
  z.object({
    ok: z.literal(true),
    module: CppModuleId,
    cached: z.boolean(),
    compiler: z.string(),
    ms: z.number().int(),
    diagnostics: z.array(CppDiagnostic),
  }),
  z.object({
    ok: z.literal(false),
    reason: z.enum(["diagnostics", "timeout"]),
    compiler: z.string(),
    ms: z.number().int(),
    diagnostics: z.array(CppDiagnostic),
    stderr: z.string(),
  }),
]);
export type CppCompileResult = z.infer<typeof CppCompileResult>;
