import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { LessonCelebration } from "./LessonCelebration";

const meta = {
  title: "Lesson/LessonCelebration",
  component: LessonCelebration,
  args: {
    exercises: 8,
    next: { href: "/class/c/l2", title: "第 2 课：变量是个盒子" },
    courseHref: "/class/c",
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof LessonCelebration>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithNextLesson: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "这节课完成啦！" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: /下一课：第 2 课/ })).toHaveAttribute(
      "href",
      "/class/c/l2",
    );
  },
};

export const LastLesson: Story = {
  args: { next: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link", { name: /下一课/ })).toBeNull();
    await expect(canvas.getByRole("link", { name: "回到课程" })).toBeVisible();
  },
};

export const LongChineseText: Story = {
  args: { next: { href: "/class/c/l9", title: "第 9 课：用循环和条件一起做一个会自己判断对错的小小计算器" } },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const Dark: Story = { globals: { theme: "dark" } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 24 }}>
      <LessonCelebration exercises={8} next={{ href: "/class/c/l2", title: "第 2 课：变量是个盒子" }} />
      <LessonCelebration exercises={3} courseHref="/class/c" />
    </div>
  ),
};
