import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VisuallyHidden } from "./VisuallyHidden";

describe("VisuallyHidden", () => {
  it("keeps its text in the accessibility tree", () => {
    render(
      <button type="button">
        <VisuallyHidden>关闭</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole("button", { name: "关闭" })).toBeTruthy();
  });

  it("adds the focus class only when focusable", () => {
    const { container } = render(
      <>
        <VisuallyHidden>a</VisuallyHidden>
        <VisuallyHidden focusable>b</VisuallyHidden>
      </>,
    );
    const [plain, skip] = Array.from(container.children);
    expect(plain?.className.split(" ")).toHaveLength(1);
    expect(skip?.className.split(" ")).toHaveLength(2);
  });
});
