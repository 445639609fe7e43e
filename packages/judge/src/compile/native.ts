import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CappedText } from "./capped.ts";
import { parseDiagnostics } from "./diagnostics.ts";
import {
  type CompileOptions,
  commonFlags,
  DEFAULT_COMPILE_TIME_LIMIT_MS,
  DEFAULT_STD,
  includeDir,
  MAX_DIAGNOSTIC_BYTES,
  MAX_SOURCE_BYTES,
  runtimeSource,
} from "./flags.ts";
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

class NativeClang implements Compiler {
  private readonly prlimit = existsSync("/usr/bin/prlimit");

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
      const args = [
        "--target=wasm32-wasi",
        ...commonFlags(options.std ?? DEFAULT_STD),
        ...(options.extraFlags ?? []),
        `-I${includeDir}`,
        "main.cpp",
        runtimeSource,
        "-o",
        "main.wasm",
      ];
      const run = await this.spawnCapped(args, dir, options.timeLimitMs ?? DEFAULT_COMPILE_TIME_LIMIT_MS);
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
        // A crash of clang itself (signal, no diagnostics) is our problem, not the child's.
        const reason = diagnostics.some((d) => d.severity === "error" || d.severity === "fatal")
          ? "diagnostics"
          : "internal";
        return { ok: false, reason, diagnostics, stderr: run.stderr, compiler: this.name, ms: ms() };
      }
      const wasm = new Uint8Array(await readFile(join(dir, "main.wasm")));
      return { ok: true, wasm, diagnostics, compiler: this.name, ms: ms() };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Runs clang in its own process group so a timeout kills the driver and its cc1/ld children. */
  private spawnCapped(
    args: string[],
    cwd: string,
    timeLimitMs: number,
  ): Promise<{ code: number | null; stderr: string; timedOut: boolean }> {
    const [command, argv] = this.prlimit
      ? ["prlimit", [`--as=${COMPILER_ADDRESS_SPACE}`, "--", CLANG, ...args]]
      : [CLANG, args];
    return new Promise((resolve, reject) => {
      const child = spawn(command, argv, {
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
