import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageContainer } from "./PageContainer";

describe("PageContainer", () => {
  it("renders the element it is asked for", () => {
    render(<PageContainer as="main">内容</PageContainer>);
    expect(screen.getByRole("main").textContent).toBe("内容");
  });

  it("gives the prose width a different class from the page width", () => {
    const { container } = render(
      <>
        <PageContainer>a</PageContainer>
        <PageContainer width="prose">b</PageContainer>
      </>,
    );
    const [page, prose] = Array.from(container.children);
    expect(page?.className).not.toBe(prose?.className);
  });
});
