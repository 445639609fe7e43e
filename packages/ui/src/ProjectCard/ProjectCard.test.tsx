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

describe("the updated line", () => {
  const project = (updatedAt: string) => ({
    id: "y",
    kind: "scratch" as const,
    title: "小猫钓鱼",
    updatedAt,
    href: "/studio/scratch/y",
  });
  const now = new Date("2026-11-22T12:00:00Z");

  it("is one sentence in one language, even in a locale without this product string (issue 26)", () => {
    // English carries only the general labels; the product sentence falls back to Chinese whole.
    i18n.load("en", {});
    i18n.activate("en");
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <ProjectCard project={project("2026-11-22T11:58:00Z")} now={now} />
      </I18nProvider>,
    );
    const line = container.querySelector("time");
    expect(line?.textContent).toBe("2 分钟前更新");
    expect(line?.getAttribute("datetime")).toBe("2026-11-22T11:58:00.000Z");
    expect(container.textContent).not.toMatch(/ago/);
  });

  it("reads naturally in Chinese from just now to years", () => {
    i18n.load("zh-CN", {});
    i18n.activate("zh-CN");
    const line = (updatedAt: string) => {
      const { container, unmount } = render(
        <I18nProvider i18n={i18n}>
          <ProjectCard project={project(updatedAt)} now={now} />
        </I18nProvider>,
      );
      const text = container.querySelector("time")?.textContent;
      unmount();
      return text;
    };
    expect(line("2026-11-22T11:59:50Z")).toBe("刚刚更新");
    expect(line("2026-11-22T12:00:30Z")).toBe("刚刚更新");
    expect(line("2026-11-22T09:00:00Z")).toBe("3 小时前更新");
    expect(line("2026-11-21T10:00:00Z")).toBe("昨天更新");
    expect(line("2026-11-19T12:00:00Z")).toBe("3 天前更新");
    expect(line("2026-10-01T12:00:00Z")).toBe("1 个月前更新");
    expect(line("2024-11-01T12:00:00Z")).toBe("2 年前更新");
  });
});
