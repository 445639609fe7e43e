import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { DownloadTile } from "./DownloadTile";

const meta = {
  title: "Marketing/DownloadTile",
  component: DownloadTile,
  args: {
    platform: "win-10-11",
    version: "3.2.0",
    size: "86 MB",
    href: "/files/qisi-learning-3.2.0-setup.exe",
    note: "支持 64 位 Windows 10 和 Windows 11",
    detailsHref: "/downloads/win-10-11",
  },
  argTypes: {
    platform: { control: "select", options: ["win-10-11", "win-7", "mac", "ipad", "android", "other"] },
  },
  decorators: [
    // One tile at the width it gets in the downloads grid; the all-states grid lays out its own.
    (Story, { parameters }) =>
      parameters.grid ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 420 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof DownloadTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Windows: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole("link", { name: /下载\s*Windows 10\/11/ });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute("href", "/files/qisi-learning-3.2.0-setup.exe");
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: /安装说明/ })).toHaveFocus();
  },
};

export const Windows7: Story = {
  args: {
    platform: "win-7",
    version: "2.8.4",
    size: "79 MB",
    href: "/files/qisi-learning-2.8.4-win7.exe",
    note: "Windows 7 版不再增加新功能，建议升级系统后使用新版",
    detailsHref: "/downloads/win-7",
  },
};

export const Mac: Story = {
  args: {
    platform: "mac",
    version: "3.2.0",
    size: "112 MB",
    href: "/files/qisi-learning-3.2.0.dmg",
    note: "需要 macOS 11 或更高版本，支持 Apple 芯片和 Intel 芯片",
    detailsHref: "/downloads/mac",
  },
};

export const IPad: Story = {
  args: {
    platform: "ipad",
    version: "3.1.0",
    size: undefined,
    href: "https://apps.example.com/qisi-ipad",
    external: true,
    note: "在 App Store 搜索“启思编程”也能找到",
    detailsHref: "/downloads/ipad",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: /前往下载/ })).toHaveAttribute("target", "_blank");
  },
};

export const Android: Story = {
  args: {
    platform: "android",
    version: "3.0.2",
    size: "64 MB",
    href: "/files/qisi-learning-3.0.2.apk",
    note: "安装时如提示“未知来源”，请在设置中允许本次安装",
    detailsHref: "/downloads/android",
  },
};

export const ComingSoon: Story = {
  args: {
    platform: "other",
    name: "学习机和电视",
    version: undefined,
    size: undefined,
    href: undefined,
    note: "我们正在适配更多设备，上线后会第一时间通知",
    detailsHref: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link")).toBeNull();
    await expect(canvas.getByRole("button", { name: /敬请期待/ })).toBeDisabled();
  },
};

export const LongChineseText: Story = {
  args: {
    name: "Windows 10/11 家长管理版（含学习时长提醒与作品备份）",
    note: "适合家里多个孩子共用一台电脑：每个孩子登录自己的账号，作品分别保存，家长可以设置每天的学习时长提醒。",
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const AllStates: Story = {
  parameters: { grid: true },
  render: () => (
    <div style={{ display: "grid", gap: 16, gridTemplateColumns: "repeat(auto-fill, minmax(300px, 1fr))" }}>
      <DownloadTile
        platform="win-10-11"
        version="3.2.0"
        size="86 MB"
        href="/files/a.exe"
        detailsHref="/downloads/win-10-11"
      />
      <DownloadTile platform="win-7" version="2.8.4" size="79 MB" href="/files/b.exe" />
      <DownloadTile platform="mac" version="3.2.0" size="112 MB" href="/files/c.dmg" />
      <DownloadTile platform="ipad" version="3.1.0" href="https://apps.example.com/qisi" external />
      <DownloadTile platform="android" version="3.0.2" size="64 MB" href="/files/d.apk" />
      <DownloadTile platform="other" />
    </div>
  ),
};
