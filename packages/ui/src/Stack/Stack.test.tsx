import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Inline, Stack } from "./Stack";

describe("Stack and Inline", () => {
  it("keep list semantics when they are a list", () => {
    render(
      <Stack as="ul">
        <li>一</li>
        <li>二</li>
      </Stack>,
    );
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("give different gaps different classes", () => {
    const { container } = render(
      <>
        <Inline gap="xs" />
        <Inline gap="xl" />
      </>,
    );
    const [small, large] = [...container.children];
    expect(small?.className).not.toBe(large?.className);
  });

  it("pass on aria attributes, so a group can be named", () => {
    render(<Inline role="group" aria-label="作品操作" />);
    expect(screen.getByRole("group", { name: "作品操作" })).toBeTruthy();
  });
});
