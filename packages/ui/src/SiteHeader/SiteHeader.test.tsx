import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AnchorProps } from "../Link";
import { installFakeIntersectionObserver, renderWithI18n } from "../test-utils/render";
import { sampleHeaderLinks } from "../test-utils/sample-links";
import { SiteHeader } from "./SiteHeader";

const RouterLink = (props: AnchorProps) => <a data-router="" {...props} />;

describe("SiteHeader", () => {
  let io: ReturnType<typeof installFakeIntersectionObserver>;
  beforeEach(() => {
    io = installFakeIntersectionObserver();
  });
  afterEach(() => io.restore());
  const links = sampleHeaderLinks("/");

  it("shows the sign-in button only to visitors", () => {
    const { rerender } = renderWithI18n(
      <SiteHeader siteName="启思编程" loggedIn={false} currentPath="/" links={links} />,
    );
    expect(screen.getByRole("link", { name: "登录/注册" }).getAttribute("href")).toBe("/login?from=%2F");
    rerender(<SiteHeader siteName="启思编程" loggedIn currentPath="/" links={links} />);
    expect(screen.queryByRole("link", { name: "登录/注册" })).toBeNull();
  });

  it("keeps the features menu out unless asked for", async () => {
    const { rerender } = renderWithI18n(
      <SiteHeader siteName="启思编程" loggedIn currentPath="/" links={links} />,
    );
    expect(screen.queryByRole("button", { name: "我们的特色" })).toBeNull();
    rerender(<SiteHeader siteName="启思编程" loggedIn currentPath="/" links={links} showFeaturesMenu />);
    expect(await screen.findByRole("button", { name: "我们的特色" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "为什么学编程" })).toBeTruthy();
  });

  it("reports when it scrolls out of and back into view", () => {
    const onVisibleChange = vi.fn();
    renderWithI18n(
      <SiteHeader
        siteName="启思编程"
        loggedIn
        currentPath="/"
        links={links}
        onVisibleChange={onVisibleChange}
      />,
    );
    act(() => io.setIntersecting(false));
    act(() => io.setIntersecting(true));
    expect(onVisibleChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it("lists the extra destinations in the mobile menu and closes it before opening customer service", async () => {
    const onCustomerService = vi.fn();
    renderWithI18n(
      <SiteHeader
        siteName="启思编程"
        loggedIn
        currentPath="/"
        links={links}
        onCustomerService={onCustomerService}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "打开菜单" }));
    const sheet = within(await screen.findByRole("dialog"));
    for (const [name, href] of [
      ["App 下载", "/downloads"],
      ["服务条款", "/terms/tos"],
      ["青少年个人信息保护", "/terms/privacy-teen"],
      ["学习中心", "/dashboard"],
    ]) {
      expect(sheet.getByRole("link", { name }).getAttribute("href")).toBe(href);
    }
    await userEvent.click(sheet.getByRole("button", { name: "联系客服" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onCustomerService).toHaveBeenCalledTimes(1);
  });

  it("sends every link through the app's link component", () => {
    renderWithI18n(
      <SiteHeader
        siteName="启思编程"
        loggedIn={false}
        currentPath="/"
        links={links}
        LinkComponent={RouterLink}
      />,
    );
    const anchors = screen.getAllByRole("link").filter((a) => !a.getAttribute("href")?.startsWith("#"));
    expect(anchors.length).toBeGreaterThan(4);
    for (const a of anchors) expect(a.hasAttribute("data-router")).toBe(true);
  });

  it("marks the article being read as the current page", () => {
    renderWithI18n(
      <SiteHeader
        siteName="启思编程"
        loggedIn
        currentPath="/articles/curriculum-features?x=1"
        links={links}
      />,
    );
    expect(screen.getByRole("link", { name: "课程特色" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "成长路线" }).getAttribute("aria-current")).toBeNull();
  });
});
