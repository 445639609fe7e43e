import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { EmptyState } from "./EmptyState";

const meta = {
  title: "Dashboard/EmptyState",
  component: EmptyState,
  args: {
    title: "还没有作品",
    description: "打开 Scratch 编辑器，拖几块积木，做出你的第一个小动画吧！",
    action: { label: "开始创作", href: "/studio/scratch/editor" },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithAction: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "还没有作品" })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "开始创作" })).toHaveFocus();
  },
};

export const NoCourses: Story = {
  args: {
    title: "还没有开始学习的课程",
    description: "先上一节免费体验课，看看孩子喜不喜欢。",
    action: { label: "体验课程", href: "/app/25s2-python-cpp-01?view=all" },
  },
};

export const TitleOnly: Story = { args: { description: undefined, action: undefined } };

export const LongChineseText: Story = {
  args: {
    title: "这里暂时空空的，等你来填满：每完成一节课，老师布置的小作品都会自动保存到这里",
    description:
      "如果你在别的设备上做过作品，请确认用的是同一个手机号码登录。作品保存在云端，换电脑、换平板都能接着做，不用担心丢失。",
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 16 }}>
      <EmptyState title="完整" description="有说明、有按钮" action={{ label: "去看看", href: "#a" }} />
      <EmptyState title="只有说明" description="没有按钮" headingLevel={3} />
      <EmptyState title="只有标题" headingLevel={3} />
    </div>
  ),
};
