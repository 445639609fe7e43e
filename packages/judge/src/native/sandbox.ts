import { spawn } from "node:child_process";
import { closeSync, openSync, readFileSync, statSync } from "node:fs";
import { constants } from "node:os";
import { join } from "node:path";
import type { RunResult, RuntimeErrorFacts } from "../run/run.ts";
import { boxBinary } from "./box.ts";
import { bwrapPath } from "./bwrap.ts";

/**
 * A bubblewrap sandbox: new user, pid, network, ipc, uts and cgroup namespaces (no network at
 * all), the host's /usr read-only and nothing else of it (no /etc, no /home, no /work), a private
 * /tmp of its own size, /box = the run's directory (read-only for programs, writable for the
 * compiler's output), and it dies with us. No --new-session: callers spawn it detached (its own
 * session, no terminal), and keeping one process group lets a time-out kill the whole tree even
 * while bwrap is still setting up (a setsid'd child would outlive that kill). Programs get no
 * /proc (`proc: false`): nothing of bubblewrap's reaper (pid 1) to read or write through it.
 */
export function bwrapArgs(
  dir: string,
  options: { writableBox: boolean; tmpBytes: number; proc?: boolean },
): string[] {
  const bwrap = bwrapPath();
  if (!bwrap) throw new Error("bubblewrap is not usable on this machine");
  return [
    bwrap,
    "--unshare-all",
    "--die-with-parent",
    "--ro-bind",
    "/usr",
    "/usr",
    "--symlink",
    "usr/lib",
    "/lib",
    "--symlink",
    "usr/lib64",
    "/lib64",
    "--symlink",
    "usr/bin",
    "/bin",
    ...(options.proc === false ? [] : ["--proc", "/proc"]),
    "--dev",
    "/dev",
    "--size",
    String(options.tmpBytes),
    "--tmpfs",
    "/tmp",
    options.writableBox ? "--bind" : "--ro-bind",
    dir,
    "/box",
    "--chdir",
    "/box",
    "--setenv",
    "PATH",
    "/usr/bin",
    "--setenv",
    "HOME",
    "/tmp",
    "--setenv",
    "LANG",
    "C.UTF-8",
  ];
}

/** A compiler's private /tmp (its object files; `int a[3e7] = {1}` makes a 120 MB one). */
export const COMPILE_TMP_BYTES = 1024 * 1024 * 1024;

export interface BoxLimits {
  timeLimitMs: number;
  wallTimeLimitMs: number;
  memoryLimitBytes: number;
  outputLimitBytes: number;
}

// Address space beyond the memory limit: the C and C++ runtimes map more than they touch. Peak
// resident memory (ru_maxrss) is what is compared with the limit, as a judge with cgroups would.
const ADDRESS_SPACE_SLACK = 64 * 1024 * 1024;
const TMP_BYTES = 16 * 1024 * 1024;

export interface BoxOutcome {
  /** null when our wall clock killed it (or the box never reported). */
  ended: { kind: "exit" | "signal"; value: number; cpuMs: number; maxRssBytes: number } | null;
  wallKilled: boolean;
  wallMs: number;
  stdout: Buffer;
  stderr: Buffer;
  stdoutBytes: number;
  stderrBytes: number;
}

/**
 * Runs `argv` (paths inside the sandbox, where `work/box` is /box) with stdin from `work/stdin`,
 * stdout and stderr to files in `work` (regular files, so RLIMIT_FSIZE stops an output flood
 * with SIGXFSZ), under box.c's limits and our wall clock. How it ended, its CPU time and memory
 * come from `box measure`, which waits for bubblewrap outside the sandbox: nothing the program
 * writes or does inside can change them.
 */
export function runBoxed(
  work: string,
  argv: string[],
  limits: BoxLimits,
  binds: [host: string, inside: string][] = [],
): Promise<BoxOutcome> {
  const [bwrap, ...prefix] = bwrapArgs(join(work, "box"), {
    writableBox: false,
    tmpBytes: TMP_BYTES,
    proc: false,
  });
  const box = boxBinary();
  const outFile = join(work, "stdout");
  const errFile = join(work, "stderr");
  const stdin = openSync(join(work, "stdin"), "r");
  const stdout = openSync(outFile, "w");
  const stderr = openSync(errFile, "w");
  const args = [
    "measure",
    bwrap as string,
    ...prefix,
    ...binds.flatMap(([host, inside]) => ["--ro-bind", host, inside]),
    "--ro-bind",
    box,
    "/run/box",
    "--",
    "/run/box",
    "limit",
    String(limits.timeLimitMs),
    String(limits.memoryLimitBytes + ADDRESS_SPACE_SLACK),
    String(limits.outputLimitBytes),
    String(limits.memoryLimitBytes),
    ...argv,
  ];
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(box, args, {
      stdio: [stdin, stdout, stderr, "pipe"],
      detached: true,
      env: {},
    });
    closeSync(stdin);
    closeSync(stdout);
    closeSync(stderr);
    let report = "";
    (child.stdio[3] as NodeJS.ReadableStream).on("data", (chunk: Buffer) => {
      report += chunk.toString();
    });
    let wallKilled = false;
    const timer = setTimeout(() => {
      wallKilled = true;
      try {
        process.kill(-(child.pid as number), "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    }, limits.wallTimeLimitMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", () => {
      clearTimeout(timer);
      const wallMs = Math.round(performance.now() - started);
      const match = /^(exit|signal) (\d+) (\d+) (\d+)/.exec(report);
      resolve({
        ended: match
          ? {
              kind: match[1] as "exit" | "signal",
              value: Number(match[2]),
              cpuMs: Number(match[3]) / 1000,
              maxRssBytes: Number(match[4]) * 1024,
            }
          : null,
        wallKilled,
        wallMs,
        stdout: readFileSync(outFile),
        stderr: readCapped(errFile, 64 * 1024),
        stdoutBytes: statSync(outFile).size,
        stderrBytes: statSync(errFile).size,
      });
    });
  });
}

function readCapped(path: string, bytes: number): Buffer {
  const all = readFileSync(path);
  return all.length > bytes ? all.subarray(0, bytes) : all;
}

const SIGNALS = Object.fromEntries(Object.entries(constants.signals).map(([name, n]) => [n, name]));

/** box.c's report as the runner's RunResult (the verdict is made from it in judge()). */
export function toRunResult(outcome: BoxOutcome, limits: BoxLimits, language: "cpp" | "python"): RunResult {
  const stdout = outcome.stdout.toString("utf8");
  const stderr = outcome.stderr.toString("utf8");
  const base = { exitCode: null, trap: null, stdout, stderr, wallMs: outcome.wallMs };
  const ended = outcome.ended;
  if (!ended) {
    if (outcome.wallKilled) return { ...base, status: "time-limit", timeMs: outcome.wallMs, memoryBytes: 0 };
    return { ...base, status: "internal", trap: "the sandbox did not report", timeMs: 0, memoryBytes: 0 };
  }
  const measured = { timeMs: Math.round(ended.cpuMs), memoryBytes: ended.maxRssBytes };
  // bubblewrap exits with 128 + SIG when the program died of a signal.
  const signalNumber =
    ended.kind === "signal"
      ? ended.value
      : ended.value > 128 && SIGNALS[ended.value - 128]
        ? ended.value - 128
        : null;
  const signal = signalNumber === null ? null : (SIGNALS[signalNumber] ?? `signal ${signalNumber}`);
  if (
    outcome.wallKilled ||
    ended.cpuMs > limits.timeLimitMs ||
    signal === "SIGXCPU" ||
    signal === "SIGPROF"
  ) {
    return {
      ...base,
      ...measured,
      status: "time-limit",
      timeMs: Math.max(measured.timeMs, limits.timeLimitMs),
    };
  }
  // A flood on stderr is a flood too (Python ignores SIGXFSZ and fails its write instead).
  if (
    signal === "SIGXFSZ" ||
    outcome.stdoutBytes >= limits.outputLimitBytes ||
    outcome.stderrBytes >= limits.outputLimitBytes
  ) {
    return { ...base, ...measured, status: "output-limit" };
  }
  // Peak resident memory past the limit, or an allocation refused at the address-space cap
  // (C++: std::bad_alloc and abort; Python: MemoryError).
  const refused =
    language === "cpp" ? /std::bad_alloc/.test(stderr) : /^MemoryError/m.test(lastLine(stderr) ?? "");
  // A segmentation fault is RE even past the limit: a stack overflow (the stack may grow to the
  // memory limit, as on contest judges) ends that way, and it is the recursion that is wrong.
  if ((ended.maxRssBytes > limits.memoryLimitBytes && signal !== "SIGSEGV") || refused) {
    return { ...base, ...measured, status: "memory-limit" };
  }
  if (signal) {
    const runtimeError = language === "cpp" ? signalFacts(signal, stderr) : undefined;
    return {
      ...base,
      ...measured,
      // The division check's line is for the explanation, not for the child's console.
      stderr: stderr.replace(DIVISION_MARK, ""),
      status: "trapped",
      signal,
      trap: signal,
      ...(runtimeError && { runtimeError }),
    };
  }
  if (ended.value === 0) return { ...base, ...measured, exitCode: 0, status: "ok" };
  // Python's uncaught exception: exit code 1 and a traceback; its last line is the trap, as in
  // the wasm runner's Pyodide.
  if (language === "python" && ended.value === 1 && /^Traceback/m.test(stderr)) {
    return { ...base, ...measured, exitCode: 1, status: "trapped", trap: lastLine(stderr) };
  }
  return { ...base, ...measured, exitCode: ended.value, status: "nonzero-exit" };
}

/** What runtime/qisi_native_rt.cpp writes before it raises SIGFPE for a division by zero. */
const DIVISION_MARK = /\n?qisi-runtime-error division-by-zero (\d+)\n/g;

/**
 * The kind of a C++ program's fatal signal, and its line where our division check named it. The
 * line comes from the program's own stderr (a program could print a false one): it only words the
 * explanation, the verdict is the signal's.
 */
function signalFacts(signal: string, stderr: string): RuntimeErrorFacts | undefined {
  if (signal === "SIGFPE") {
    const marks = [...stderr.matchAll(DIVISION_MARK)];
    const line = Number(marks.at(-1)?.[1] ?? 0);
    // Without the mark, a SIGFPE can only be INT_MIN / -1: the check catches every zero first.
    return marks.length > 0
      ? { kind: "divide-by-zero", line: line > 0 ? line : null }
      : { kind: "integer-overflow", line: null };
  }
  if (signal === "SIGSEGV") return { kind: "memory-access", line: null };
  return undefined;
}

function lastLine(text: string): string | null {
  return text.trim().split("\n").at(-1) ?? null;
}
