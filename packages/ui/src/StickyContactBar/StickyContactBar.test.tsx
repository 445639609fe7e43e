import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { sampleTrialHref } from "../test-utils/sample-links";
import { StickyContactBar } from "./StickyContactBar";

describe("StickyContactBar", () => {
  it("offers customer service and the trial course while visible", async () => {
    const onCustomerService = vi.fn();
    renderWithI18n(
      <StickyContactBar trialHref={sampleTrialHref} visible onCustomerService={onCustomerService} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "联系客服" }));
    expect(onCustomerService).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "体验课程" }).getAttribute("href")).toBe(
      "/app/25s2-python-cpp-01?view=all&plan=trial",
    );
  });

  it("is inert and hidden from assistive technology while hidden", () => {
    renderWithI18n(
      <StickyContactBar trialHref={sampleTrialHref} visible={false} onCustomerService={() => {}} />,
    );
    expect(screen.queryByRole("complementary")).toBeNull();
    const bar = screen.getByRole("complementary", { hidden: true });
    expect(bar.hasAttribute("inert")).toBe(true);
    expect(bar.getAttribute("data-state")).toBe("closed");
  });
});
