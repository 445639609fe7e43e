import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { BookPromotion } from "./BookPromotion";

describe("BookPromotion", () => {
  it("sends readers to the book's purchase section", () => {
    renderWithI18n(<BookPromotion />);
    expect(screen.getByRole("link", { name: "了解并购买" }).getAttribute("href")).toBe(
      "/articles/first-thinking-book#purchase",
    );
    expect(screen.getByRole("link", { name: "先看看配套视频" }).getAttribute("href")).toBe(
      "/articles/first-thinking-book/videos",
    );
  });

  it("names its region after the book and fits the page outline", () => {
    renderWithI18n(<BookPromotion headingLevel={3} />);
    expect(screen.getByRole("heading", { level: 3, name: "《编程思维第一课》" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "《编程思维第一课》" })).toBeTruthy();
  });
});
