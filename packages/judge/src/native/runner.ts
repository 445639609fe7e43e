import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CappedText } from "../compile/capped.ts";
import { parseDiagnostics, withCode } from "../compile/diagnostics.ts";
import {
  DEFAULT_COMPILE_TIME_LIMIT_MS,
  DEFAULT_STD,
  MAX_DIAGNOSTIC_BYTES,
  MAX_SOURCE_BYTES,
} from "../compile/flags.ts";
import { DEFAULT_OUTPUT_LIMIT_BYTES, type RunFiles, type RunLimits, type RunResult } from "../run/run.ts";
import {
  type Build,
  type BuildOptions,
  failedBuild,
  failureReason,
  type Language,
  type Program,
  type Runner,
} from "../run/runner.ts";
import { bwrapPath } from "./bwrap.ts";
import { bwrapArgs, COMPILE_TMP_BYTES, runBoxed, toRunResult } from "./sandbox.ts";

const GXX = "/usr/bin/g++";
const PYTHON = "/usr/bin/python3";
// The compiler's own caps: a template bomb must not take the machine's memory or disk.
const COMPILER_ADDRESS_SPACE = 4 * 1024 * 1024 * 1024;
const COMPILER_FILE_SIZE = 64 * 1024 * 1024;
const SYNTAX_CHECK = [
  "import sys",
  "try:",
  "    compile(open(sys.argv[1], encoding='utf-8').read(), 'main.py', 'exec')",
  "except SyntaxError as e:",
  "    print(e.lineno or 0, e.offset or 0, type(e).__name__ + ': ' + str(e.msg))",
].join("\n");

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

  constructor(options: { compileTimeLimitMs?: number } = {}) {
    const why = nativeUnavailable();
    if (why) throw new Error(`native runner unavailable: ${why}`);
    this.compileTimeLimitMs = options.compileTimeLimitMs ?? DEFAULT_COMPILE_TIME_LIMIT_MS;
  }

  async build(language: Language, source: string, options: BuildOptions): Promise<Build> {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    const compiler = language === "cpp" ? "g++ (native)" : "python3 (native)";
    if (Buffer.byteLength(source) > MAX_SOURCE_BYTES) return failedBuild("too-large", [], compiler, ms());
    const dir = await mkdtemp(join(tmpdir(), "qisi-native-"));
    const dispose = () => rm(dir, { recursive: true, force: true });
    try {
      if (language === "python") {
        await writeFile(join(dir, "main.py"), source);
        const syntax = await this.checkPython(dir);
        if (syntax) {
          await dispose();
          return failedBuild("diagnostics", [syntax], compiler, ms());
        }
        return this.built(
          compiler,
          ms(),
          [],
          dir,
          [PYTHON, "-I", "-S", "-B", "/run/main.py"],
          "main.py",
          "python",
        );
      }
      await writeFile(join(dir, "main.cpp"), source);
      const result = await compileCpp(dir, options.std ?? DEFAULT_STD, this.compileTimeLimitMs);
      const diagnostics = parseDiagnostics(result.stderr);
      if (result.timedOut || result.code !== 0) {
        await dispose();
        const failure = failureReason(diagnostics, result.stderr, result.timedOut);
        return failedBuild(failure.reason, failure.diagnostics, compiler, ms());
      }
      return this.built(compiler, ms(), diagnostics, dir, ["/run/main"], "main", "cpp");
    } catch (error) {
      await dispose();
      throw error;
    }
  }

  private built(
    compiler: string,
    ms: number,
    diagnostics: Build["compile"]["diagnostics"],
    dir: string,
    argv: string[],
    file: string,
    language: Language,
  ): Build {
    const program: Program = {
      run: (stdin, limits, extra) =>
        runNative(join(dir, file), `/run/${file}`, argv, stdin, limits, extra, language),
      dispose: () => rm(dir, { recursive: true, force: true }),
    };
    return { ok: true, compile: { ok: true, diagnostics, compiler, ms }, program };
  }

  private async checkPython(dir: string): Promise<Build["compile"]["diagnostics"][number] | null> {
    const result = await runNative(
      join(dir, "main.py"),
      "/run/main.py",
      [PYTHON, "-I", "-S", "-B", "-c", SYNTAX_CHECK, "/run/main.py"],
      "",
      { timeLimitMs: DEFAULT_COMPILE_TIME_LIMIT_MS, memoryLimitBytes: 512 * 1024 * 1024 },
      {},
      "python",
    );
    if (result.status !== "ok")
      throw new Error(`python syntax check failed: ${result.status} ${result.stderr}`);
    const match = /^(\d+) (\d+) (.*)$/m.exec(result.stdout);
    if (!match) return null;
    return withCode({
      file: "main.py",
      line: Number(match[1]),
      column: Number(match[2]),
      severity: "error",
      message: match[3] as string,
    });
  }

  async close(): Promise<void> {}
}

async function runNative(
  hostFile: string,
  insideFile: string,
  argv: string[],
  stdin: string,
  limits: RunLimits,
  extra: RunFiles = {},
  language: Language,
): Promise<RunResult> {
  const work = await mkdtemp(join(tmpdir(), "qisi-run-"));
  try {
    await mkdir(join(work, "box"));
    await writeFile(join(work, "stdin"), stdin);
    for (const [name, data] of Object.entries(extra.files ?? {}))
      await writeFile(join(work, "box", name), data);
    const boxLimits = {
      timeLimitMs: limits.timeLimitMs,
      wallTimeLimitMs: limits.wallTimeLimitMs ?? limits.timeLimitMs * 2 + 200,
      memoryLimitBytes: limits.memoryLimitBytes,
      outputLimitBytes: limits.outputLimitBytes ?? DEFAULT_OUTPUT_LIMIT_BYTES,
    };
    const outcome = await runBoxed(work, [...argv, ...(extra.args ?? [])], boxLimits, [
      [hostFile, insideFile],
    ]);
    return toRunResult(outcome, boxLimits, language);
  } finally {
    await rm(work, { recursive: true, force: true });
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
    "-pipe",
    "-fdiagnostics-color=never",
    "-fno-diagnostics-show-caret",
    "-fmax-errors=20",
    "main.cpp",
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
