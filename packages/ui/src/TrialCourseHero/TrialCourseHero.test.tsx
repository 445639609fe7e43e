import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { sampleTrialHref } from "../test-utils/sample-links";
import { TrialCourseHero } from "./TrialCourseHero";

describe("TrialCourseHero", () => {
  it("holds the page's h1 and links to the whole trial course", () => {
    renderWithI18n(<TrialCourseHero trialHref={sampleTrialHref} />);
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "体验课程" }).getAttribute("href")).toBe(
      "/app/25s2-python-cpp-01?view=all&plan=trial",
    );
  });

  it("offers the course adviser only when the app can open the dialog", async () => {
    const { rerender } = renderWithI18n(<TrialCourseHero trialHref={sampleTrialHref} />);
    expect(screen.queryByRole("button", { name: "咨询课程顾问" })).toBeNull();
    const onCustomerService = vi.fn();
    rerender(<TrialCourseHero trialHref={sampleTrialHref} onCustomerService={onCustomerService} />);
    await userEvent.click(screen.getByRole("button", { name: "咨询课程顾问" }));
    expect(onCustomerService).toHaveBeenCalledTimes(1);
  });
});
