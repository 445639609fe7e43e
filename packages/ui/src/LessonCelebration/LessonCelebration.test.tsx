import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { LessonCelebration } from "./LessonCelebration";

describe("LessonCelebration", () => {
  it("praises the child, counts the exercises and offers the next lesson", () => {
    renderWithI18n(<LessonCelebration exercises={8} next={{ href: "/class/c/l2", title: "第 2 课" }} />);
    expect(screen.getByRole("heading", { name: "这节课完成啦！" })).toBeTruthy();
    expect(screen.getByText(/8 道练习/)).toBeTruthy();
    expect(screen.getByRole("link", { name: /下一课：第 2 课/ }).getAttribute("href")).toBe("/class/c/l2");
  });

  it("keeps its burst of colour from screen readers", () => {
    const { container } = renderWithI18n(<LessonCelebration exercises={1} />);
    const burst = container.querySelector("[aria-hidden='true'] span")?.parentElement;
    expect(burst?.getAttribute("aria-hidden")).toBe("true");
    expect(burst?.children.length).toBeGreaterThan(5);
  });
});
