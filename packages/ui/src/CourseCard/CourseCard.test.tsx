import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { CourseCard, courseProgressPercent } from "./CourseCard";

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

describe("CourseCard", () => {
  const course = { title: "Python 入门", done: 1, total: 4, href: "/class/p" };

  it("counts passed exercises when the course has them", () => {
    renderWithI18n(<CourseCard course={{ ...course, exercises: { passed: 3, total: 9 } }} />);
    expect(screen.getByText("练习通过 3 / 9 道")).toBeTruthy();
  });

  it("says nothing about exercises when there are none", () => {
    renderWithI18n(<CourseCard course={{ ...course, exercises: { passed: 0, total: 0 } }} />);
    expect(screen.queryByText(/练习通过/)).toBeNull();
  });
});
