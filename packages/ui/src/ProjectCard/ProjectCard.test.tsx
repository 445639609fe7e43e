import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProjectCard } from "./ProjectCard";
import { maxProjectTitleLength, validateProjectTitle } from "./types";

describe("validateProjectTitle", () => {
  it("needs a name that is not only spaces", () => {
    expect(validateProjectTitle("")).toBe("empty");
    expect(validateProjectTitle("  \t")).toBe("empty");
  });

  it("counts characters, not UTF-16 units, so emoji names are not cut short", () => {
    expect(validateProjectTitle("🐱".repeat(maxProjectTitleLength))).toBeNull();
    expect(validateProjectTitle("猫".repeat(maxProjectTitleLength + 1))).toBe("too_long");
  });

  it("accepts ordinary Chinese names", () => {
    expect(validateProjectTitle(" 小猫钓鱼 ")).toBeNull();
  });
});

describe("ProjectCard", () => {
  it("still renders when the server sends a malformed time", () => {
    i18n.load("zh-CN", {});
    i18n.activate("zh-CN");
    render(
      <I18nProvider i18n={i18n}>
        <ProjectCard
          project={{
            id: "x",
            kind: "python",
            title: "猜数字",
            updatedAt: "not a date",
            href: "/studio/python/x",
          }}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole("heading").textContent).toBe("猜数字");
    expect(screen.queryByText(/更新/)).toBeNull();
  });
});
