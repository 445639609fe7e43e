/** Messages between the page and the Pyodide worker. */
import type { BrowserPythonCheck, ExerciseCheckResult } from "@qisi/api/contract";

/** Shared memory for the cross-origin-isolated path: Stop through Pyodide's interrupt buffer, input() through Atomics. */
export interface SharedChannels {
  /** Pyodide's interrupt buffer: the page writes 2 (SIGINT) to stop and wakes `time.sleep` (Atomics.notify). */
  interrupt: SharedArrayBuffer;
  /** Int32 [state, byteLength] then UTF-8 bytes; state 0 waiting, 1 answered, 2 stopped. */
  input: SharedArrayBuffer;
}

export type ToWorker =
  | { type: "init"; indexURL: string; shared: SharedChannels | null }
  | { type: "run"; runId: number; code: string }
  /** Loads the check driver ahead of the first check (a lesson page, once Python is ready). */
  | { type: "prepare-checks" }
  /** A lesson exercise's checks on the learner's code; nothing of it reaches the console. */
  | { type: "check"; runId: number; spec: BrowserPythonCheck; code: string; timeLimitMs: number }
  | { type: "input"; value: string | null }
  /** A key press or click for the turtle's event loop (`TurtleEvent` as JSON). */
  | { type: "turtle-event"; event: string }
  /** Stop: ends a turtle event loop that is waiting (the interrupt buffer acts once Python runs). */
  | { type: "stop-events" };

/** What the page sends to `mainloop()`: Tk's key names (`Up`, `space`, `a`) and turtle coordinates. */
export type TurtleEvent =
  | { type: "keydown" | "keyup"; key: string }
  | { type: "click"; x: number; y: number };

export interface RunFailure {
  /** Python's exception name, e.g. `NameError`. */
  name: string;
  /** Python's message after the name, as its traceback ends, with CPython's "Did you mean: 'print'?". */
  message: string;
  /** The line in the learner's program, when known. */
  line: number | null;
  /** Python's traceback over the learner's own frames, for the folded "Python 的原话". */
  traceback?: string;
}

export type FromWorker =
  | { type: "ready"; ms: number; inputMode: "shared" | "jspi" | "none" }
  | { type: "load-error"; message: string }
  | { type: "output"; stream: "stdout" | "stderr"; text: string }
  | { type: "turtle"; ops: TurtleOp[] }
  | { type: "input-request"; prompt: string }
  /** The program waits in turtle's `mainloop()` for key presses and clicks. */
  | { type: "event-request" }
  | {
      type: "done";
      runId: number;
      outcome: "ok" | "error" | "stopped";
      failure: RunFailure | null;
      ms: number;
    }
  /** The learner's code starts under the check's time limit (the driver has loaded). */
  | { type: "check-started"; runId: number }
  | {
      type: "checked";
      runId: number;
      /**
       * `checked`: the judge answered (a time limit the driver caught is its failure, naming the
       * case); `timeout`: the time limit struck outside the learner's code; `stopped`: the page's
       * Stop; `error`: the check itself failed (a bad spec).
       */
      outcome: "checked" | "timeout" | "stopped" | "error";
      result: ExerciseCheckResult | null;
      /** What went wrong for `error`, for the author, not the child. */
      error: string | null;
      ms: number;
    };

/** One drawing step of the turtle module; `ms` is how long it animates (0 draws at once). */
export type TurtleOp =
  | { t: "screen"; w: number; h: number; bg: string }
  | { t: "line"; x1: number; y1: number; x2: number; y2: number; color: string; width: number; ms: number }
  | { t: "move"; x: number; y: number; ms: number }
  | { t: "fill"; points: [number, number][]; color: string }
  | { t: "dot"; x: number; y: number; size: number; color: string }
  | { t: "text"; x: number; y: number; text: string; color: string; font: string; align: string }
  | {
      t: "cursor";
      x: number;
      y: number;
      heading: number;
      shape: string;
      visible: boolean;
      color: string;
      ms: number;
    }
  | { t: "clear" };
