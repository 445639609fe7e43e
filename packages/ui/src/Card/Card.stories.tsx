import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Button } from "../Button";
import { Inline } from "../Stack";
import { Card } from "./Card";

const Body = ({ title = "我的账号" }: { title?: string }) => (
  <>
    <h2 id="card-title" style={{ margin: 0, fontSize: "1.25rem" }}>
      {title}
    </h2>
    <p style={{ margin: 0 }}>手机号码 138 0013 8000，2026 年 9 月加入启思编程。</p>
    <Inline>
      <Button size="sm">修改资料</Button>
      <Button size="sm" variant="ghost">
        退出登录
      </Button>
    </Inline>
  </>
);

const meta = {
  title: "Foundation/Card",
  component: Card,
  args: { as: "section", "aria-labelledby": "card-title", children: <Body /> },
  argTypes: {
    tone: { control: "inline-radio", options: ["plain", "raised", "brand", "sunken"] },
    padding: { control: "inline-radio", options: ["md", "lg", "xl"] },
    gap: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Plain: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "我的账号" })).toBeVisible();
  },
};

export const Raised: Story = { args: { tone: "raised", children: <Body title="立即报名" /> } };
export const Brand: Story = { args: { tone: "brand", children: <Body title="登录后就能上这节课" /> } };
export const Sunken: Story = { args: { tone: "sunken", children: <Body title="课程信息" /> } };
export const Roomy: Story = { args: { padding: "xl", gap: "lg" } };
export const Compact: Story = { args: { padding: "md", gap: "sm" } };

export const LongChineseText: Story = {
  args: {
    children: (
      <Body title="这是一张标题特别长的卡片：孩子的学习报告、作品和课程进度都会汇总在这里，每周一早上更新一次" />
    ),
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const Dark: Story = { args: { tone: "raised" }, globals: { theme: "dark" } };

export const AllStates: Story = {
  args: { as: "div", "aria-labelledby": undefined },
  render: () => (
    <div style={{ display: "grid", gap: 16, gridTemplateColumns: "repeat(2, minmax(0, 1fr))" }}>
      <Card>普通</Card>
      <Card tone="raised">浮起</Card>
      <Card tone="brand">品牌色</Card>
      <Card tone="sunken">下沉</Card>
      <Card padding="md" gap="sm">
        紧凑
      </Card>
      <Card padding="xl" gap="lg">
        宽松
      </Card>
    </div>
  ),
};
