import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Prose } from "./Prose";

describe("Prose", () => {
  it("wraps content in the element asked for without changing it", () => {
    render(
      <Prose as="article">
        <h2>第一章</h2>
        <p>顺序很重要。</p>
      </Prose>,
    );
    const article = screen.getByRole("article");
    expect(article.querySelector("h2")?.textContent).toBe("第一章");
    expect(article.className).not.toBe("");
  });
});
