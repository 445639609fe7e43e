import { describe, expect, it } from "vitest";
import { dayBounds, isKnownTimeZone } from "./zoned-day.ts";

describe("dayBounds", () => {
  it("starts China's day at 00:00 Asia/Shanghai, 16:00 UTC the evening before", () => {
    const { start, end } = dayBounds(new Date("2026-01-01T16:30:00Z"), "Asia/Shanghai");
    expect(start.toISOString()).toBe("2026-01-01T16:00:00.000Z");
    expect(end.toISOString()).toBe("2026-01-02T16:00:00.000Z");
  });

  it("keeps 23:59 Shanghai time in the same day", () => {
    const { start } = dayBounds(new Date("2026-01-02T15:59:59Z"), "Asia/Shanghai");
    expect(start.toISOString()).toBe("2026-01-01T16:00:00.000Z");
  });

  it("follows UTC when asked to", () => {
    const { start, end } = dayBounds(new Date("2026-01-01T16:30:00Z"), "UTC");
    expect(start.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    expect(end.toISOString()).toBe("2026-01-02T00:00:00.000Z");
  });

  it("handles a day with a daylight-saving change (23 hours long)", () => {
    const { start, end } = dayBounds(new Date("2026-03-08T12:00:00Z"), "America/New_York");
    expect(start.toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(end.toISOString()).toBe("2026-03-09T04:00:00.000Z");
  });

  it("knows real zones and refuses made-up ones", () => {
    expect(isKnownTimeZone("Asia/Shanghai")).toBe(true);
    expect(isKnownTimeZone("Mars/Olympus")).toBe(false);
  });
});
