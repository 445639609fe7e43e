import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakeIntersectionObserver, renderWithI18n } from "../test-utils/render";
import { sampleFooterColumns } from "../test-utils/sample-links";
import { SiteFooter, type SiteFooterProps } from "./SiteFooter";

const identity: SiteFooterProps = {
  siteName: "启思编程",
  companyName: "启思示例教育科技有限公司（示例）",
  filingNumber: "京ICP备00000000号-1（示例）",
  qrImageSrc: "/service.png",
  columns: sampleFooterColumns,
};

describe("SiteFooter", () => {
  let io: ReturnType<typeof installFakeIntersectionObserver>;
  beforeEach(() => {
    io = installFakeIntersectionObserver();
  });
  afterEach(() => io.restore());

  it("links exactly SPEC's pages, column by column", () => {
    renderWithI18n(<SiteFooter {...identity} year={2026} />);
    const nav = screen.getByRole("navigation", { name: "页脚导航" });
    const hrefs = Array.from(nav.querySelectorAll("a")).map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual([
      "/downloads",
      "/downloads/win-10-11",
      "/downloads/mac",
      "/downloads/win-7",
      "/downloads/android",
      "/downloads/ipad",
      "/articles/first-thinking-book",
      "/articles/first-thinking-book/videos",
      "/articles/why-code-with-qisi",
      "/articles/curriculum-features",
      "/articles/road-to-success",
      "/app/25s2-python-cpp-01",
      "/about",
      "/terms/tos",
      "/terms/privacy",
      "/terms/privacy-teen",
    ]);
  });

  it("shows the copyright range from 2020 and links the filing number to the registry", () => {
    renderWithI18n(<SiteFooter {...identity} year={2026} />);
    expect(screen.getByText(/© 2020–2026 启思示例教育科技有限公司（示例）/)).toBeTruthy();
    const filing = screen.getByRole("link", { name: identity.filingNumber });
    expect(filing.getAttribute("href")).toBe("https://beian.miit.gov.cn/");
    expect(filing.getAttribute("target")).toBe("_blank");
  });

  it("defaults the copyright end to the current year", () => {
    renderWithI18n(<SiteFooter {...identity} />);
    expect(screen.getByText(new RegExp(`2020–${new Date().getFullYear()}`))).toBeTruthy();
  });

  it("keeps the social links hidden unless revealed", () => {
    const links = [{ href: "https://example.com/qisi", label: "视频号" }];
    const { rerender } = renderWithI18n(<SiteFooter {...identity} socialLinks={links} />);
    expect(screen.queryByRole("link", { name: "视频号" })).toBeNull();
    rerender(<SiteFooter {...identity} socialLinks={links} showSocialLinks />);
    expect(screen.getByRole("link", { name: "视频号" })).toBeTruthy();
  });

  it("offers the customer-service code for download", () => {
    renderWithI18n(<SiteFooter {...identity} />);
    const link = screen.getByRole("link", { name: "保存二维码图片" });
    expect(link.getAttribute("href")).toBe("/service.png");
    expect(link.hasAttribute("download")).toBe(true);
  });

  it("reports its visibility, starting out of view", () => {
    const onVisibleChange = vi.fn();
    renderWithI18n(<SiteFooter {...identity} onVisibleChange={onVisibleChange} />);
    act(() => io.setIntersecting(true));
    act(() => io.setIntersecting(false));
    expect(onVisibleChange.mock.calls).toEqual([[false], [true], [false]]);
  });
});
