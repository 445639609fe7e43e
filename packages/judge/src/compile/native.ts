import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { attachLineTable } from "../lines/module.ts";
import { bwrapPath } from "../native/bwrap.ts";
import { bwrapArgs, COMPILE_TMP_BYTES } from "../native/sandbox.ts";
import { failureReason } from "../run/runner.ts";
import { CappedText } from "./capped.ts";
import { parseDiagnostics } from "./diagnostics.ts";
import {
  type CompileOptions,
  type CppStandard,
  commonFlags,
  DEFAULT_COMPILE_TIME_LIMIT_MS,
  DEFAULT_STD,
  includeDir,
  MAX_DIAGNOSTIC_BYTES,
  MAX_SOURCE_BYTES,
  runtimeSource,
} from "./flags.ts";
import { ensurePch, pchPath, usesBits } from "./pch.ts";
import type { CompileResult, Compiler } from "./types.ts";

/**
 * Debian bookworm's packages for C++ → wasm32-wasi (scripts/test.sh installs them):
 * clang-19 lld-19 wasi-libc libc++-19-dev-wasm32 libc++abi-19-dev-wasm32 libclang-rt-19-dev-wasm32.
 */
export const DEBIAN_PACKAGES = [
  "clang-19",
  "lld-19",
  "wasi-libc",
  "libc++-19-dev-wasm32",
  "libc++abi-19-dev-wasm32",
  "libclang-rt-19-dev-wasm32",
] as const;

const CLANG = "clang++-19";
// Present only when the wasm32 libc++ is installed; clang alone cannot link a C++ program.
const WASM_LIBCXX = "/usr/lib/wasm32-wasi/libc++.a";
// Address-space cap for the compiler: a runaway template must not take the machine's memory.
const COMPILER_ADDRESS_SPACE = 4 * 1024 * 1024 * 1024;

/** The native compiler when clang-19 and the wasm32 libraries are installed, else null. */
export function findNativeCompiler(): Compiler | null {
  if (!existsSync(WASM_LIBCXX)) return null;
  let version: string;
  try {
    version = execFileSync(CLANG, ["--version"], { encoding: "utf8", timeout: 5000 });
  } catch {
    return null;
  }
  const match = /clang version (\S+)/.exec(version);
  return new NativeClang(`clang ${match?.[1] ?? "19"} (debian)`);
}

const SANDBOX_PATHS = {
  include: "/qisi/include",
  runtime: "/qisi/runtime/qisi_rt.cpp",
  pch: "/qisi/pch/stdc++.pch",
};

class NativeClang implements Compiler {
  private readonly prlimit = existsSync("/usr/bin/prlimit");
  private readonly sandboxed = bwrapPath() !== null;

  readonly name: string;

  constructor(name: string) {
    this.name = name;
  }

  async compile(source: string, options: CompileOptions = {}): Promise<CompileResult> {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    if (Buffer.byteLength(source) > MAX_SOURCE_BYTES) {
      return { ok: false, reason: "too-large", diagnostics: [], stderr: "", compiler: this.name, ms: ms() };
    }
    const dir = await mkdtemp(join(tmpdir(), "qisi-cc-"));
    try {
      await writeFile(join(dir, "main.cpp"), source);
      // Inside bubblewrap our headers and runtime are mounted at fixed paths (sandboxPaths).
      const paths = this.sandboxed ? SANDBOX_PATHS : { include: includeDir, runtime: runtimeSource };
      const std = options.std ?? DEFAULT_STD;
      // The PCH is built with the judge's flags only; a studio compile's extra flags (sanitizers)
      // change what clang accepts in a PCH, so those compiles go without it.
      const withPch = usesBits(source) && !options.extraFlags?.length && process.env.QISI_JUDGE_PCH !== "0";
      const pch = withPch ? await this.pch(std) : null;
      const argsWith = (pch: string | null) => [
        "--target=wasm32-wasi",
        ...commonFlags(std),
        ...(options.extraFlags ?? []),
        `-I${paths.include}`,
        ...(pch ? ["-Xclang", "-include-pch", "-Xclang", this.sandboxed ? SANDBOX_PATHS.pch : pch] : []),
        "main.cpp",
        paths.runtime,
        "-o",
        "main.wasm",
      ];
      const limit = options.timeLimitMs ?? DEFAULT_COMPILE_TIME_LIMIT_MS;
      let run = await this.spawnCapped(argsWith(pch), dir, limit, pch);
      // A PCH clang will not take (built by another clang, a damaged file) is our problem, never
      // the child's: drop it and compile without (the next bits/stdc++.h compile rebuilds it).
      if (pch && run.code !== 0 && !run.timedOut && /precompiled header|PCH file/.test(run.stderr)) {
        await rm(pch, { force: true });
        run = await this.spawnCapped(argsWith(null), dir, limit, null);
      }
      const diagnostics = parseDiagnostics(run.stderr);
      if (run.timedOut) {
        return {
          ok: false,
          reason: "timeout",
          diagnostics,
          stderr: run.stderr,
          compiler: this.name,
          ms: ms(),
        };
      }
      if (run.code !== 0) {
        // A crash of clang itself (signal, no diagnostics) is our problem, not the child's; clang
        // out of its address space on a bomb is the child's CE.
        const failure = failureReason(diagnostics, run.stderr, false);
        return {
          ok: false,
          reason: failure.reason,
          diagnostics: failure.diagnostics,
          stderr: run.stderr,
          compiler: this.name,
          ms: ms(),
        };
      }
      const wasm = attachLineTable(new Uint8Array(await readFile(join(dir, "main.wasm"))));
      return { ok: true, wasm, diagnostics, compiler: this.name, ms: ms() };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /**
   * The precompiled bits/stdc++.h for this standard (built on first use, ~2 s, then shared by
   * every compile on this host), or null when it cannot be built.
   */
  private async pch(std: CppStandard): Promise<string | null> {
    const flags = [...commonFlags(std), `-I${SANDBOX_PATHS.include}`, String(this.sandboxed)];
    const path = pchPath(this.name, flags);
    const ok = await ensurePch(path, async (partial) => {
      const dir = await mkdtemp(join(tmpdir(), "qisi-pch-"));
      try {
        const header = this.sandboxed
          ? `${SANDBOX_PATHS.include}/bits/stdc++.h`
          : join(includeDir, "bits", "stdc++.h");
        const args = [
          "--target=wasm32-wasi",
          ...commonFlags(std).filter((flag) => !flag.startsWith("-Wl,")),
          `-I${this.sandboxed ? SANDBOX_PATHS.include : includeDir}`,
          // Valid by content, not by the header's mtime: a checkout or a copy of the repo changes
          // mtimes, and the cache key already hashes the header (pch.ts).
          "-Xclang",
          "-fno-pch-timestamp",
          "-x",
          "c++-header",
          header,
          "-o",
          "stdc++.pch",
        ];
        const run = await this.spawnCapped(args, dir, 60_000, null);
        if (run.code !== 0) return false;
        await rename(join(dir, "stdc++.pch"), partial);
        return true;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
    return ok ? path : null;
  }

  /** Runs clang in its own process group so a timeout kills the driver and its cc1/ld children. */
  private spawnCapped(
    args: string[],
    cwd: string,
    timeLimitMs: number,
    pch: string | null,
  ): Promise<{ code: number | null; stderr: string; timedOut: boolean }> {
    const capped = this.prlimit
      ? ["prlimit", `--as=${COMPILER_ADDRESS_SPACE}`, "--", CLANG, ...args]
      : [CLANG, ...args];
    // In bubblewrap clang sees /usr, our headers and the work directory only: without it,
    // `#include "/etc/passwd"` printed the file's first words back in the diagnostics.
    const [command, ...argv] = this.sandboxed
      ? [
          ...bwrapArgs(cwd, { writableBox: true, tmpBytes: COMPILE_TMP_BYTES }),
          "--ro-bind",
          includeDir,
          SANDBOX_PATHS.include,
          "--ro-bind",
          runtimeSource,
          SANDBOX_PATHS.runtime,
          ...(pch ? ["--ro-bind", pch, SANDBOX_PATHS.pch] : []),
          "--setenv",
          "LANG",
          "C",
          "--",
          ...capped,
        ]
      : capped;
    return new Promise((resolve, reject) => {
      const child = spawn(command as string, argv, {
        cwd,
        detached: true,
        stdio: ["ignore", "ignore", "pipe"],
        env: { PATH: process.env.PATH ?? "/usr/bin:/bin", LANG: "C" },
      });
      const stderr = new CappedText(MAX_DIAGNOSTIC_BYTES);
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        killGroup(child.pid);
      }, timeLimitMs);
      child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
      child.on("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.on("close", (code) => {
        clearTimeout(timer);
        resolve({ code, stderr: stderr.toString(), timedOut });
      });
    });
  }

  async close(): Promise<void> {}
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}
