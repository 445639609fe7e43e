import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { Link } from "./Link";

const meta = {
  title: "Foundation/Link",
  component: Link,
  args: { href: "#course", children: "查看课程介绍" },
  argTypes: { tone: { control: "inline-radio", options: ["inline", "quiet", "standalone"] } },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Inline: Story = {
  render: (args) => (
    <p>
      想先看看孩子适不适合学编程？可以先<Link {...args}>读一读课程介绍</Link>，再决定要不要报名。
    </p>
  ),
};

export const Quiet: Story = { args: { tone: "quiet", children: "服务条款" } };
export const Standalone: Story = { args: { tone: "standalone", children: "查看全部课程 →" } };

export const External: Story = {
  args: { external: true, href: "https://beian.miit.gov.cn/", children: "京ICP备00000000号-1" },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link.getAttribute("rel")).toContain("noopener");
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link")).toHaveFocus();
  },
};

export const LongChineseText: Story = {
  args: {
    tone: "inline",
    children: "家长常见问题：孩子几岁开始学编程合适？每周要花多少时间？学完能参加哪些比赛？",
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 12 }}>
      <Link href="#a">inline 行内链接</Link>
      <Link href="#b" tone="quiet">
        quiet 安静链接
      </Link>
      <Link href="#c" tone="standalone">
        standalone 独立链接 →
      </Link>
    </div>
  ),
};
