import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { ArticleLayout } from "./ArticleLayout";

describe("ArticleLayout", () => {
  it("is the page's main landmark and the skip link's target by default", () => {
    renderWithI18n(
      <ArticleLayout title="课程特色">
        <p>正文</p>
      </ArticleLayout>,
    );
    expect(screen.getByRole("main").id).toBe("main");
    expect(screen.getByRole("heading", { level: 1, name: "课程特色" })).toBeTruthy();
  });

  it("renders inside an app shell that already has <main>", () => {
    renderWithI18n(
      <ArticleLayout title="课程特色" as="div">
        <p>正文</p>
      </ArticleLayout>,
    );
    expect(screen.queryByRole("main")).toBeNull();
  });

  it("ends the trail with the current page", () => {
    renderWithI18n(
      <ArticleLayout title="配套视频" breadcrumbs={[{ label: "首页", href: "/" }]}>
        <p>正文</p>
      </ArticleLayout>,
    );
    const trail = screen.getByRole("navigation", { name: "当前位置" });
    expect(trail.querySelector("[aria-current='page']")?.textContent).toBe("配套视频");
  });

  it("shows a table of contents only when there is something to navigate", () => {
    const { rerender } = renderWithI18n(
      <ArticleLayout title="文章" toc={[{ id: "a", text: "一", level: 2 }]}>
        <p>正文</p>
      </ArticleLayout>,
    );
    expect(screen.queryByRole("navigation", { name: "本文目录" })).toBeNull();
    rerender(
      <ArticleLayout
        title="文章"
        toc={[
          { id: "a", text: "一", level: 2 },
          { id: "b", text: "二", level: 3 },
        ]}
      >
        <p>正文</p>
      </ArticleLayout>,
    );
    expect(screen.getByRole("link", { name: "二" }).getAttribute("href")).toBe("#b");
  });
});
