/**
 * Stop as the worker sees it. Cross-origin isolated, the page writes 2 (SIGINT) into a shared
 * 4-byte buffer and wakes whoever waits on it; otherwise the page terminates the worker and the
 * flag here never rises.
 *
 * Pyodide polls its interrupt buffer from the interpreter loop (every ~50 checks of CPython's eval
 * breaker: tens of thousands of times a second in Python code) by reading `buffer[0]` and then
 * writing 0 to it. `pyodideBuffer` is the object handed to `setInterruptBuffer` instead of the raw
 * bytes, for two reasons:
 * - every poll is a chance to run `onPoll` (posting output that waits) while Python runs and the
 *   worker's event loop cannot;
 * - its writes are ignored, so a stop stays requested while the learner's program runs: a bare
 *   `except:` that swallows one KeyboardInterrupt meets the next one a few dozen bytecodes later,
 *   instead of the program running on for good. Outside the program (between `enterProgram` and
 *   `leaveProgram`) it reads 0: an interrupt striking again in Pyodide's own Python (its coroutine
 *   runner, `sys.excepthook`) escaped as an unhandled error and the run never reported its end.
 *
 * A lesson check (`startCheck`) differs: the check driver catches the interrupt around each run of
 * the learner's code and reports it as one failing case, so it must not strike again in the driver's
 * own Python a moment later. There it is one shot, repeated only if the program is still running
 * `CHECK_RESHOT_MS` later (a bare `except:` swallowed it), and the check's time limit raises it
 * from in here: the worker needs no message from the page to end an endless loop.
 */
/** How long a check's interrupt waits before striking again, should the program have swallowed it. */
export const CHECK_RESHOT_MS = 200;

export class StopSignal {
  private readonly bytes: Uint8Array;
  /** The same memory as Int32, for `Atomics.wait` (null when not shared). */
  private readonly word: Int32Array | null;
  readonly pyodideBuffer: { 0: number };
  private inProgram = false;
  /** While a check runs: when its time is up (null outside a check). */
  private deadline: number | null = null;
  private nextShot = 0;
  /** The check's time limit struck (rather than the page's Stop). */
  timedOut = false;

  constructor(shared: SharedArrayBuffer | null, onPoll: () => void) {
    this.bytes = shared ? new Uint8Array(shared) : new Uint8Array(4);
    this.word = shared ? new Int32Array(shared, 0, 1) : null;
    const signal = this;
    this.pyodideBuffer = {
      get 0() {
        onPoll();
        if (!signal.inProgram) return 0;
        return signal.deadline === null ? Atomics.load(signal.bytes, 0) : signal.checkShot();
      },
      set 0(_cleared: number) {
        // Pyodide clears the signal after reading it; the run's end clears it instead.
      },
    };
  }

  get requested(): boolean {
    return Atomics.load(this.bytes, 0) !== 0;
  }

  /** The learner's code starts: from now on a Stop strikes (and strikes again). */
  enterProgram() {
    this.inProgram = true;
  }

  leaveProgram() {
    this.inProgram = false;
  }

  /** A check starts: the interrupt strikes once on Stop or when `limitMs` have passed. */
  startCheck(limitMs: number) {
    this.deadline = performance.now() + limitMs;
    this.nextShot = 0;
    this.timedOut = false;
  }

  /** Stop was asked for, or the check's time is up; notes which. */
  stopOrLate(): boolean {
    if (this.requested) return true;
    if (this.deadline !== null && performance.now() >= this.deadline) this.timedOut = true;
    return this.timedOut;
  }

  private checkShot(): number {
    const now = performance.now();
    if (now < this.nextShot || !this.stopOrLate()) return 0;
    this.nextShot = now + CHECK_RESHOT_MS;
    return 2;
  }

  /** At the end of a run or check, so the clean-up after it is not interrupted. */
  clear() {
    this.inProgram = false;
    this.deadline = null;
    Atomics.store(this.bytes, 0, 0);
  }

  /**
   * Sleeps `ms` unless Stop comes first; true when stopped. Isolated, it blocks on the shared
   * word, which the page's Stop wakes at once. Otherwise it is a checked loop that keeps posting
   * output (`onTick`); the page's Stop ends the whole worker there.
   */
  sleep(ms: number, onTick: () => void): boolean {
    const end = performance.now() + ms;
    for (;;) {
      if (this.requested) return true;
      const left = end - performance.now();
      if (left <= 0) return false;
      if (this.word) Atomics.wait(this.word, 0, 0, left);
      else onTick();
    }
  }
}
