import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { UpgradeOffer } from "./UpgradeOffer";

describe("UpgradeOffer", () => {
  it("names the trial, the credit and the price left to pay, and upgrades on click", () => {
    const onUpgrade = vi.fn();
    renderWithI18n(
      <UpgradeOffer
        trialTitle="体验课"
        title="第一阶段 · 完整课程"
        fullPriceFen={129900}
        creditFen={990}
        priceFen={128910}
        onUpgrade={onUpgrade}
      />,
    );
    expect(screen.getByRole("article", { name: "升级到完整课程" })).toBeTruthy();
    expect(document.body.textContent).toContain("「体验课」");
    expect(document.body.textContent).toContain("¥9.90");
    expect(document.body.textContent).toContain("原价 ¥1,299");
    fireEvent.click(screen.getByRole("button", { name: "升级到完整课程 ¥1,289.10" }));
    expect(onUpgrade).toHaveBeenCalledTimes(1);
  });
});
