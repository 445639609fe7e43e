import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { withCode } from "../compile/diagnostics.ts";
import { DEFAULT_COMPILE_TIME_LIMIT_MS, MAX_SOURCE_BYTES } from "../compile/flags.ts";
import { type Build, failedBuild, type PythonBackend } from "../run/runner.ts";
import { bwrapPath } from "./bwrap.ts";
import { runNative } from "./run-native.ts";

export const PYTHON = "/usr/bin/python3";
const COMPILER = "python3 (native)";
const SYNTAX_CHECK = [
  "import sys",
  "try:",
  "    compile(open(sys.argv[1], encoding='utf-8').read(), 'main.py', 'exec')",
  "except SyntaxError as e:",
  "    print(e.lineno or 0, e.offset or 0, type(e).__name__ + ': ' + str(e.msg))",
].join("\n");

/** Why native CPython cannot run here (bwrap unusable, no python3), or null when it can. */
export function nativePythonUnavailable(): string | null {
  if (!bwrapPath()) return "bubblewrap (bwrap) is not installed or cannot create namespaces here";
  if (!existsSync(PYTHON)) return "python3 is not installed at /usr/bin/python3";
  return null;
}

/** The host's CPython version ("3.11.2"), for the log line that says which runner judges Python. */
export function nativePythonVersion(): string | null {
  try {
    return execFileSync(PYTHON, ["-c", "import platform; print(platform.python_version())"], {
      encoding: "utf8",
      timeout: 5000,
    }).trim();
  } catch {
    return null;
  }
}

/**
 * Python 3 as the host's CPython (`python3 -I -S -B`), every run in a bubblewrap sandbox of its own
 * under box.c's rlimits and seccomp (src/native/sandbox.ts): a fresh process per test, nothing of
 * the host but /usr, no network, no processes or threads, time and memory measured by `box
 * measure` outside the sandbox. The server's default Python runner where the host has python3 and
 * bubblewrap; Pyodide (src/python/) is the fallback.
 */
export class NativePython implements PythonBackend {
  async build(source: string): Promise<Build> {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    if (Buffer.byteLength(source) > MAX_SOURCE_BYTES) return failedBuild("too-large", [], COMPILER, ms());
    const dir = await mkdtemp(join(tmpdir(), "qisi-native-"));
    const file = join(dir, "main.py");
    const dispose = () => rm(dir, { recursive: true, force: true });
    try {
      await writeFile(file, source);
      const syntax = await checkSyntax(file);
      if (syntax) {
        await dispose();
        return failedBuild("diagnostics", [syntax], COMPILER, ms());
      }
    } catch (error) {
      await dispose();
      throw error;
    }
    return {
      ok: true,
      compile: { ok: true, diagnostics: [], compiler: COMPILER, ms: ms() },
      program: {
        run: (stdin, limits, extra) =>
          runNative(
            file,
            "/run/main.py",
            [PYTHON, "-I", "-S", "-B", "/run/main.py"],
            stdin,
            limits,
            extra,
            "python",
          ),
        dispose,
      },
    };
  }

  async close(): Promise<void> {}
}

async function checkSyntax(file: string): Promise<Build["compile"]["diagnostics"][number] | null> {
  const result = await runNative(
    file,
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
