/**
 * A warm Pyodide (CPython compiled to WebAssembly) in a worker thread: the same sandbox model as
 * C++ (no host file system is mounted, no sockets), loaded once and reused for every test of a
 * submission and across submissions; the harness resets Python's state between runs. The parent
 * terminates the thread at the time limit and starts a new one.
 * Plain, erasable TypeScript only: Node loads it directly with type stripping.
 */
import childProcess from "node:child_process";
import { parentPort } from "node:worker_threads";
import { loadPyodide } from "pyodide";
import { harnessPy } from "./harness.py.ts";
import type { PythonReply, PythonRequest } from "./protocol.ts";

const port = parentPort;
if (!port) throw new Error("python worker must run in a worker thread");

// Emscripten implements os.system()/subprocess in Node with child_process: a child's
// `os.system("ls")` ran a real `ls` on the host. Builtin modules are per thread, so this lockdown
// stays in this worker. It is NOT a full sandbox: see NOTES-next-steps.md (Pyodide's `js` FFI).
for (const name of ["spawn", "spawnSync", "exec", "execSync", "execFile", "execFileSync", "fork"] as const) {
  (childProcess as unknown as Record<string, unknown>)[name] = () => {
    throw new Error("child processes are not available to judged programs");
  };
}

const pyodide = await loadPyodide({ stdout: () => {}, stderr: () => {} });
pyodide.runPython(harnessPy);
const check = pyodide.globals.get("_qisi_check");
const run = pyodide.globals.get("_qisi_run");
const heap = () => (pyodide as unknown as { _module: { HEAPU8: Uint8Array } })._module.HEAPU8.length;

const reply = (message: PythonReply) => port.postMessage(message);
reply({ id: 0, kind: "ready" });

port.on("message", (request: PythonRequest) => {
  try {
    if (request.kind === "check") {
      const result = check(request.source);
      const error = result ? (result.toJs() as [number, number, string]) : null;
      result?.destroy();
      reply({ id: request.id, kind: "check", error });
      return;
    }
    const started = process.threadCpuUsage();
    const result = run(request.source, request.stdin, request.outputLimitBytes, request.stderrLimitBytes);
    const used = process.threadCpuUsage(started);
    const [outcome, exitCode, stdout, stderr, trap] = result.toJs() as [
      "exited" | "trapped" | "out-of-memory" | "output-limit",
      number | null,
      string,
      string,
      string | null,
    ];
    result.destroy();
    reply({
      id: request.id,
      kind: "run",
      outcome,
      exitCode: exitCode ?? null,
      stdout,
      stderr,
      trap: trap ?? null,
      cpuMs: (used.user + used.system) / 1000,
      memoryBytes: heap(),
    });
  } catch (error) {
    reply({ id: request.id, kind: "error", message: error instanceof Error ? error.message : String(error) });
  }
});
