import type { Meta, StoryObj } from "@storybook/react-vite";
import { Moon } from "lucide-react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { sampleHeaderLinks } from "../test-utils/sample-links";
import { SiteHeader } from "./SiteHeader";

const ThemeToggle = () => (
  <button
    type="button"
    aria-label="切换深色模式"
    style={{ display: "inline-grid", placeItems: "center", width: 40, height: 40, borderRadius: 999 }}
  >
    <Moon aria-hidden="true" size={18} />
  </button>
);

/** A grid of whole headers repeats the banner and its navigation by design. */
const repeatedLandmarks = {
  a11y: {
    config: {
      rules: [
        { id: "landmark-no-duplicate-banner", enabled: false },
        { id: "landmark-unique", enabled: false },
        { id: "landmark-banner-is-top-level", enabled: false },
      ],
    },
  },
};

const meta = {
  title: "Site/SiteHeader",
  component: SiteHeader,
  parameters: { layout: "fullscreen" },
  args: {
    siteName: "启思编程",
    loggedIn: false,
    currentPath: "/articles/road-to-success?from=home",
    links: sampleHeaderLinks("/articles/road-to-success?from=home"),
    onCustomerService: fn(),
    onVisibleChange: fn(),
  },
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const LoggedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "登录/注册" })).toHaveAttribute(
      "href",
      "/login?from=%2Farticles%2Froad-to-success%3Ffrom%3Dhome",
    );
    await expect(canvas.getByRole("link", { name: "学习中心" })).toHaveAttribute("href", "/dashboard");
    await expect(canvas.getByRole("link", { name: "启思编程首页" })).toHaveAttribute("href", "/");
  },
};

export const LoggedIn: Story = {
  args: { loggedIn: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link", { name: "登录/注册" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "学习中心" })).toBeVisible();
  },
};

export const CourseArticles: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "主导航" });
    const hrefs = Array.from(nav.querySelectorAll("a")).map((a) => a.getAttribute("href"));
    await expect(hrefs).toEqual([
      "/articles/why-code-with-qisi",
      "/articles/curriculum-features",
      "/articles/road-to-success",
    ]);
    await expect(canvas.getByRole("link", { name: "成长路线" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.queryByRole("button", { name: "我们的特色" })).toBeNull();
  },
};

export const FeaturesMenu: Story = {
  args: { showFeaturesMenu: true },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole("button", { name: "我们的特色" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "true"));
    const book = await canvas.findByRole("link", { name: /编程思维启蒙书/ });
    await expect(book).toHaveAttribute("href", "/articles/first-thinking-book#purchase");
    await userEvent.tab();
    await expect(book).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "false"));
  },
};

export const SkipLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole("link", { name: "跳到主要内容" });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute("href", "#main");
  },
};

export const WithActions: Story = {
  args: { actions: <ThemeToggle /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "切换深色模式" })).toBeVisible();
  },
};

/** The features menu loads on demand: shoot the header once it is in. */
const featuresMenuLoaded: Story["play"] = async ({ canvas }) => {
  await canvas.findAllByRole("button", { name: "我们的特色" });
};

export const LongChineseText: Story = {
  args: { siteName: "启思编程·青少年编程思维训练营", showFeaturesMenu: true, actions: <ThemeToggle /> },
  play: featuresMenuLoaded,
};

export const ReportsVisibility: Story = {
  render: (args) => (
    <>
      <SiteHeader {...args} />
      <main id="main" style={{ height: "300vh", padding: 24 }}>
        <p>往下滚动，页头离开屏幕时会通知页面。</p>
      </main>
    </>
  ),
  play: async ({ args }) => {
    await waitFor(() => expect(args.onVisibleChange).toHaveBeenLastCalledWith(true));
    window.scrollTo({ top: 1200, behavior: "instant" });
    await waitFor(() => expect(args.onVisibleChange).toHaveBeenLastCalledWith(false));
    window.scrollTo({ top: 0, behavior: "instant" });
    await waitFor(() => expect(args.onVisibleChange).toHaveBeenLastCalledWith(true));
  },
};

export const Mobile: Story = {
  args: { showFeaturesMenu: true },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole("navigation", { name: "主导航" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "打开菜单" }));
    const sheet = await screen.findByRole("dialog", { name: "菜单" });
    const hrefs = Array.from(sheet.querySelectorAll("a")).map((a) => a.getAttribute("href"));
    await expect(hrefs).toEqual(
      expect.arrayContaining(["/downloads", "/terms/tos", "/terms/privacy-teen", "/dashboard"]),
    );
    await userEvent.click(screen.getByRole("button", { name: "联系客服" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onCustomerService).toHaveBeenCalledTimes(1);
  },
};

export const MobileMenuKeyboard: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "打开菜单" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("dialog", { name: "菜单" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const MobileLongSiteName: Story = {
  args: { siteName: "启思编程·青少年编程思维训练营", actions: <ThemeToggle /> },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(canvas.getByRole("button", { name: "打开菜单" })).toBeVisible();
  },
};

export const MobileLoggedIn: Story = {
  args: { loggedIn: true },
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const AllStates: Story = {
  parameters: repeatedLandmarks,
  render: (args) => (
    <div style={{ display: "grid", gap: 24 }}>
      <SiteHeader {...args} />
      <SiteHeader {...args} loggedIn />
      <SiteHeader {...args} showFeaturesMenu actions={<ThemeToggle />} />
    </div>
  ),
  play: featuresMenuLoaded,
};
