import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { LessonStep } from "./LessonStep";

describe("LessonStep", () => {
  it("names the step by number and title, and renders its Markdown", () => {
    renderWithI18n(
      <LessonStep
        number={2}
        title="让电脑说话"
        markdown={"用 `print` 打印。\n\n```python\nprint(1)\n```"}
        state="current"
      />,
    );
    const step = screen.getByRole("region", { name: "第 2 步：让电脑说话" });
    expect(step.getAttribute("data-state")).toBe("current");
    expect(step.getAttribute("aria-current")).toBe("step");
    expect(step.querySelector("pre[data-language='python']")).not.toBeNull();
  });

  it("says a passed step has passed", () => {
    renderWithI18n(<LessonStep number={1} title="你好" markdown="文字" state="passed" />);
    expect(screen.getByRole("heading", { name: "第 1 步：你好（已通过）" })).toBeTruthy();
  });

  it("shows its exercise in the slot, and nothing when it has none", () => {
    const { rerender } = renderWithI18n(
      <LessonStep number={1} title="练一练" markdown="做题" state="todo">
        <button type="button">检查</button>
      </LessonStep>,
    );
    expect(screen.getByRole("button", { name: "检查" })).toBeTruthy();
    rerender(<LessonStep number={1} title="练一练" markdown="做题" state="todo" />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
