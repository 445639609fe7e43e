import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Card } from "./Card";

describe("Card", () => {
  it("is a plain box unless told what it is", () => {
    const { container } = render(<Card>内容</Card>);
    expect(container.firstElementChild?.tagName).toBe("DIV");
  });

  it("becomes a named region when it is a section with a heading", () => {
    render(
      <Card as="section" aria-labelledby="t">
        <h2 id="t">我的账号</h2>
      </Card>,
    );
    expect(screen.getByRole("region", { name: "我的账号" })).toBeTruthy();
  });

  it("gives each tone its own class", () => {
    const { container } = render(
      <>
        <Card tone="plain" />
        <Card tone="brand" />
      </>,
    );
    const [plain, brand] = [...container.children];
    expect(plain?.className).not.toBe(brand?.className);
  });
});
