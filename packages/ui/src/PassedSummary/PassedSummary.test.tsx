import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { PassedSummary } from "./PassedSummary";

describe("PassedSummary", () => {
  it("says how many exercises were passed each way, kindly", () => {
    renderWithI18n(<PassedSummary own={9} parsons={2} solution={1} />);
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items).toEqual([
      "9 道是自己想出来的",
      "2 道是把程序拼好以后做出来的",
      "1 道是看了答案、弄懂以后做出来的",
    ]);
  });

  it("leaves out a way that was never used, and says nothing when nothing was passed", () => {
    const { container, rerender } = renderWithI18n(<PassedSummary own={4} parsons={0} solution={0} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    rerender(<PassedSummary own={0} parsons={0} solution={0} />);
    expect(container.textContent).toBe("");
  });

  it("reads as one sentence inline", () => {
    const { container } = renderWithI18n(<PassedSummary own={2} parsons={0} solution={1} variant="inline" />);
    expect(container.textContent).toBe("2 道是自己想出来的，1 道是看了答案、弄懂以后做出来的");
  });
});
