import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Banner } from "./Banner";

describe("Banner", () => {
  it("interrupts with an error (role alert)", () => {
    render(<Banner tone="error">网络断开了</Banner>);
    expect(screen.getByRole("alert").textContent).toBe("网络断开了");
  });

  it.each(["info", "success", "warning"] as const)(
    "lets a %s message wait its turn (role status)",
    (tone) => {
      render(<Banner tone={tone}>好了</Banner>);
      expect(screen.getByRole("status")).toBeTruthy();
      expect(screen.queryByRole("alert")).toBeNull();
    },
  );

  it("stays quiet when it is part of the page from the start", () => {
    render(
      <Banner tone="error" live="off">
        需要登录
      </Banner>,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("keeps its icon out of the accessibility tree and shows its tone in the DOM", () => {
    const { container } = render(<Banner tone="warning" title="注意" />);
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    expect(container.firstElementChild?.getAttribute("data-tone")).toBe("warning");
    expect(screen.getByText("注意")).toBeTruthy();
  });
});
