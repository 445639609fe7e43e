import type { FromWorker, TurtleOp } from "./messages.ts";

/**
 * A program's output on its way to the page. It is posted at most every `flushMs`, and the buffer
 * keeps only its last `maxPending` characters, so `while True: print(1)` sends ~30 small messages
 * a second instead of millions. A write alone cannot keep that promise: output written just after
 * a flush would wait for the next write, which a long computation or a sleep never makes, so the
 * worker also calls `flushIfDue()` from Pyodide's interrupt polls (see `stop-signal.ts`).
 */
export class OutputBuffer {
  private pending: { stream: "stdout" | "stderr"; text: string }[] = [];
  private pendingChars = 0;
  private turtleOps: TurtleOp[] = [];
  private lastFlush = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly post: (message: FromWorker) => void,
    private readonly flushMs = 33,
    private readonly maxPending = 16 * 1024,
    private readonly now: () => number = () => performance.now(),
  ) {}

  write(stream: "stdout" | "stderr", text: string) {
    const last = this.pending.at(-1);
    if (last && last.stream === stream) last.text += text;
    else this.pending.push({ stream, text });
    this.pendingChars += text.length;
    this.dropOldest();
    this.flushIfDue();
  }

  turtle(ops: TurtleOp[]) {
    this.turtleOps.push(...ops);
    this.flushIfDue();
  }

  /** Posts what waits once `flushMs` has passed since the last post; cheap when nothing waits. */
  flushIfDue() {
    if (this.pending.length === 0 && this.turtleOps.length === 0) return;
    if (this.now() - this.lastFlush >= this.flushMs) this.flush();
  }

  flush() {
    this.lastFlush = this.now();
    for (const chunk of this.pending) this.post({ type: "output", ...chunk });
    this.pending = [];
    this.pendingChars = 0;
    if (this.turtleOps.length > 0) {
      this.post({ type: "turtle", ops: this.turtleOps });
      this.turtleOps = [];
    }
  }

  private dropOldest() {
    while (this.pendingChars > this.maxPending && this.pending.length > 0) {
      const head = this.pending[0] as { text: string };
      const over = this.pendingChars - this.maxPending;
      if (head.text.length <= over) {
        this.pending.shift();
        this.pendingChars -= head.text.length;
      } else {
        head.text = head.text.slice(over);
        this.pendingChars -= over;
      }
    }
  }
}
