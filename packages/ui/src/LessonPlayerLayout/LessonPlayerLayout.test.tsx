import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { LessonPlayerLayout } from "./LessonPlayerLayout";

/** jsdom has no layout: tell the layout the screen is a phone's, as a browser would. */
function pretendPhone(phone: boolean) {
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({
        matches: phone,
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.unstubAllGlobals());

const ui = <LessonPlayerLayout steps={<p>第一步</p>} editor={<textarea aria-label="代码" />} />;

describe("LessonPlayerLayout", () => {
  it("given a wide screen, shows steps and editor side by side, both visible", () => {
    pretendPhone(false);
    const { container } = renderWithI18n(ui);
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(container.querySelector("[data-panel='steps']")?.textContent).toBe("第一步");
    expect(container.querySelector("[data-panel='editor']")?.hasAttribute("hidden")).toBe(false);
  });

  describe("given a phone", () => {
    it("shows two tabs, steps first, and keeps the editor mounted but hidden", () => {
      pretendPhone(true);
      renderWithI18n(ui);
      const steps = screen.getByRole("tab", { name: "步骤" });
      expect(steps.getAttribute("aria-selected")).toBe("true");
      expect(screen.getByRole("tabpanel", { name: "步骤" }).textContent).toBe("第一步");
      expect(screen.getByLabelText("代码", { selector: "textarea" }).closest("[hidden]")).toBeTruthy();
    });

    it("moves between tabs with the arrow keys, Home and End", async () => {
      pretendPhone(true);
      renderWithI18n(ui);
      screen.getByRole("tab", { name: "步骤" }).focus();
      await userEvent.keyboard("{ArrowRight}");
      const editorTab = screen.getByRole("tab", { name: "编辑器" });
      expect(document.activeElement).toBe(editorTab);
      expect(editorTab.getAttribute("aria-selected")).toBe("true");
      expect(screen.getByRole("tabpanel", { name: "编辑器" })).toBeTruthy();
      await userEvent.keyboard("{ArrowRight}");
      expect(document.activeElement).toBe(screen.getByRole("tab", { name: "步骤" }));
      await userEvent.keyboard("{End}");
      expect(document.activeElement).toBe(editorTab);
      await userEvent.keyboard("{Home}");
      expect(screen.getByRole("tab", { name: "步骤" }).getAttribute("tabindex")).toBe("0");
      expect(editorTab.getAttribute("tabindex")).toBe("-1");
    });

    it("follows the tab the app chooses (放进编辑器 switches to the editor)", () => {
      pretendPhone(true);
      const onTabChange = vi.fn();
      renderWithI18n(<LessonPlayerLayout steps="s" editor="e" tab="editor" onTabChange={onTabChange} />);
      expect(screen.getByRole("tab", { name: "编辑器" }).getAttribute("aria-selected")).toBe("true");
      screen.getByRole("tab", { name: "步骤" }).click();
      expect(onTabChange).toHaveBeenCalledWith("steps");
    });
  });

  it("shows the steps alone when there is no editor (a Scratch lesson on a phone)", () => {
    pretendPhone(true);
    renderWithI18n(<LessonPlayerLayout steps={<p>第一步</p>} editor={null} />);
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.getByText("第一步")).toBeTruthy();
  });

  it("puts what 检查 found under the editor on a phone only", () => {
    pretendPhone(true);
    const phone = renderWithI18n(
      <LessonPlayerLayout steps="s" editor="e" editorFooter={<p>全部通过了</p>} tab="editor" />,
    );
    expect(screen.getByRole("tabpanel", { name: "编辑器" }).textContent).toContain("全部通过了");
    phone.unmount();
    pretendPhone(false);
    renderWithI18n(<LessonPlayerLayout steps="s" editor="e" editorFooter={<p>全部通过了</p>} />);
    expect(screen.queryByText("全部通过了")).toBeNull();
  });
});
