/**
 * One Pyodide sandbox process (CPython compiled to WebAssembly), started by src/python/runner.ts as
 *   [bwrap --unshare-all …] node --permission --allow-fs-read=<pyodide dir> --allow-fs-read=<this dir> child.ts
 * It serves syntax checks (which run nothing of the child's) and then at most one run, after which
 * the judge kills it: no process ever runs two programs, or one program's two tests. A child who
 * reaches JavaScript through Pyodide's bridge (deleting the `None` entries of sys.modules gives
 * `pyodide.code.run_js`) owns this process, so nothing here is trusted with a verdict: the judge
 * measures time and memory from outside (/proc), compares the output itself, and reads a reply as
 * what the program printed. Node's permission model leaves the process no file writes, child
 * processes, workers, addons or WASI; bwrap's empty network namespace takes the network.
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
  mkdirTree(path: string): void;
  writeFile(path: string, data: Uint8Array): void;
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

const WORKDIR = "/home/pyodide";
FS.mkdirTree(WORKDIR);
FS.chdir(WORKDIR);
const utf8 = (text: string) => new TextEncoder().encode(text);
// A restored interpreter has run none of its code in this process yet: the first program would
// pay for compiling the interpreter's WebAssembly as it goes (counted against its time limit). One
// small program of the usual kind, before anyone's, pays it here.
run(
  utf8(
    "n = int(input())\nwords = input().split()\nprint(sum(range(n)), sorted(words), f'{n:>3}', len(str(2 ** 100)))\ntry:\n    1 / 0\nexcept ZeroDivisionError as e:\n    print(e)\n",
  ),
  utf8("10\nb a\n"),
  4096,
  4096,
  [],
).destroy();
check(utf8("print(1\n"))?.destroy();
// The warm-up made V8 optimise the interpreter's busiest functions on background threads: give
// them up to 2 s to finish, so they do not compete with the program for the CPU (their time is not
// the program's: the judge counts this process's main thread only).
for (let waited = 0; waited < 2000; waited += 100) {
  const before = process.cpuUsage();
  await new Promise((resolve) => setTimeout(resolve, 100));
  const used = process.cpuUsage(before);
  if (used.user + used.system < 20_000) break;
}

// Without bwrap's --die-with-parent, the IPC channel closing is how we learn the judge is gone.
process.on("disconnect", () => process.exit(0));

send({ id: 0, kind: "ready", fromSnapshot });

let ran = false;
process.on("message", (request: PythonRequest) => {
  try {
    if (request.kind === "check") {
      const result = check(request.source);
      const error = result ? (result.toJs() as [number, number, string]) : null;
      result?.destroy();
      send({ id: request.id, kind: "check", error });
      return;
    }
    // One program per process: a second run request is refused, not served.
    if (ran) throw new Error("this sandbox has run its program");
    ran = true;
    for (const [name, data] of Object.entries(request.files)) FS.writeFile(`${WORKDIR}/${name}`, data);
    const result = run(
      request.source,
      request.stdin,
      request.outputLimitBytes,
      request.stderrLimitBytes,
      request.args,
    );
    const [stdout, stderr, exitCode, stderrBytes] = result.toJs() as [Uint8Array, Uint8Array, number, number];
    result.destroy();
    // The judge takes the process's exit as the program's end.
    process.send?.({ id: request.id, kind: "run", stdout, stderr, exitCode, stderrBytes }, () =>
      process.exit(0),
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (request.kind === "check") send({ id: request.id, kind: "error", message });
    else process.send?.({ id: request.id, kind: "error", message }, () => process.exit(0));
  }
});
