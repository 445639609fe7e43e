import type { Diagnostic } from "./diagnostics.ts";
import type { CompileOptions } from "./flags.ts";

export type CompileResult =
  | { ok: true; wasm: Uint8Array<ArrayBuffer>; diagnostics: Diagnostic[]; compiler: string; ms: number }
  | {
      ok: false;
      /** diagnostics: the program is wrong (CE); timeout/too-large are limits; internal is ours (SE). */
      reason: "diagnostics" | "timeout" | "too-large" | "internal";
      diagnostics: Diagnostic[];
      /** Raw compiler stderr, capped at MAX_DIAGNOSTIC_BYTES. */
      stderr: string;
      compiler: string;
      ms: number;
    };

/** Debian clang (fast, native) and @yowasp/clang (pure npm) behind one interface. */
export interface Compiler {
  /** e.g. "clang 19.1.7 (debian)": part of any cache key for compiled modules. */
  readonly name: string;
  compile(source: string, options?: CompileOptions): Promise<CompileResult>;
  /** Frees worker threads; the native compiler holds nothing. */
  close(): Promise<void>;
}
