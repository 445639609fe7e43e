import { describe, expect, it } from "vitest";
import { liveEpochSeconds, liveNumber } from "./live-number.ts";

describe("liveNumber", () => {
  it("is 1704067200 minus the current Unix seconds", () => {
    expect(liveEpochSeconds).toBe(1704067200);
    expect(liveNumber(Date.UTC(2024, 0, 1))).toBe(0);
    expect(liveNumber(Date.UTC(2026, 10, 22, 1, 0, 0))).toBe(1704067200 - 1795309200);
  });

  it("counts whole seconds, dropping milliseconds", () => {
    expect(liveNumber(1704067200_999)).toBe(0);
    expect(liveNumber(1704067201_000)).toBe(-1);
  });

  it("defaults to now", () => {
    const expected = 1704067200 - Math.floor(Date.now() / 1000);
    expect([expected, expected - 1]).toContain(liveNumber());
  });
});
