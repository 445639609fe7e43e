import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { TextField } from "./TextField";

describe("TextField", () => {
  it("is named by its label", () => {
    renderWithI18n(<TextField label="手机号码" />);
    expect(screen.getByRole("textbox", { name: "手机号码" })).toBeTruthy();
  });

  it("is described by its hint while nothing is wrong", () => {
    renderWithI18n(<TextField label="手机号码" hint="11 位数字" />);
    const input = screen.getByRole("textbox");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "11 位数字",
    );
  });

  describe("given an error", () => {
    it("marks the field invalid, puts the error in place of the hint and announces it", () => {
      renderWithI18n(<TextField label="手机号码" hint="11 位数字" error="格式不对" />);
      const input = screen.getByRole("textbox");
      expect(input.getAttribute("aria-invalid")).toBe("true");
      expect(screen.getByRole("alert").textContent).toBe("格式不对");
      expect(document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
        "格式不对",
      );
      expect(screen.queryByText("11 位数字")).toBeNull();
    });
  });

  describe("given a counter", () => {
    it("counts characters, not UTF-16 units, and describes the field with the count", () => {
      renderWithI18n(<TextField label="名字" maxLength={10} counter value="启思🐱" readOnly />);
      const input = screen.getByRole("textbox");
      const ids = (input.getAttribute("aria-describedby") ?? "").split(" ");
      expect(ids).toHaveLength(1);
      expect(document.getElementById(ids[0] ?? "")?.textContent).toContain("已输入 3 个字，最多 10 个");
    });

    it("shows nothing without a maxLength to count against", () => {
      renderWithI18n(<TextField label="名字" counter defaultValue="启思" />);
      expect(screen.getByRole("textbox").getAttribute("aria-describedby")).toBeNull();
    });
  });

  it("keeps an id the app gives it, so an outside label or test can find it", () => {
    renderWithI18n(<TextField id="phone" label="手机号码" />);
    expect(screen.getByLabelText("手机号码").id).toBe("phone");
  });
});
