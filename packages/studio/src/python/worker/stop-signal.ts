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
 */
export class StopSignal {
  private readonly bytes: Uint8Array;
  /** The same memory as Int32, for `Atomics.wait` (null when not shared). */
  private readonly word: Int32Array | null;
  readonly pyodideBuffer: { 0: number };
  private inProgram = false;

  constructor(shared: SharedArrayBuffer | null, onPoll: () => void) {
    this.bytes = shared ? new Uint8Array(shared) : new Uint8Array(4);
    this.word = shared ? new Int32Array(shared, 0, 1) : null;
    const signal = this;
    this.pyodideBuffer = {
      get 0() {
        onPoll();
        return signal.inProgram ? Atomics.load(signal.bytes, 0) : 0;
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

  /** At the end of a run, so the clean-up after it is not interrupted. */
  clear() {
    this.inProgram = false;
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
