/// <reference lib="webworker" />
import type { BrowserPythonCheck, ExerciseCheckResult } from "@qisi/api/contract";
import { loadPyodide, type PyodideAPI } from "pyodide";
import { bootstrapPy } from "./bootstrap-py.ts";
import { afterRestorePy, dropSnapshot, readSnapshot, saveSnapshot, snapshotKey } from "./memory-snapshot.ts";
import type { FromWorker, RunFailure, SharedChannels, ToWorker, TurtleOp } from "./messages.ts";
import { OutputBuffer } from "./output-buffer.ts";
import { StopSignal } from "./stop-signal.ts";
import { turtlePy } from "./turtle-py.ts";

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: FromWorker) => scope.postMessage(message);

const output = new OutputBuffer(post);
/** Replaced in `init` by the page's shared one when cross-origin isolated. */
let signal = new StopSignal(null, () => output.flushIfDue());

/** input() through shared memory: Int32 [state, byteLength] then the answer's UTF-8 bytes. */
let shared: { header: Int32Array; bytes: Uint8Array } | null = null;
let answerInput: ((value: string | null) => void) | null = null;

function readInputSync(prompt: string): string | null {
  if (!shared) return null;
  output.flush();
  Atomics.store(shared.header, 0, 0);
  // After the reset, so a Stop that came meanwhile is not lost; and every input() after a Stop
  // returns at once, so a bare `except:` around input() cannot ask again.
  if (signal.requested) return null;
  post({ type: "input-request", prompt });
  Atomics.wait(shared.header, 0, 0);
  if (Atomics.load(shared.header, 0) !== 1) return null;
  const length = Atomics.load(shared.header, 1);
  return new TextDecoder().decode(shared.bytes.slice(0, length));
}

function readInputAsync(prompt: string): Promise<string | null> {
  output.flush();
  post({ type: "input-request", prompt });
  return new Promise((resolve) => {
    answerInput = resolve;
  });
}

function jspiAvailable(): boolean {
  return typeof (WebAssembly as unknown as { Suspending?: unknown }).Suspending === "function";
}

/** Turtle events from the page, and the event loop's pending wait (false answers Stop). */
let turtleEvents: string[] = [];
let eventWaiter: ((event: string | null | false) => void) | null = null;
let eventTimer: ReturnType<typeof setTimeout> | undefined;

function nextEvent(ms: number): Promise<string | null | false> {
  output.flush();
  post({ type: "event-request" });
  const queued = turtleEvents.shift();
  if (queued !== undefined) return Promise.resolve(queued);
  return new Promise((resolve) => {
    eventWaiter = resolve;
    if (ms >= 0)
      eventTimer = setTimeout(() => {
        eventWaiter = null;
        resolve(null);
      }, ms);
  });
}

function answerEvent(event: string | false) {
  const waiter = eventWaiter;
  if (waiter) {
    clearTimeout(eventTimer);
    eventWaiter = null;
    waiter(event);
  } else if (event !== false && turtleEvents.length < 100) turtleEvents.push(event);
}

let pyodide: PyodideAPI | null = null;
let queue: Promise<void> = Promise.resolve();
/** While a lesson check runs: its output and drawing go nowhere, and `time.sleep` does not wait. */
let checking = false;
/** The check engine: the driver loaded into Python and the judge, at the first check. */
let runChecks: ((spec: BrowserPythonCheck, source: string) => Promise<ExerciseCheckResult>) | null = null;

/** Python from the stored memory snapshot, or started afresh (then a snapshot to store is returned). */
async function startPython(indexURL: string): Promise<{ python: PyodideAPI; snapshot: Uint8Array | null }> {
  const key = snapshotKey(indexURL);
  const stored = await readSnapshot(key);
  if (stored) {
    try {
      const python = await loadPyodide({ indexURL, fullStdLib: false, _loadSnapshot: stored });
      python.runPython(afterRestorePy);
      return { python, snapshot: null };
    } catch {
      await dropSnapshot(key);
    }
  }
  const python = await loadPyodide({ indexURL, fullStdLib: false, _makeSnapshot: true });
  let snapshot: Uint8Array | null = null;
  try {
    snapshot = python.makeMemorySnapshot();
  } catch {
    snapshot = null;
  }
  return { python, snapshot };
}

async function init(indexURL: string, channels: SharedChannels | null) {
  const started = performance.now();
  try {
    const { python, snapshot } = await startPython(indexURL);
    pyodide = python;
    const decoders = { stdout: new TextDecoder(), stderr: new TextDecoder() };
    for (const stream of ["stdout", "stderr"] as const) {
      const setter = stream === "stdout" ? pyodide.setStdout : pyodide.setStderr;
      setter({
        write: (buffer: Uint8Array) => {
          const text = decoders[stream].decode(buffer, { stream: true });
          if (!checking) output.write(stream, text);
          return buffer.length;
        },
        isatty: false,
      });
    }
    if (channels) {
      shared = {
        header: new Int32Array(channels.input, 0, 2),
        bytes: new Uint8Array(channels.input, 8),
      };
      signal = new StopSignal(channels.interrupt, () => output.flushIfDue());
    }
    // Also when not isolated (the page stops by terminating the worker): its polls post output.
    pyodide.setInterruptBuffer(signal.pyodideBuffer as unknown as Uint8Array);
    pyodide.registerJsModule("_qisi", {
      shared_input: shared !== null,
      read_input_sync: readInputSync,
      read_input_async: readInputAsync,
      next_event: nextEvent,
      sleep: (ms: number) => {
        // A check compares output only: a program that pauses between lines need not wait.
        if (checking) return signal.stopOrLate();
        output.flush();
        return signal.sleep(ms, () => output.flushIfDue());
      },
      sleep_async: (ms: number) => {
        output.flush();
        return new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms));
      },
      enter_program: () => signal.enterProgram(),
      leave_program: () => signal.leaveProgram(),
      turtle_ops: (json: string) => {
        if (!checking) output.turtle(JSON.parse(json) as TurtleOp[]);
      },
    });
    pyodide.FS.mkdirTree("/home/pyodide/qisi");
    pyodide.FS.writeFile("/home/pyodide/qisi/turtle.py", turtlePy);
    pyodide.runPython(`import sys; sys.path.insert(0, "/home/pyodide/qisi")\n${bootstrapPy}`, {
      filename: "<qisi>",
    });
    const inputMode = shared ? "shared" : jspiAvailable() ? "jspi" : "none";
    post({ type: "ready", ms: Math.round(performance.now() - started), inputMode });
    // Not awaited: a Run right after start-up should not wait for the compression.
    if (snapshot) void saveSnapshot(snapshotKey(indexURL), snapshot);
  } catch (error) {
    post({ type: "load-error", message: error instanceof Error ? error.message : String(error) });
  }
}

async function run(runId: number, code: string) {
  if (!pyodide) return;
  const started = performance.now();
  turtleEvents = [];
  pyodide.globals.set("_qisi_code", code);
  let outcome: "ok" | "error" | "stopped" = "ok";
  let failure: RunFailure | null = null;
  try {
    const result = await pyodide.runPythonAsync("_qisi_exec(_qisi_code)");
    const [status, report] = result.toJs() as [string, [string, string, number | null, string] | null];
    result.destroy();
    outcome = status as typeof outcome;
    if (report) failure = { name: report[0], message: report[1], line: report[2], traceback: report[3] };
  } catch (error) {
    // A Stop can strike outside the learner's code too (a bare `except:` passed it on).
    if (signal.requested) outcome = "stopped";
    else {
      const message = error instanceof Error ? error.message : String(error);
      outcome = "error";
      output.write("stderr", `${message}\n`);
      failure = { name: "InternalError", message, line: null };
    }
  }
  signal.clear();
  try {
    pyodide.runPython("_qisi_after_run()");
  } catch {
    // A Stop that came after the clear: nothing is left to cut short.
  }
  output.flush();
  post({ type: "done", runId, outcome, failure, ms: Math.round(performance.now() - started) });
}

/**
 * The check engine, loaded once: the driver into Python, the judge into this worker. Only lesson
 * pages check, so other pages never fetch it; loading costs 0.1–0.3 s of a warm worker's time, and
 * RE2 0.5 s more (more under load), which a lesson page spends ahead with `prepare-checks`.
 */
async function loadChecks(python: PyodideAPI) {
  if (!runChecks) {
    const [{ pyodideObserver }, { checkPythonAttempt }, { loadPatternEngine }] = await Promise.all([
      import("../../checks/pyodide-observer.ts"),
      import("../../checks/judge/check-attempt.ts"),
      import("../../checks/patterns/index.ts"),
    ]);
    // RE2's WebAssembly (0.5 s here, seconds under load) is ours to load: before the check's clock
    // starts, or a child's first syntax error under a busy class reads as "a loop that never stops".
    await loadPatternEngine();
    // An interrupt that strikes outside the learner's code is the check's time limit, or the Stop.
    const observer = pyodideObserver(python, () => (signal.timedOut ? "time-limit" : "crashed"));
    runChecks = (spec, source) => checkPythonAttempt(spec, source, observer);
  }
  return runChecks;
}

/**
 * Runs an exercise's checks on the learner's code: one run per case through the driver, judged
 * here by the same TypeScript judge the server uses. The time limit and Stop strike through the
 * interrupt buffer once (`StopSignal.startCheck`); the driver turns that into a time-out of the
 * case it cut short.
 */
async function check(runId: number, spec: BrowserPythonCheck, code: string, timeLimitMs: number) {
  if (!pyodide) return;
  const started = performance.now();
  checking = true;
  output.flush();
  let outcome: "checked" | "timeout" | "stopped" | "error" = "checked";
  let result: ExerciseCheckResult | null = null;
  let error: string | null = null;
  try {
    const runCheck = await loadChecks(pyodide);
    post({ type: "check-started", runId });
    signal.startCheck(timeLimitMs);
    signal.enterProgram();
    result = await runCheck(spec, code);
  } catch (thrown) {
    // The interrupt struck in the driver's own Python (not inside the learner's run it guards).
    if (signal.requested) outcome = "stopped";
    else if (signal.timedOut) outcome = "timeout";
    else {
      outcome = "error";
      error = thrown instanceof Error ? thrown.message : String(thrown);
    }
  }
  // The driver reports the page's Stop as a time-out like any interrupt; it was the child's Stop.
  if (outcome === "checked" && signal.requested) {
    outcome = "stopped";
    result = null;
  }
  signal.clear();
  try {
    pyodide.runPython("_qisi_after_run()");
  } catch {
    // A Stop that came after the clear: nothing is left to cut short.
  }
  checking = false;
  post({ type: "checked", runId, outcome, result, error, ms: Math.round(performance.now() - started) });
}

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === "init") queue = queue.then(() => init(message.indexURL, message.shared));
  else if (message.type === "run") queue = queue.then(() => run(message.runId, message.code));
  else if (message.type === "prepare-checks")
    queue = queue.then(async () => {
      try {
        if (pyodide) await loadChecks(pyodide);
      } catch {
        // The first check tries again and reports what failed; the queue must go on.
      }
    });
  else if (message.type === "check")
    queue = queue.then(() => check(message.runId, message.spec, message.code, message.timeLimitMs));
  else if (message.type === "turtle-event") answerEvent(message.event);
  else if (message.type === "stop-events") {
    // Suspended in mainloop(), no Python runs to meet the interrupt: the answer stops it.
    turtleEvents = [];
    answerEvent(false);
  } else if (message.type === "input") {
    const answer = answerInput;
    answerInput = null;
    answer?.(message.value);
  }
};
