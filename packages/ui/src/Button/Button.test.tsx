import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./Button";

describe("Button", () => {
  it("is a plain button by default, so it never submits a surrounding form by accident", () => {
    render(<Button>好的</Button>);
    expect(screen.getByRole("button").getAttribute("type")).toBe("button");
  });

  it("ignores clicks while busy and tells assistive technology it is busy", async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        保存
      </Button>,
    );
    await userEvent.click(screen.getByRole("button"));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole("button").getAttribute("aria-busy")).toBe("true");
  });

  it("applies a different class for each variant", () => {
    render(
      <>
        <Button variant="primary">一</Button>
        <Button variant="secondary">二</Button>
      </>,
    );
    const [a, b] = screen.getAllByRole("button");
    expect(a?.className).not.toBe(b?.className);
  });
});
