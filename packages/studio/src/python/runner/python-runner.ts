import type { BrowserPythonCheck, ExerciseCheckResult } from "@qisi/api/contract";
import { announceStudioReady } from "../../studio-ready.ts";
import type {
  FromWorker,
  RunFailure,
  SharedChannels,
  ToWorker,
  TurtleEvent,
  TurtleOp,
} from "../worker/messages.ts";

export type RunnerStatus = "loading" | "ready" | "running" | "checking" | "waiting-input" | "failed";

export interface RunResult {
  outcome: "ok" | "error" | "stopped";
  failure: RunFailure | null;
  ms: number;
}

/**
 * How a lesson check ended: the judge's answer (`checked`, also when the time limit cut a run
 * short: then it says so and names the case); the time limit striking outside the learner's code
 * or a program that would not stop (`timeout`, its worker replaced); the learner's Stop; or the
 * check failing on the exercise itself (`error`, a content bug).
 */
export type CheckOutcome =
  | { outcome: "checked"; result: ExerciseCheckResult; ms: number }
  | { outcome: "timeout"; ms: number }
  | { outcome: "stopped" }
  | { outcome: "error"; message: string };

/** A whole check (every case) gets this long. */
export const CHECK_TIME_LIMIT_MS = 3000;
/**
 * How long past the limit the page waits for the worker to answer before replacing it: the
 * interrupt stops Python code within milliseconds, but not a long C call.
 */
export const CHECK_GRACE_MS = 1000;

export interface RunnerEvents {
  status?: (status: RunnerStatus) => void;
  output?: (stream: "stdout" | "stderr", text: string) => void;
  turtle?: (ops: TurtleOp[]) => void;
  inputRequest?: (prompt: string) => void;
  /** The program waits in turtle's `mainloop()` for key presses and clicks. */
  listening?: () => void;
}

export interface PythonRunnerOptions {
  /** Where Pyodide's files are served from our origin (see `pyodideAssets()`), ending in `/`. */
  indexURL: string;
  /** Override for tests; defaults to `crossOriginIsolated`. */
  isolated?: boolean;
  createWorker?: () => Worker;
  /** A lesson page: every worker loads the check driver as soon as Python is ready. */
  prepareChecks?: boolean;
  /**
   * How long Stop waits for the interrupt before it replaces the worker (default `STOP_GRACE_MS`).
   * Tests of the interrupt path raise it: on a busy machine the interrupt is honoured late, not never.
   */
  stopGraceMs?: number;
}

interface WorkerSlot {
  worker: Worker;
  ready: Promise<void>;
  readyMs: number | null;
  inputMode: "shared" | "jspi" | "none";
  shared: { interrupt: Uint8Array; interruptWord: Int32Array; header: Int32Array; bytes: Uint8Array } | null;
}

/**
 * How long Stop waits for an interrupted program to end before it terminates the worker: a program
 * can catch KeyboardInterrupt again and again, or sit in one long C call that never checks it.
 */
export const STOP_GRACE_MS = 500;

/** Bytes of the `input()` channel: Int32 [state, byteLength] then the answer (also in the site's early start). */
const inputChannelBytes = 8 + 64 * 1024;

/**
 * A worker the page's HTML started at navigation (`apps/site/src/studio-early-start.js`), its
 * `init` already sent, with what it posted before anyone listened.
 */
interface EarlyWorker {
  worker: Worker;
  indexURL: string;
  shared: SharedChannels | null;
  messages: FromWorker[];
  error: string | null;
}

/** Takes the early worker when it was started for these same files and isolation; else ends it. */
function takeEarlyWorker(indexURL: string, isolated: boolean): EarlyWorker | null {
  const holder = globalThis as { qisiEarlyPython?: EarlyWorker };
  const early = holder.qisiEarlyPython;
  if (!early) return null;
  holder.qisiEarlyPython = undefined;
  const fits =
    early.indexURL === indexURL &&
    (early.shared ? isolated && early.shared.input.byteLength === inputChannelBytes : !isolated);
  if (fits) return early;
  early.worker.terminate();
  return null;
}

const defaultWorker = () =>
  new Worker(new URL("../worker/pyodide.worker.ts", import.meta.url), {
    type: "module",
    name: "qisi-python",
  });

/**
 * Runs learners' programs in a Pyodide worker started at once. Cross-origin isolated, Stop writes
 * Pyodide's interrupt buffer (which also wakes `input()` and `time.sleep()`), and a program that
 * has not ended `STOP_GRACE_MS` later loses its worker to a fresh one; otherwise `input()`
 * suspends through JSPI and Stop terminates the worker and swaps in a standby that has already
 * loaded.
 */
export class PythonRunner {
  readonly isolated: boolean;
  private current: WorkerSlot;
  private standby: WorkerSlot | null = null;
  private events: RunnerEvents = {};
  private runId = 0;
  private finish: ((result: RunResult) => void) | null = null;
  /** The running check's answer from its worker (null while a program runs, or nothing). */
  private finishCheck: ((outcome: CheckOutcome) => void) | null = null;
  /** Starts the running check's own clock once its worker says the learner's code runs. */
  private checkStarted: (() => void) | null = null;
  /** Settles when the running program has ended (its `done`, or Stop replaced its worker). */
  private ended: Promise<void> = Promise.resolve();
  private statusValue: RunnerStatus = "loading";
  private disposed = false;

  constructor(private readonly options: PythonRunnerOptions) {
    this.isolated = options.isolated ?? (typeof crossOriginIsolated !== "undefined" && crossOriginIsolated);
    this.current = this.spawn();
    this.current.ready.then(
      () => {
        if (this.statusValue === "loading") this.setStatus("ready");
        announceStudioReady();
      },
      () => this.setStatus("failed"),
    );
  }

  get status(): RunnerStatus {
    return this.statusValue;
  }

  /** Milliseconds the first worker took to load Pyodide (null until ready). */
  get readyMs(): number | null {
    return this.current.readyMs;
  }

  get inputMode() {
    return this.current.inputMode;
  }

  on(events: RunnerEvents) {
    this.events = events;
  }

  whenReady(): Promise<void> {
    return this.current.ready;
  }

  async run(code: string): Promise<RunResult> {
    if (this.finish) await this.stop();
    // Once ready, the program goes to the worker in this same task: an await here would let the
    // page's re-render (the studio's state after Run) go first, and Python would wait for it.
    if (this.current.readyMs === null) await this.current.ready;
    // Not isolated, Stop terminates the worker: keep a loaded one waiting. It starts with the first
    // Run rather than at page load, so it does not compete with the first worker's start-up.
    if (!this.isolated && !this.standby && !this.disposed) this.standby = this.spawn();
    const runId = ++this.runId;
    this.setStatus("running");
    // The worker clears the flag when a run ends; a Stop that came just after that is cleared here.
    if (this.current.shared) Atomics.store(this.current.shared.interrupt, 0, 0);
    let ended: () => void = () => {};
    this.ended = new Promise((resolve) => {
      ended = resolve;
    });
    return new Promise<RunResult>((resolve) => {
      this.finish = (result) => {
        this.finish = null;
        this.setStatus("ready");
        resolve(result);
        ended();
      };
      this.send(this.current, { type: "run", runId, code });
    });
  }

  /**
   * Runs an exercise's checks on `code` in the warm worker (Stop works as for a run; nothing
   * reaches the console). The time limit strikes in the worker; should the program not stop
   * `CHECK_GRACE_MS` later, its worker is replaced as Stop would. The clock starts when the
   * learner's code does: loading the driver (the first check) is ours and not counted.
   */
  async check(
    spec: BrowserPythonCheck,
    code: string,
    { timeLimitMs = CHECK_TIME_LIMIT_MS }: { timeLimitMs?: number } = {},
  ): Promise<CheckOutcome> {
    if (this.finish) await this.stop();
    await this.current.ready;
    if (!this.isolated && !this.standby && !this.disposed) this.standby = this.spawn();
    const runId = ++this.runId;
    this.setStatus("checking");
    if (this.current.shared) Atomics.store(this.current.shared.interrupt, 0, 0);
    let ended: () => void = () => {};
    this.ended = new Promise((resolve) => {
      ended = resolve;
    });
    return new Promise<CheckOutcome>((resolve) => {
      let timedOut = false;
      let limit: ReturnType<typeof setTimeout> | undefined;
      const settle = (outcome: CheckOutcome) => {
        clearTimeout(limit);
        this.finish = null;
        this.finishCheck = null;
        this.checkStarted = null;
        this.setStatus("ready");
        resolve(outcome);
        ended();
      };
      // Stop, or the worker replaced past the limit, ends the check through `finish` as a run.
      const finish = () =>
        settle(timedOut ? { outcome: "timeout", ms: timeLimitMs } : { outcome: "stopped" });
      this.checkStarted = () => {
        this.checkStarted = null;
        limit = setTimeout(() => {
          if (this.finish !== finish) return;
          timedOut = true;
          void this.replaceWorker(finish);
        }, timeLimitMs + CHECK_GRACE_MS);
      };
      this.finish = finish;
      this.finishCheck = settle;
      this.send(this.current, { type: "check", runId, spec, code, timeLimitMs });
    });
  }

  answerInput(value: string) {
    const slot = this.current;
    this.setStatus("running");
    if (slot.shared) {
      const bytes = new TextEncoder().encode(value).slice(0, slot.shared.bytes.length);
      slot.shared.bytes.set(bytes);
      Atomics.store(slot.shared.header, 1, bytes.length);
      Atomics.store(slot.shared.header, 0, 1);
      Atomics.notify(slot.shared.header, 0);
    } else {
      this.send(slot, { type: "input", value });
    }
  }

  /** A key press or click for a program waiting in turtle's `mainloop()`; dropped when none runs. */
  sendTurtleEvent(event: TurtleEvent) {
    if (this.statusValue !== "running") return;
    this.send(this.current, { type: "turtle-event", event: JSON.stringify(event) });
  }

  /** Stops the running program; resolves once the next Run can start. */
  async stop(): Promise<void> {
    const finish = this.finish;
    if (!finish) return;
    const slot = this.current;
    if (slot.shared) {
      Atomics.store(slot.shared.interrupt, 0, 2);
      Atomics.notify(slot.shared.interruptWord, 0);
      Atomics.store(slot.shared.header, 0, 2);
      Atomics.notify(slot.shared.header, 0);
      // A program waiting in turtle's mainloop() runs no Python to notice the interrupt.
      this.send(slot, { type: "stop-events" });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const honoured = await Promise.race([
        this.ended.then(() => true),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), this.options.stopGraceMs ?? STOP_GRACE_MS);
        }),
      ]);
      clearTimeout(timer);
      if (honoured || this.finish !== finish) return;
    }
    await this.replaceWorker(finish);
  }

  /** Ends the running program with its worker; the standby (or a new worker) takes over. */
  private async replaceWorker(finish: (result: RunResult) => void) {
    const old = this.current;
    old.worker.onmessage = null;
    old.worker.terminate();
    this.finish = null;
    const next = this.standby ?? this.spawn();
    this.current = next;
    this.standby = null;
    finish({ outcome: "stopped", failure: null, ms: 0 });
    if (next.readyMs === null) this.setStatus("loading");
    try {
      await next.ready;
      this.setStatus("ready");
    } catch {
      this.setStatus("failed");
    }
  }

  dispose() {
    this.disposed = true;
    this.current.worker.terminate();
    this.standby?.worker.terminate();
  }

  private setStatus(status: RunnerStatus) {
    this.statusValue = status;
    this.events.status?.(status);
  }

  private send(slot: WorkerSlot, message: ToWorker) {
    slot.worker.postMessage(message);
  }

  private spawn(): WorkerSlot {
    const indexURL = new URL(this.options.indexURL, location.href).href;
    const early = this.options.createWorker ? null : takeEarlyWorker(indexURL, this.isolated);
    const worker = early?.worker ?? (this.options.createWorker ?? defaultWorker)();
    let channels: SharedChannels | null = early ? early.shared : null;
    let shared: WorkerSlot["shared"] = null;
    if (this.isolated) {
      channels ??= { interrupt: new SharedArrayBuffer(4), input: new SharedArrayBuffer(inputChannelBytes) };
      shared = {
        interrupt: new Uint8Array(channels.interrupt),
        interruptWord: new Int32Array(channels.interrupt),
        header: new Int32Array(channels.input, 0, 2),
        bytes: new Uint8Array(channels.input, 8),
      };
    }
    let resolveReady: () => void = () => {};
    let rejectReady: (error: Error) => void = () => {};
    const ready = new Promise<void>((resolve, reject) => {
      resolveReady = resolve;
      rejectReady = reject;
    });
    const slot: WorkerSlot = { worker, ready, readyMs: null, inputMode: "none", shared };
    worker.onmessage = (event: MessageEvent<FromWorker>) =>
      this.receive(slot, event.data, resolveReady, rejectReady);
    worker.onerror = (event) => rejectReady(new Error(event.message));
    if (early) {
      // Its init went out at navigation; what it said since is handled now, in order.
      for (const message of early.messages.splice(0)) this.receive(slot, message, resolveReady, rejectReady);
      if (early.error) rejectReady(new Error(early.error));
    } else this.send(slot, { type: "init", indexURL, shared: channels });
    if (this.options.prepareChecks) this.send(slot, { type: "prepare-checks" });
    return slot;
  }

  private receive(
    slot: WorkerSlot,
    message: FromWorker,
    resolveReady: () => void,
    rejectReady: (e: Error) => void,
  ) {
    if (message.type === "ready") {
      slot.readyMs = message.ms;
      slot.inputMode = message.inputMode;
      resolveReady();
      return;
    }
    if (message.type === "load-error") {
      rejectReady(new Error(message.message));
      return;
    }
    if (slot !== this.current) return;
    // A check's program writes nowhere the learner sees (the worker mutes it too).
    if (this.finishCheck && message.type !== "checked" && message.type !== "check-started") return;
    switch (message.type) {
      case "output":
        this.events.output?.(message.stream, message.text);
        break;
      case "turtle":
        this.events.turtle?.(message.ops);
        break;
      case "event-request":
        this.events.listening?.();
        break;
      case "input-request":
        this.setStatus("waiting-input");
        this.events.inputRequest?.(message.prompt);
        break;
      case "done":
        if (message.runId === this.runId)
          this.finish?.({ outcome: message.outcome, failure: message.failure, ms: message.ms });
        break;
      case "check-started":
        if (message.runId === this.runId) this.checkStarted?.();
        break;
      case "checked":
        if (message.runId === this.runId) this.finishCheck?.(checkOutcome(message));
        break;
    }
  }
}

function checkOutcome(message: Extract<FromWorker, { type: "checked" }>): CheckOutcome {
  if (message.outcome === "checked" && message.result)
    return { outcome: "checked", result: message.result, ms: message.ms };
  if (message.outcome === "timeout") return { outcome: "timeout", ms: message.ms };
  if (message.outcome === "stopped") return { outcome: "stopped" };
  return { outcome: "error", message: message.error ?? "the check gave no answer" };
}
