import { resultChannel, type Signals } from "./signals.ts";

/**
 * Lets a request wait a little for a job's result, from whichever process records it: the
 * recording transaction notifies `attempt:<id>` (work-queue.ts `finish`). Waiting never decides
 * anything; after it (signal or not) the caller reads the row, which is the truth.
 */
export class ResultWaiter {
  private readonly waiting = new Map<string, Set<() => void>>();
  private readonly unsubscribe: () => void;

  constructor(signals: Signals) {
    this.unsubscribe = signals.on(resultChannel, (key) => {
      for (const wake of this.waiting.get(key) ?? []) wake();
    });
  }

  /**
   * Starts listening for `key` now (before the row can change, so a quick result is not missed);
   * `until(ms)` resolves when it comes or the time is up, whichever is first.
   */
  expect(key: string): { until(ms: number): Promise<void>; cancel(): void } {
    let wake = () => {};
    const arrived = new Promise<void>((resolve) => {
      wake = resolve;
    });
    const set = this.waiting.get(key) ?? new Set();
    set.add(wake);
    this.waiting.set(key, set);
    const cancel = () => {
      set.delete(wake);
      if (set.size === 0 && this.waiting.get(key) === set) this.waiting.delete(key);
    };
    return {
      async until(ms: number) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([arrived, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
        clearTimeout(timer);
        cancel();
      },
      cancel,
    };
  }

  close(): void {
    this.unsubscribe();
    for (const set of this.waiting.values()) for (const wake of set) wake();
    this.waiting.clear();
  }
}
