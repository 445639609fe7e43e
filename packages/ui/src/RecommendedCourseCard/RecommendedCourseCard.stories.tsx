import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { storyCovers } from "../CourseCard/fixtures";
import { RecommendedCourseCard } from "./RecommendedCourseCard";

const meta = {
  title: "Dashboard/RecommendedCourseCard",
  component: RecommendedCourseCard,
  args: {
    course: {
      title: "Python 与 C++ 启蒙 · 第二阶段",
      summary: "用 Python 画画、做小游戏，再认识 C++ 的第一行代码。适合 9–12 岁，学过一点 Scratch 更好。",
      cover: storyCovers.python,
      kind: "python",
      priceFen: 129900,
      listPriceFen: 199900,
      href: "/app/25s2-python-cpp-02",
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof RecommendedCourseCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithListPrice: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("¥1,299")).toBeVisible();
    await expect(canvas.getByText(/¥1,999/)).toHaveTextContent("原价¥1,999");
    await userEvent.tab();
    const link = canvas.getByRole("link", { name: "Python 与 C++ 启蒙 · 第二阶段" });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute("href", "/app/25s2-python-cpp-02");
  },
};

export const PriceWithJiao: Story = {
  args: {
    course: {
      title: "Scratch 体验课",
      summary: "4 节小课，带孩子做出会动的贺卡。",
      kind: "scratch",
      priceFen: 990,
      href: "/app/23h2-python-01",
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("¥9.90")).toBeVisible();
  },
};

export const Free: Story = {
  args: {
    course: {
      title: "编程思维小讲堂",
      summary: "家长和孩子一起看的 5 分钟小视频。",
      priceFen: 0,
      href: "/app/free",
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("免费")).toBeVisible();
  },
};

export const LongChineseText: Story = {
  args: {
    course: {
      title: "信息学奥赛预备营：C++ 语法、基础算法与真题精讲（寒假集训班，每周三次直播加课后答疑）",
      summary:
        "从变量、循环、数组讲起，再到排序、搜索、动态规划入门。每节课配有闯关练习和老师点评，帮助孩子养成先想清楚、再动手写代码的好习惯。课程结束后还有一次模拟比赛，让孩子提前熟悉比赛流程。",
      cover: storyCovers.cpp,
      kind: "cpp",
      priceFen: 399900,
      listPriceFen: 459900,
      href: "/app/long",
    },
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 16 }}>
      <RecommendedCourseCard
        course={{ title: "有原价", summary: "划线价", priceFen: 9900, listPriceFen: 19900, href: "#a" }}
      />
      <RecommendedCourseCard
        course={{ title: "无封面", summary: "占位图", kind: "scratch", priceFen: 4950, href: "#b" }}
      />
      <RecommendedCourseCard course={{ title: "免费", summary: "免费课程", priceFen: 0, href: "#c" }} />
    </div>
  ),
};
