import { describe, expect, it } from "vitest";
import { createTokenRefresher } from "./token-refresher.ts";

describe("createTokenRefresher", () => {
  it("runs one refresh for everyone asking while it runs", async () => {
    let runs = 0;
    const refresher = createTokenRefresher(async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return true;
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresher.refresh()));
    expect(answers.every(Boolean)).toBe(true);
    expect(runs).toBe(1);
  });

  it("refreshes again once the previous refresh is over", async () => {
    let runs = 0;
    const refresher = createTokenRefresher(async () => ++runs > 0);
    await refresher.refresh();
    await refresher.refresh();
    expect(runs).toBe(2);
  });

  it("answers false when the refresh throws", async () => {
    const refresher = createTokenRefresher(() => Promise.reject(new Error("offline")));
    await expect(refresher.refresh()).resolves.toBe(false);
  });
});
