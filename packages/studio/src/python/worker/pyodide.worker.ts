/// <reference lib="webworker" />
import { loadPyodide, type PyodideAPI } from "pyodide";
import { bootstrapPy } from "./bootstrap-py.ts";
import { afterRestorePy, dropSnapshot, readSnapshot, saveSnapshot, snapshotKey } from "./memory-snapshot.ts";
import type { FromWorker, SharedChannels, ToWorker, TurtleOp } from "./messages.ts";
import { turtlePy } from "./turtle-py.ts";

/**
 * One Pyodide per worker. Output is buffered and posted at most every FLUSH_MS, and the buffer
 * keeps only its last MAX_PENDING characters, so `while True: print(1)` sends ~30 small messages a
 * second instead of millions.
 */
const FLUSH_MS = 33;
const MAX_PENDING = 16 * 1024;

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: FromWorker) => scope.postMessage(message);

let pending: { stream: "stdout" | "stderr"; text: string }[] = [];
let pendingChars = 0;
let pendingTurtle: TurtleOp[] = [];
let lastFlush = 0;

function flush() {
  lastFlush = performance.now();
  for (const chunk of pending) post({ type: "output", ...chunk });
  pending = [];
  pendingChars = 0;
  if (pendingTurtle.length > 0) {
    post({ type: "turtle", ops: pendingTurtle });
    pendingTurtle = [];
  }
}

function write(stream: "stdout" | "stderr", text: string) {
  const last = pending.at(-1);
  if (last && last.stream === stream) last.text += text;
  else pending.push({ stream, text });
  pendingChars += text.length;
  while (pendingChars > MAX_PENDING && pending.length > 0) {
    const head = pending[0] as { text: string };
    const over = pendingChars - MAX_PENDING;
    if (head.text.length <= over) {
      pending.shift();
      pendingChars -= head.text.length;
    } else {
      head.text = head.text.slice(over);
      pendingChars -= over;
    }
  }
  if (performance.now() - lastFlush >= FLUSH_MS) flush();
}

let shared: { interrupt: Uint8Array; header: Int32Array; bytes: Uint8Array } | null = null;
let answerInput: ((value: string | null) => void) | null = null;

function readInputSync(prompt: string): string | null {
  if (!shared) return null;
  flush();
  Atomics.store(shared.header, 0, 0);
  post({ type: "input-request", prompt });
  Atomics.wait(shared.header, 0, 0);
  if (Atomics.load(shared.header, 0) !== 1) return null;
  const length = Atomics.load(shared.header, 1);
  return new TextDecoder().decode(shared.bytes.slice(0, length));
}

function readInputAsync(prompt: string): Promise<string | null> {
  flush();
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
  flush();
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
          write(stream, decoders[stream].decode(buffer, { stream: true }));
          return buffer.length;
        },
        isatty: false,
      });
    }
    if (channels) {
      shared = {
        interrupt: new Uint8Array(channels.interrupt),
        header: new Int32Array(channels.input, 0, 2),
        bytes: new Uint8Array(channels.input, 8),
      };
      pyodide.setInterruptBuffer(shared.interrupt);
    }
    pyodide.registerJsModule("_qisi", {
      shared_input: shared !== null,
      read_input_sync: readInputSync,
      read_input_async: readInputAsync,
      next_event: nextEvent,
      turtle_ops: (json: string) => {
        pendingTurtle.push(...(JSON.parse(json) as TurtleOp[]));
        if (performance.now() - lastFlush >= FLUSH_MS) flush();
      },
    });
    pyodide.FS.mkdirTree("/home/pyodide/qisi");
    pyodide.FS.writeFile("/home/pyodide/qisi/turtle.py", turtlePy);
    pyodide.runPython(`import sys; sys.path.insert(0, "/home/pyodide/qisi")\n${bootstrapPy}`);
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
  if (shared) shared.interrupt[0] = 0;
  turtleEvents = [];
  pyodide.globals.set("_qisi_code", code);
  let outcome: "ok" | "error" | "stopped" = "ok";
  let failure: { name: string; line: number | null } | null = null;
  try {
    const result = await pyodide.runPythonAsync("_qisi_exec(_qisi_code)");
    const [status, name, line] = result.toJs() as [string, string | null, number | null];
    result.destroy();
    outcome = status as typeof outcome;
    if (status === "error") failure = { name: name ?? "Error", line };
  } catch (error) {
    outcome = "error";
    write("stderr", `${error instanceof Error ? error.message : String(error)}\n`);
    failure = { name: "InternalError", line: null };
  }
  flush();
  post({ type: "done", runId, outcome, failure, ms: Math.round(performance.now() - started) });
}

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === "init") queue = queue.then(() => init(message.indexURL, message.shared));
  else if (message.type === "run") queue = queue.then(() => run(message.runId, message.code));
  else if (message.type === "turtle-event") answerEvent(message.event);
  else if (message.type === "stop-events") {
    // Suspended in mainloop(), the program stops through the answer; clear the interrupt the
    // page also wrote, or it would strike again in the program's `finally` clean-up.
    if (eventWaiter && shared) shared.interrupt[0] = 0;
    turtleEvents = [];
    answerEvent(false);
  } else if (message.type === "input") {
    const answer = answerInput;
    answerInput = null;
    answer?.(message.value);
  }
};
