import { describe, expect, it } from "vitest";
import { activeDashboardItem } from "./navItems";

describe("activeDashboardItem", () => {
  it("defaults to 学习中心 (SPEC §9)", () => {
    expect(activeDashboardItem()?.href).toBe("/dashboard");
  });

  it("follows the store's label", () => {
    expect(activeDashboardItem(undefined, "我的作品")?.href).toBe("/dashboard/projects");
  });

  it("prefers the path, ignoring query, hash and a trailing slash", () => {
    expect(activeDashboardItem("/dashboard/courses/?tab=all#top", "设置")?.label).toBe("我的课程");
  });

  it("falls back to the label for paths outside the four sections", () => {
    expect(activeDashboardItem("/dashboard/abc123", "设置")?.label).toBe("设置");
  });
});
