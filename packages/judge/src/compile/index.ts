import { findNativeCompiler } from "./native.ts";
import type { Compiler } from "./types.ts";
import { YowaspClang } from "./yowasp.ts";

export type { Diagnostic, DiagnosticCode } from "./diagnostics.ts";
export { parseDiagnostics, withCode } from "./diagnostics.ts";
export type { CompileOptions, CppStandard } from "./flags.ts";
export {
  commonFlags,
  DEFAULT_COMPILE_TIME_LIMIT_MS,
  DEFAULT_STD,
  MAX_SOURCE_BYTES,
  STUDIO_EXTRA_FLAGS,
} from "./flags.ts";
export { DEBIAN_PACKAGES, findNativeCompiler } from "./native.ts";
export { decodeSource, SourceError } from "./source.ts";
export type { CompileResult, Compiler } from "./types.ts";
export { YOWASP_VERSION, YowaspClang } from "./yowasp.ts";

/**
 * The compiler this machine can offer: Debian clang when installed (fast path), else @yowasp/clang
 * so `scripts/start.sh` on a machine with only Node still compiles C++.
 * QISI_JUDGE_COMPILER=native|yowasp forces one (tests use it to cover both).
 */
export function createCompiler(prefer = process.env.QISI_JUDGE_COMPILER): Compiler {
  if (prefer === "yowasp") return new YowaspClang();
  const native = findNativeCompiler();
  if (native) return native;
  if (prefer === "native")
    throw new Error("QISI_JUDGE_COMPILER=native but clang-19 with the wasm32 libraries is not installed");
  return new YowaspClang();
}
