/**
 * The Python sandbox process: one warm Pyodide (CPython compiled to WebAssembly), started by
 * src/python/runner.ts as
 *   [bwrap --unshare-net …] node --permission --allow-fs-read=<pyodide dir> --allow-fs-read=<this dir>
 * so that even a child who reaches JavaScript through Pyodide's bridge (gc.get_objects() finds
 * JsProxy objects) cannot write files, start processes or workers, load addons, or (in bwrap) use
 * the network. Python itself sees only Pyodide's in-memory file system. Requests arrive over the
 * IPC channel; one at a time.
 * Plain, erasable TypeScript only: Node loads it directly with type stripping.
 */
import fs from "node:fs";
import os from "node:os";
import { harnessPy } from "./harness.py.ts";
import type { PythonReply, PythonRequest } from "./protocol.ts";

const send = (message: PythonReply) => process.send?.(message);
if (!process.send) throw new Error("the python sandbox must be started with an IPC channel");

// Pyodide's NODEFS reads fs constants through process.binding, which the permission model
// refuses; hand it the same constants from the public API.
const withBinding = process as unknown as { binding: (name: string) => unknown };
const binding = withBinding.binding.bind(process);
withBinding.binding = (name: string) =>
  name === "constants" ? { fs: fs.constants, os: os.constants } : binding(name);

const pyodideUrl = process.env.QISI_PYODIDE_MODULE;
if (!pyodideUrl) throw new Error("QISI_PYODIDE_MODULE is not set");
const { loadPyodide } = (await import(pyodideUrl)) as typeof import("pyodide");
const { pyodide, fromSnapshot } = await startPython(process.env.QISI_PYODIDE_SNAPSHOT);
pyodide.runPython(harnessPy);
const check = pyodide.globals.get("_qisi_check");
const run = pyodide.globals.get("_qisi_run");
const FS = pyodide.FS as {
  readdir(path: string): string[];
  stat(path: string): { mode: number; mtime: Date | number };
  isDir(mode: number): boolean;
  mkdirTree(path: string): void;
  writeFile(path: string, data: string): void;
  unlink(path: string): void;
  rmdir(path: string): void;
  chdir(path: string): void;
};
/**
 * Python from the judge's memory snapshot (snapshot.ts), reseeded, or started afresh when there is
 * none or it does not restore. Every process restores the same memory: without the reseed, every
 * child's `random` would give the same numbers (start-up imported `random`, seeded at snapshot time).
 */
async function startPython(snapshot: string | undefined) {
  const quiet = { stdout: () => {}, stderr: () => {} };
  if (snapshot) {
    try {
      const restored = await loadPyodide({ ...quiet, _loadSnapshot: fs.readFileSync(snapshot) });
      restored.runPython("import random\nrandom.seed()");
      return { pyodide: restored, fromSnapshot: true };
    } catch {
      // An unusable snapshot: start from scratch, as without one.
    }
  }
  return { pyodide: await loadPyodide(quiet), fromSnapshot: false };
}
const heap = () => (pyodide as unknown as { _module: { HEAPU8: Uint8Array } })._module.HEAPU8.length;

// Pyodide's in-memory file system outlives a run: a child could leave a `math.py` in the working
// directory for the next child to import. Remember every path and its mtime now; after each run
// new paths are removed, and a changed old file means the process must be replaced.
const SKIP = new Set(["/dev", "/proc", "/sys"]);
function walk(dir: string, into: Map<string, number>): void {
  for (const name of FS.readdir(dir)) {
    if (name === "." || name === "..") continue;
    const path = dir === "/" ? `/${name}` : `${dir}/${name}`;
    if (SKIP.has(path)) continue;
    const stat = FS.stat(path);
    into.set(path, Number(stat.mtime));
    if (FS.isDir(stat.mode)) walk(path, into);
  }
}
const WORKDIR = "/home/pyodide";
FS.mkdirTree(WORKDIR);
FS.chdir(WORKDIR);
// A restored interpreter has run none of its code in this process yet: the first program would
// pay for compiling the interpreter's WebAssembly as it goes (2 s of a busy machine, counted
// against its time limit). One small program of the usual kind, before anyone's, pays it here.
const warmUp = run(
  "n = int(input())\nwords = input().split()\nprint(sum(range(n)), sorted(words), f'{n:>3}', len(str(2 ** 100)))\ntry:\n    1 / 0\nexcept ZeroDivisionError as e:\n    print(e)\n",
  new TextEncoder().encode("10\nb a\n"),
  4096,
  4096,
  [],
);
warmUp.destroy();
check("print(1\n")?.destroy();
// The warm-up made V8 optimise the interpreter's busiest functions on background threads: wait
// until they are done (or 5 s), so they do not compete with the first program for the CPU.
for (let waited = 0; waited < 5000; waited += 100) {
  const before = process.cpuUsage();
  await new Promise((resolve) => setTimeout(resolve, 100));
  const used = process.cpuUsage(before);
  if (used.user + used.system < 20_000) break;
}
const pristine = new Map<string, number>();
walk("/", pristine);

/** Removes what a run created; true when it changed a file that was there before. */
function restoreFiles(): boolean {
  const now = new Map<string, number>();
  walk("/", now);
  let changed = false;
  const created = [...now.keys()].filter((path) => !pristine.has(path)).sort((a, b) => b.length - a.length);
  for (const path of created) {
    try {
      if (FS.isDir(FS.stat(path).mode)) FS.rmdir(path);
      else FS.unlink(path);
    } catch {
      changed = true;
    }
  }
  for (const [path, mtime] of pristine) {
    const after = now.get(path);
    // A directory's mtime moves when we delete what the run created in it; only files count.
    if (after === undefined) changed = true;
    else if (after !== mtime && !FS.isDir(FS.stat(path).mode)) changed = true;
  }
  FS.chdir(WORKDIR);
  return changed;
}

// Without bwrap's --die-with-parent, the IPC channel closing is how we learn the judge is gone.
process.on("disconnect", () => process.exit(0));

send({ id: 0, kind: "ready", heapBytes: heap(), fromSnapshot });

process.on("message", (request: PythonRequest) => {
  try {
    if (request.kind === "check") {
      const result = check(request.source);
      const error = result ? (result.toJs() as [number, number, string]) : null;
      result?.destroy();
      send({ id: request.id, kind: "check", error });
      return;
    }
    for (const [name, data] of Object.entries(request.files)) FS.writeFile(`${WORKDIR}/${name}`, data);
    // The program's own thread: V8 compiling on its background threads is not the program's time.
    const started = process.threadCpuUsage();
    let outcome: "exited" | "trapped" | "out-of-memory" | "output-limit";
    let exitCode: number | null = null;
    let stdout = "";
    let stderr = "";
    let trap: string | null = null;
    let fatal = false;
    try {
      const result = run(
        request.source,
        new TextEncoder().encode(request.stdin),
        request.outputLimitBytes,
        request.stderrLimitBytes,
        request.args,
      );
      [outcome, exitCode, stdout, stderr, trap] = result.toJs() as [
        typeof outcome,
        number | null,
        string,
        string,
        string | null,
      ];
      result.destroy();
    } catch (error) {
      // A JavaScript error unwound through the interpreter. The permission model refusing
      // something (ctypes calling system(), a child who reached `js`) is the program's fault: RE.
      // Either way this interpreter is finished.
      const refused = error as { code?: string; pyodide_fatal_error?: boolean; message?: string };
      if (refused.code !== "ERR_ACCESS_DENIED" && !refused.pyodide_fatal_error) throw error;
      outcome = "trapped";
      trap = `forbidden operation (${refused.code ?? "fatal error"})`;
      fatal = true;
    }
    const used = process.threadCpuUsage(started);
    const changedFiles = fatal ? true : restoreFiles();
    send({
      id: request.id,
      kind: "run",
      outcome,
      exitCode: exitCode ?? null,
      stdout,
      stderr,
      trap: trap ?? null,
      cpuMs: (used.user + used.system) / 1000,
      heapBytes: heap(),
      restart: fatal || changedFiles,
    });
  } catch (error) {
    // Ours, not the child's (SE); the parent replaces the process.
    send({ id: request.id, kind: "error", message: error instanceof Error ? error.message : String(error) });
  }
});
