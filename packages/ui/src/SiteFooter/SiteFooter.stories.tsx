import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";
import { sampleQrImage } from "../ServiceQrCode/sampleQr";
import { sampleFooterColumns } from "../test-utils/sample-links";
import { SiteFooter } from "./SiteFooter";

const meta = {
  title: "Site/SiteFooter",
  component: SiteFooter,
  parameters: { layout: "fullscreen" },
  args: {
    columns: sampleFooterColumns,
    siteName: "启思编程",
    companyName: "启思示例教育科技有限公司（示例）",
    filingNumber: "京ICP备00000000号-1（示例）",
    qrImageSrc: sampleQrImage(),
    qrDownloadName: "启思编程客服.svg",
    year: 2026,
    onVisibleChange: fn(),
  },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

const socialLinks = [
  { href: "https://example.com/qisi/wechat", label: "微信公众号（示例）" },
  { href: "https://example.com/qisi/bilibili", label: "哔哩哔哩（示例）" },
];

export const Playground: Story = {};

export const Columns: Story = {
  play: async ({ canvas }) => {
    for (const name of ["App 下载", "编程学习资源", "服务条款", "联系客服"]) {
      await expect(canvas.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await expect(canvas.getByRole("link", { name: "儿童/青少年个人信息保护规则" })).toHaveAttribute(
      "href",
      "/terms/privacy-teen",
    );
  },
};

export const BottomLine: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/© 2020–2026/)).toBeVisible();
    const filing = canvas.getByRole("link", { name: "京ICP备00000000号-1（示例）" });
    await expect(filing).toHaveAttribute("href", "https://beian.miit.gov.cn/");
    await expect(filing).toHaveAttribute("rel", "noopener noreferrer");
  },
};

export const SocialLinksHidden: Story = {
  args: { socialLinks },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("heading", { name: "关注我们" })).toBeNull();
    const block = canvasElement.querySelector("section[hidden]") as HTMLElement;
    await expect(block).not.toBeVisible();
    await expect(getComputedStyle(block).display).toBe("none");
  },
};

export const SocialLinksShown: Story = {
  args: { socialLinks, showSocialLinks: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "哔哩哔哩（示例）" })).toBeVisible();
  },
};

export const ReportsVisibility: Story = {
  render: (args) => (
    <div>
      <div style={{ height: "150vh", padding: 24 }}>
        <p>页面内容很长，滚到底部才能看到页脚。</p>
      </div>
      <SiteFooter {...args} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(false);
    canvasElement.querySelector("footer")?.scrollIntoView({ behavior: "instant" });
    await waitFor(() => expect(args.onVisibleChange).toHaveBeenLastCalledWith(true));
    window.scrollTo({ top: 0, behavior: "instant" });
    await waitFor(() => expect(args.onVisibleChange).toHaveBeenLastCalledWith(false));
  },
};

export const LongChineseText: Story = {
  args: {
    columns: sampleFooterColumns,
    siteName: "启思编程·青少年编程思维训练营",
    companyName: "北京启思示例教育科技有限公司上海分公司（示例，仅用于演示较长的公司名称）",
  },
};

export const FirstYear: Story = {
  args: { year: 2020 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/© 2020 /)).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const AllStates: Story = {
  args: { socialLinks, showSocialLinks: true },
};
