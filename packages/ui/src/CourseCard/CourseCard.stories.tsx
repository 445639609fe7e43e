import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { CourseCard } from "./CourseCard";
import { storyCovers } from "./fixtures";

const meta = {
  title: "Dashboard/CourseCard",
  component: CourseCard,
  args: {
    course: {
      title: "Python 与 C++ 启蒙 · 第一阶段",
      cover: storyCovers.python,
      kind: "python",
      done: 5,
      total: 12,
      href: "/class/25s2-python-cpp-01",
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof CourseCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const InProgress: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 3 })).toHaveTextContent("Python 与 C++ 启蒙");
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "42");
    const link = canvas.getByRole("link", { name: /^继续学习\s*：Python 与 C\+\+ 启蒙 · 第一阶段$/ });
    await expect(link).toHaveAttribute("href", "/class/25s2-python-cpp-01");
  },
};

export const WithExercises: Story = {
  args: {
    course: {
      title: "Python 与 C++ 启蒙 · 第一阶段",
      kind: "python",
      done: 2,
      total: 12,
      exercises: { passed: 7, total: 30 },
      href: "/class/25s2-python-cpp-01",
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("练习通过 7 / 30 道")).toBeVisible();
  },
};

export const NotStarted: Story = {
  args: {
    course: { title: "Scratch 动画小剧场", kind: "scratch", done: 0, total: 8, href: "/class/scratch-01" },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: /^开始学习/ })).toBeVisible();
  },
};

export const Finished: Story = {
  args: {
    course: {
      title: "C++ 算法入门",
      cover: storyCovers.cpp,
      kind: "cpp",
      done: 10,
      total: 10,
      href: "/class/cpp",
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: /^复习课程/ })).toBeVisible();
  },
};

export const NoCover: Story = {
  args: { course: { title: "Python 小游戏工坊", kind: "python", done: 2, total: 6, href: "/class/py" } },
};

export const LongChineseText: Story = {
  args: {
    course: {
      title: "少儿编程思维训练营：从 Scratch 积木到 Python 代码，一步一步做出属于自己的小游戏和动画故事",
      kind: "scratch",
      done: 17,
      total: 48,
      href: "/class/long",
    },
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 16, gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))" }}>
      <CourseCard course={{ title: "未开始", kind: "scratch", done: 0, total: 8, href: "#a" }} />
      <CourseCard course={{ title: "学习中", cover: storyCovers.python, done: 3, total: 8, href: "#b" }} />
      <CourseCard course={{ title: "已学完", cover: storyCovers.cpp, done: 8, total: 8, href: "#c" }} />
      <CourseCard course={{ title: "没有课时", kind: "python", done: 0, total: 0, href: "#d" }} />
    </div>
  ),
};
