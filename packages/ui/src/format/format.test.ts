import { describe, expect, it } from "vitest";
import { formatRelativeTime, formatYuan } from "./format";

describe("formatYuan", () => {
  it("shows whole yuan without decimals and keeps jiao and fen otherwise", () => {
    expect(formatYuan(19900)).toBe("¥199");
    expect(formatYuan(19950)).toBe("¥199.50");
    expect(formatYuan(1)).toBe("¥0.01");
    expect(formatYuan(0)).toBe("¥0");
  });
});

describe("formatRelativeTime", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it("reads naturally in Chinese", () => {
    expect(formatRelativeTime(ago(10), now)).toBe("现在");
    expect(formatRelativeTime(ago(5 * 60), now)).toBe("5分钟前");
    expect(formatRelativeTime(ago(3 * 3600), now)).toBe("3小时前");
    expect(formatRelativeTime(ago(26 * 3600), now)).toBe("昨天");
    expect(formatRelativeTime(ago(3 * 24 * 3600), now)).toBe("3天前");
    expect(formatRelativeTime(ago(400 * 24 * 3600), now)).toBe("去年");
  });

  it("treats a time slightly in the future as now", () => {
    expect(formatRelativeTime(ago(-30), now)).toBe("现在");
  });
});
