import { fileURLToPath } from "node:url";

/** Headers we ship (bits/stdc++.h) and the runtime support object linked into every program. */
export const includeDir = fileURLToPath(new URL("../../include", import.meta.url));
export const runtimeSource = fileURLToPath(new URL("../../runtime/qisi_rt.cpp", import.meta.url));

export type CppStandard = "c++11" | "c++14" | "c++17" | "c++20";

export interface CompileOptions {
  /** GESP and CSP-J/S judge with C++14 (Hydro's default `g++ -std=c++14`). */
  std?: CppStandard;
  /** Wall-clock limit for the whole compile and link (a template bomb must not hold a worker). */
  timeLimitMs?: number;
  /**
   * Added after the common flags. The C++ studio asks for beginner warnings and cheap runtime
   * checks (`-Wuninitialized`, `-fsanitize=bounds -fsanitize-trap=bounds`); the judge asks for none.
   */
  extraFlags?: readonly string[];
}

export const DEFAULT_STD: CppStandard = "c++14";

/**
 * What the C++ studio compiles with besides the common flags: the beginner warnings its explanation
 * panel covers (`-Wuninitialized` is not on by default) and array bounds checks that trap instead
 * of reading garbage (`-fsanitize-trap` needs no runtime library, so each check is one compare).
 */
export const STUDIO_EXTRA_FLAGS: readonly string[] = [
  "-Wuninitialized",
  "-fsanitize=bounds",
  "-fsanitize-trap=bounds",
];
export const DEFAULT_COMPILE_TIME_LIMIT_MS = 10_000;
/** Sources larger than this are refused before the compiler starts (issue 18: ≤ 64 KB). */
export const MAX_SOURCE_BYTES = 64 * 1024;
/** Compiler stderr kept: a template error can print megabytes. */
export const MAX_DIAGNOSTIC_BYTES = 64 * 1024;
/** 8 MiB wasm stack: the default 64 KiB traps on `int a[200000]` as a local (TOOLCHAIN.md). */
export const STACK_BYTES = 8 * 1024 * 1024;

/**
 * Division by zero is a runtime error everywhere (issue 38 item 7): at -O2 clang treats `1 / 0` as
 * undefined behaviour and printed 0, where g++ gives SIGFPE. The check before every `/` and `%`
 * calls runtime/qisi_rt.cpp's handler (no sanitizer library is linked), which divides by a real
 * zero so the engine itself traps with its own "divide by zero" in every browser and in Node. The
 * full handler ABI passes each check its own static data, so -O2 cannot merge two checks' calls
 * into one (the minimal ABI's argument-less calls were merged, and every trap named one line).
 */
export const DIVISION_CHECK_FLAGS: readonly string[] = [
  "-fsanitize=integer-divide-by-zero",
  "-fno-sanitize-recover=integer-divide-by-zero",
];

/**
 * Line tables only (no variables, no types), and inlined code attributed to the line that called
 * it: enough to name the child's line from a trap's address. The DWARF never leaves the compiler:
 * src/lines/ turns it into a compact table of the child's lines and strips it (`attachLineTable`).
 */
export const LINE_TABLE_FLAGS: readonly string[] = ["-gline-tables-only", "-gno-inline-line-tables"];

/**
 * Flags shared by both compilers (target spelling differs: Debian's wasi-libc answers to
 * wasm32-wasi, @yowasp/clang ships wasm32-wasip1). Exceptions are off because wasm32-wasi's
 * libc++ has no unwinder: without -fno-exceptions even plain iostream code fails to link.
 * malloc & co. are wrapped so an exhausted memory reports MLE (runtime/qisi_rt.cpp). The linker
 * keeps the DWARF; the compilers strip it after reading the line table.
 */
export function commonFlags(std: CppStandard): string[] {
  return [
    `-std=${std}`,
    "-O2",
    "-fno-exceptions",
    "-fno-color-diagnostics",
    "-fno-caret-diagnostics",
    "-ferror-limit=20",
    ...LINE_TABLE_FLAGS,
    ...DIVISION_CHECK_FLAGS,
    `-Wl,-z,stack-size=${STACK_BYTES}`,
    // Stack below the data: an overflow runs off address 0 and traps instead of silently
    // overwriting global arrays.
    "-Wl,--stack-first",
    "-Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=aligned_alloc",
  ];
}
