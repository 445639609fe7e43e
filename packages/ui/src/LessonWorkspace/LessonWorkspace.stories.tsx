import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { LessonList } from "../LessonList";
import { LessonWorkspace } from "./LessonWorkspace";

const outline = (
  <LessonList
    lessonHref={(id) => `#${id}`}
    currentLessonId="l2"
    groups={[
      {
        id: "g1",
        title: "第一阶段",
        children: [
          {
            id: "1",
            lessonId: "l1",
            title: "第 1 课：你好，Python",
            kind: "lesson",
            state: "done",
          },
          {
            id: "2",
            lessonId: "l2",
            title: "第 2 课：变量是个盒子",
            kind: "lesson",
            state: "todo",
          },
          {
            id: "3",
            lessonId: "l3",
            title: "第 3 课：input 和 int",
            kind: "lesson",
            state: "todo",
          },
        ],
      },
    ]}
  />
);

const meta = {
  title: "Lesson/LessonWorkspace",
  component: LessonWorkspace,
  args: {
    title: "第 2 课：变量是个盒子",
    subtitle: "Python 与 C++ 双语编程 · 第 2 节",
    outline,
    children: <p style={{ margin: 0 }}>（这里是课程的步骤和编辑器）</p>,
  },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof LessonWorkspace>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OutlineDrawer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "第 2 课：变量是个盒子" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "课程目录" }));
    const drawer = await within(document.body).findByRole("dialog", { name: "课程目录" }, { timeout: 5000 });
    await expect(within(drawer).getByRole("navigation", { name: "课程目录" })).toBeVisible();
    await expect(within(drawer).getByRole("link", { current: "page" })).toHaveTextContent("变量是个盒子");
    await userEvent.keyboard("{Escape}");
    await expect(canvas.getByRole("button", { name: "课程目录" })).toHaveFocus();
  },
};

export const LongChineseText: Story = {
  args: {
    title: "第 12 课：用循环和条件一起做一个会自己判断对错的小小计算器，再给它加上漂亮的输出",
    subtitle: "Python 与 C++ 双语编程 · 第二阶段 · 第 12 节",
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const Dark: Story = { globals: { theme: "dark" } };

export const AllStates: Story = {};
