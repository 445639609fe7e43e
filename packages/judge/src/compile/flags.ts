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
 * Flags shared by both compilers (target spelling differs: Debian's wasi-libc answers to
 * wasm32-wasi, @yowasp/clang ships wasm32-wasip1). Exceptions are off because wasm32-wasi's
 * libc++ has no unwinder: without -fno-exceptions even plain iostream code fails to link.
 * malloc & co. are wrapped so an exhausted memory reports MLE (runtime/qisi_rt.cpp).
 */
export function commonFlags(std: CppStandard): string[] {
  return [
    `-std=${std}`,
    "-O2",
    "-fno-exceptions",
    "-fno-color-diagnostics",
    "-fno-caret-diagnostics",
    "-ferror-limit=20",
    "-Wl,--strip-all",
    `-Wl,-z,stack-size=${STACK_BYTES}`,
    // Stack below the data: an overflow runs off address 0 and traps instead of silently
    // overwriting global arrays.
    "-Wl,--stack-first",
    "-Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=aligned_alloc",
  ];
}
