import { describe, expect, it } from "vitest";
import { sampleDashboardHrefs as hrefs } from "../test-utils/sample-links";
import { activeDashboardItem } from "./navItems";

describe("activeDashboardItem", () => {
  it("defaults to 学习中心 (SPEC §9)", () => {
    expect(activeDashboardItem(hrefs)?.id).toBe("home");
  });

  it("follows the store's label", () => {
    expect(activeDashboardItem(hrefs, undefined, "我的作品")?.id).toBe("projects");
  });

  it("prefers the path, ignoring query, hash and a trailing slash", () => {
    expect(activeDashboardItem(hrefs, "/dashboard/courses/?tab=all#top", "设置")?.label).toBe("我的课程");
  });

  it("falls back to the label for paths outside the four sections", () => {
    expect(activeDashboardItem(hrefs, "/dashboard/abc123", "设置")?.label).toBe("设置");
  });
});
