import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { LessonWorkspace } from "./LessonWorkspace";

const outline = (
  <nav aria-label="课程目录">
    <a href="#l2">第 2 课</a>
  </nav>
);

describe("LessonWorkspace", () => {
  it("names the lesson as the page's heading and keeps the outline in a drawer until asked for", async () => {
    renderWithI18n(
      <LessonWorkspace title="第 1 课" subtitle="Python · 第 1 节" outline={outline}>
        <p>步骤</p>
      </LessonWorkspace>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "第 1 课" })).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "课程目录" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "课程目录" }));
    const drawer = await screen.findByRole("dialog", { name: "课程目录" }, { timeout: 5000 });
    // Following a lesson link closes the drawer.
    await userEvent.click(within(drawer).getByRole("link", { name: "第 2 课" }));
    expect(screen.queryByRole("dialog", { name: "课程目录" })).toBeNull();
  });
});
