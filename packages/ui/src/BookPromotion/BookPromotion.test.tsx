import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { sampleBookHrefs } from "../test-utils/sample-links";
import { BookPromotion } from "./BookPromotion";
import { sampleBook } from "./fixtures";

describe("BookPromotion", () => {
  it("sends readers to the book's purchase section", () => {
    renderWithI18n(<BookPromotion book={sampleBook} {...sampleBookHrefs} />);
    expect(screen.getByRole("link", { name: "了解并购买" }).getAttribute("href")).toBe(
      "/articles/first-thinking-book#purchase",
    );
    expect(screen.getByRole("link", { name: "先看看配套视频" }).getAttribute("href")).toBe(
      "/articles/first-thinking-book/videos",
    );
  });

  it("describes the book it is given: title, ages, chapters and puzzles (issue 26: one book)", () => {
    renderWithI18n(
      <BookPromotion
        book={{ ...sampleBook, title: "另一本书", ageFrom: 7, ageTo: 9, chapters: 4, puzzles: 20 }}
        {...sampleBookHrefs}
      />,
    );
    expect(screen.getByRole("heading", { name: "《另一本书》" })).toBeTruthy();
    expect(document.body.textContent).toContain("7–9");
    expect(document.body.textContent).toContain("20 个生活小谜题");
    expect(document.body.textContent).toContain("4 个章节");
  });

  it("names its region after the book and fits the page outline", () => {
    renderWithI18n(<BookPromotion book={sampleBook} {...sampleBookHrefs} headingLevel={3} />);
    expect(screen.getByRole("heading", { level: 3, name: "《编程思维启蒙书》" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "《编程思维启蒙书》" })).toBeTruthy();
  });
});
