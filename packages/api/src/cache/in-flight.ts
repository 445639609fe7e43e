/**
 * Deduplicates concurrent calls: while one with the same key is running, later callers get its
 * promise instead of starting another. Nothing is kept once it settles.
 */
export interface InFlight {
  run<T>(key: string, start: () => Promise<T>): Promise<T>;
  readonly size: number;
}

export function createInFlight(): InFlight {
  const running = new Map<string, Promise<unknown>>();
  return {
    run<T>(key: string, start: () => Promise<T>): Promise<T> {
      const existing = running.get(key);
      if (existing) return existing as Promise<T>;
      const settled = () => {
        running.delete(key);
      };
      const promise = start();
      promise.then(settled, settled);
      running.set(key, promise);
      return promise;
    },
    get size() {
      return running.size;
    },
  };
}
