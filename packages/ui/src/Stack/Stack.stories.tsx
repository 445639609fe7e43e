import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Button } from "../Button";
import { Inline, Stack } from "./Stack";

const Box = ({ children }: { children: string }) => (
  <div style={{ padding: "8px 12px", border: "1px dashed currentColor", borderRadius: 8 }}>{children}</div>
);

const meta = {
  title: "Foundation/Stack",
  component: Stack,
  args: {
    children: [
      <Box key="1">第一课 认识 Scratch</Box>,
      <Box key="2">第二课 让小猫动起来</Box>,
      <Box key="3">第三课 造一个迷宫</Box>,
    ],
  },
  argTypes: {
    gap: { control: "select", options: ["none", "xxs", "xs", "sm", "md", "lg", "xl", "xxl"] },
    align: { control: "inline-radio", options: ["stretch", "start", "center", "end"] },
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AsList: Story = {
  args: {
    as: "ul",
    children: [<li key="1">顺序</li>, <li key="2">循环</li>, <li key="3">条件</li>],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
  },
};

export const Gaps: Story = {
  render: () => (
    <Inline gap="xl" align="start">
      {(["xs", "md", "xl"] as const).map((gap) => (
        <Stack key={gap} gap={gap}>
          <Box>{gap}</Box>
          <Box>{gap}</Box>
        </Stack>
      ))}
    </Inline>
  ),
};

export const InlineButtons: Story = {
  render: () => (
    <Inline>
      <Button>保存</Button>
      <Button variant="secondary">另存为副本</Button>
      <Button variant="ghost">取消</Button>
    </Inline>
  ),
};

export const InlineBetween: Story = {
  render: () => (
    <Inline justify="between">
      <strong>我的作品（12）</strong>
      <Button size="sm">新建 Scratch 作品</Button>
    </Inline>
  ),
};

export const InlineWraps: Story = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <Inline gap="xs">
        {["顺序", "循环", "条件", "变量", "列表", "函数", "事件", "调试"].map((tag) => (
          <Box key={tag}>{tag}</Box>
        ))}
      </Inline>
    </div>
  ),
};

export const Mobile: Story = {
  render: () => (
    <Stack gap="lg">
      <Inline justify="between">
        <strong>我的课程</strong>
        <Button size="sm">去选课</Button>
      </Inline>
      <Box>Python 入门</Box>
      <Box>C++ 基础</Box>
    </Stack>
  ),
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const AllStates: Story = {
  render: () => (
    <Stack gap="xl">
      <Stack gap="xs" align="start">
        <Box>左对齐</Box>
        <Box>一列</Box>
      </Stack>
      <Stack gap="xs" align="center">
        <Box>居中</Box>
      </Stack>
      <Inline justify="end">
        <Box>靠右</Box>
        <Box>一行</Box>
      </Inline>
      <Inline align="end" nowrap>
        <Box>底部对齐</Box>
        <div style={{ height: 64, width: 24, border: "1px dashed currentColor" }} />
      </Inline>
    </Stack>
  ),
};
