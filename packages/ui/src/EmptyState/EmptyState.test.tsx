import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmptyState } from "./EmptyState";

describe("EmptyState", () => {
  it("keeps its drawing out of the accessibility tree", () => {
    const { container } = render(<EmptyState title="空" />);
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("uses the heading level the page asks for", () => {
    render(<EmptyState title="空" headingLevel={4} />);
    expect(screen.getByRole("heading", { level: 4 })).toBeTruthy();
  });
});
