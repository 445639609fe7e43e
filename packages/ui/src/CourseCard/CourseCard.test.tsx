import { describe, expect, it } from "vitest";
import { courseProgressPercent } from "./CourseCard";

describe("courseProgressPercent", () => {
  it("rounds to whole percent", () => {
    expect(courseProgressPercent(5, 12)).toBe(42);
    expect(courseProgressPercent(12, 12)).toBe(100);
  });

  it("stays between 0 and 100 for odd data", () => {
    expect(courseProgressPercent(3, 0)).toBe(0);
    expect(courseProgressPercent(-1, 10)).toBe(0);
    expect(courseProgressPercent(14, 10)).toBe(100);
  });
});
