import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { sampleTrialHref } from "../test-utils/sample-links";
import { StickyContactBar } from "./StickyContactBar";

/** A page's toggle around the bar, as the story shows it. */
function Toggle({ onCustomerService }: { onCustomerService: () => void }) {
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setVisible((v) => !v)}>
        {visible ? "收起联系栏" : "显示联系栏"}
      </button>
      <StickyContactBar trialHref={sampleTrialHref} visible={visible} onCustomerService={onCustomerService} />
    </div>
  );
}

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

  it("slides in and out with its page's toggle, and its buttons work from the keyboard", async () => {
    const onCustomerService = vi.fn();
    renderWithI18n(<Toggle onCustomerService={onCustomerService} />);
    await userEvent.click(screen.getByRole("button", { name: "显示联系栏" }));
    expect(screen.getByRole("complementary").getAttribute("data-state")).toBe("open");
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "联系客服" }));
    await userEvent.keyboard("{Enter}");
    expect(onCustomerService).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "收起联系栏" }));
    expect(screen.getByRole("complementary", { hidden: true }).getAttribute("data-state")).toBe("closed");
  });
});
