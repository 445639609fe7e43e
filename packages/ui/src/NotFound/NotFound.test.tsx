import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { NotFound } from "./NotFound";

describe("NotFound", () => {
  it("always offers the way home", () => {
    renderWithI18n(<NotFound />);
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "回到首页" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("button", { name: "返回上一页" })).toBeNull();
  });

  it("goes back when the app can", async () => {
    const onBack = vi.fn();
    renderWithI18n(<NotFound onBack={onBack} path="/articles/missing" />);
    await userEvent.click(screen.getByRole("button", { name: "返回上一页" }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.getByText("/articles/missing")).toBeTruthy();
  });
});
