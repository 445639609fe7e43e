import { describe, expect, it } from "vitest";
import { createResponseCache } from "./response-cache.ts";

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe("createResponseCache", () => {
  it("shares one load between concurrent callers and keeps its answer", async () => {
    const cache = createResponseCache();
    let loads = 0;
    const load = async () => ++loads;
    const answers = await Promise.all([cache.getOrLoad("a", load), cache.getOrLoad("a", load)]);
    await cache.getOrLoad("a", load);
    expect(answers).toEqual([1, 1]);
    expect(loads).toBe(1);
  });

  it("forgets failures", async () => {
    const cache = createResponseCache();
    await expect(cache.getOrLoad("a", () => Promise.reject(new Error("x")))).rejects.toThrow("x");
    expect(cache.size).toBe(0);
    await expect(cache.getOrLoad("a", async () => 2)).resolves.toBe(2);
  });

  it("expires answers after the TTL, counted from when they arrived", async () => {
    let now = 0;
    const cache = createResponseCache({ ttlMs: 100, now: () => now });
    let loads = 0;
    const load = async () => ++loads;
    await cache.getOrLoad("a", load);
    now = 99;
    await cache.getOrLoad("a", load);
    now = 100;
    await cache.getOrLoad("a", load);
    expect(loads).toBe(2);
  });

  it("never expires a load still in flight", async () => {
    let now = 0;
    const cache = createResponseCache({ ttlMs: 1, now: () => now });
    const slow = deferred<number>();
    const first = cache.getOrLoad("a", () => slow.promise);
    now = 1000;
    const second = cache.getOrLoad("a", async () => 2);
    slow.resolve(1);
    expect(await Promise.all([first, second])).toEqual([1, 1]);
  });

  it("invalidates by prefix and says how many it dropped", async () => {
    const cache = createResponseCache();
    await cache.getOrLoad("projects/user/1", async () => 1);
    await cache.getOrLoad("projects/remixes?project=a", async () => 2);
    await cache.getOrLoad("apps/user/1", async () => 3);
    expect(cache.invalidate("projects/")).toBe(2);
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it("does not let an invalidated load put itself back, nor drop its successor on failure", async () => {
    const cache = createResponseCache();
    const stale = deferred<string>();
    const first = cache.getOrLoad("a", () => stale.promise);
    cache.invalidate("a");
    const fresh = cache.getOrLoad("a", async () => "fresh");
    stale.reject(new Error("late failure"));
    await expect(first).rejects.toThrow("late failure");
    await expect(fresh).resolves.toBe("fresh");
    await expect(cache.getOrLoad("a", async () => "third")).resolves.toBe("fresh");
  });
});
