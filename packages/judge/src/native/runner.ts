import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CappedText } from "../compile/capped.ts";
import { parseDiagnostics } from "../compile/diagnostics.ts";
import {
  DEFAULT_COMPILE_TIME_LIMIT_MS,
  DEFAULT_STD,
  MAX_DIAGNOSTIC_BYTES,
  MAX_SOURCE_BYTES,
} from "../compile/flags.ts";
import {
  type Build,
  type BuildOptions,
  failedBuild,
  failureReason,
  type Language,
  type Program,
  type PythonBackend,
  type Runner,
} from "../run/runner.ts";
import { bwrapPath } from "./bwrap.ts";
import { NativePython, PYTHON } from "./python.ts";
import { runNative } from "./run-native.ts";
import { bwrapArgs, COMPILE_TMP_BYTES } from "./sandbox.ts";

const GXX = "/usr/bin/g++";
const nativeRuntimeSource = fileURLToPath(new URL("../../runtime/qisi_native_rt.cpp", import.meta.url));
const NATIVE_RUNTIME_INSIDE = "/qisi/qisi_native_rt.cpp";
// The compiler's own caps: a template bomb must not take the machine's memory or disk.
const COMPILER_ADDRESS_SPACE = 4 * 1024 * 1024 * 1024;
const COMPILER_FILE_SIZE = 64 * 1024 * 1024;

/** Why the native runner cannot run here, or null when it can (bwrap usable, g++ and python3). */
export function nativeUnavailable(): string | null {
  if (!bwrapPath()) return "bubblewrap (bwrap) is not installed or cannot create namespaces here";
  if (!existsSync(GXX)) return "g++ is not installed";
  if (!existsSync(PYTHON)) return "python3 is not installed at /usr/bin/python3";
  if (!existsSync("/usr/bin/prlimit")) return "prlimit (util-linux) is not installed";
  return null;
}

/**
 * Contest-faithful judging (JUDGE_RUNNER=native): `g++ -O2 -std=c++14` and `python3`, each run in
 * bubblewrap (src/native/sandbox.ts) under box.c's rlimits and seccomp, with a wall clock. Same
 * Build/Program/RunResult as the wasm runner, so judge() takes either.
 */
export class NativeRunner implements Runner {
  readonly name = "native" as const;
  private readonly compileTimeLimitMs: number;

  private readonly python: PythonBackend;

  /** `python`: who runs Python (default native CPython; createRunner() may give Pyodide). */
  constructor(options: { compileTimeLimitMs?: number; python?: PythonBackend } = {}) {
    const why = nativeUnavailable();
    if (why) throw new Error(`native runner unavailable: ${why}`);
    this.compileTimeLimitMs = options.compileTimeLimitMs ?? DEFAULT_COMPILE_TIME_LIMIT_MS;
    this.python = options.python ?? new NativePython();
  }

  async build(language: Language, source: string, options: BuildOptions): Promise<Build> {
    if (language === "python") return this.python.build(source);
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    const compiler = "g++ (native)";
    if (Buffer.byteLength(source) > MAX_SOURCE_BYTES) return failedBuild("too-large", [], compiler, ms());
    const dir = await mkdtemp(join(tmpdir(), "qisi-native-"));
    const dispose = () => rm(dir, { recursive: true, force: true });
    try {
      await writeFile(join(dir, "main.cpp"), source);
      const result = await compileCpp(dir, options.std ?? DEFAULT_STD, this.compileTimeLimitMs);
      const diagnostics = parseDiagnostics(result.stderr);
      if (result.timedOut || result.code !== 0) {
        await dispose();
        const failure = failureReason(diagnostics, result.stderr, result.timedOut);
        return failedBuild(failure.reason, failure.diagnostics, compiler, ms());
      }
      const program: Program = {
        run: (stdin, limits, extra) =>
          runNative(join(dir, "main"), "/run/main", ["/run/main"], stdin, limits, extra, "cpp"),
        dispose,
      };
      return { ok: true, compile: { ok: true, diagnostics, compiler, ms: ms() }, program };
    } catch (error) {
      await dispose();
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.python.close();
  }
}

/** g++ inside bubblewrap (no /etc, no network; `#include "/etc/passwd"` finds nothing). */
function compileCpp(
  dir: string,
  std: string,
  timeLimitMs: number,
): Promise<{ code: number | null; stderr: string; timedOut: boolean }> {
  const [command, ...prefix] = bwrapArgs(dir, { writableBox: true, tmpBytes: COMPILE_TMP_BYTES });
  const args = [
    ...prefix,
    "--ro-bind",
    nativeRuntimeSource,
    NATIVE_RUNTIME_INSIDE,
    "--setenv",
    "TMPDIR",
    "/tmp",
    // ASCII quotes in messages ('x', not ‘x’), as clang writes them.
    "--setenv",
    "LANG",
    "C",
    "--",
    "/usr/bin/prlimit",
    `--as=${COMPILER_ADDRESS_SPACE}`,
    `--fsize=${COMPILER_FILE_SIZE}`,
    "--",
    GXX,
    `-std=${std}`,
    "-O2",
    // Division by zero is SIGFPE with its line (runtime/qisi_native_rt.cpp), also where -O2 would
    // have made `1 / 0` an illegal instruction; -static-libubsan links our handler and nothing else.
    "-fsanitize=integer-divide-by-zero",
    "-fno-sanitize-recover=integer-divide-by-zero",
    "-static-libubsan",
    "-pipe",
    "-fdiagnostics-color=never",
    "-fno-diagnostics-show-caret",
    "-fmax-errors=20",
    "main.cpp",
    NATIVE_RUNTIME_INSIDE,
    "-o",
    "main",
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(command as string, args, {
      detached: true,
      stdio: ["ignore", "ignore", "pipe"],
      env: {},
    });
    const stderr = new CappedText(MAX_DIAGNOSTIC_BYTES);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-(child.pid as number), "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
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
