import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { SampleArticle } from "../Prose/sample-article";
import { ArticleLayout } from "./ArticleLayout";

const toc = [
  { id: "why", text: "为什么从小学编程", level: 2 as const },
  { id: "order", text: "三种基本结构", level: 3 as const },
  { id: "plan", text: "学习路线一览", level: 2 as const },
];

const meta = {
  title: "Pages/ArticleLayout",
  component: ArticleLayout,
  parameters: { layout: "fullscreen" },
  args: {
    title: "成长路线：从积木到代码",
    lead: "孩子每个阶段该学什么、学到什么程度，一张路线图说清楚。",
    breadcrumbs: [
      { label: "首页", href: "/" },
      { label: "课程介绍", href: "/articles/why-code-with-qisi" },
    ],
    toc,
    meta: "更新于 2026 年 11 月 · 阅读约 6 分钟",
    children: <SampleArticle />,
  },
} satisfies Meta<typeof ArticleLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TableOfContents: Story = {
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole("navigation", { name: "本文目录" });
    const hrefs = Array.from(nav.querySelectorAll("a")).map((a) => a.getAttribute("href"));
    await expect(hrefs).toEqual(["#why", "#order", "#plan"]);
    // Every entry points at a real heading that clears the top edge when jumped to.
    for (const href of hrefs) {
      const heading = canvasElement.querySelector(href as string) as HTMLElement;
      await expect(Number.parseFloat(getComputedStyle(heading).scrollMarginTop)).toBeGreaterThan(0);
    }
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "为什么从小学编程" })).toHaveFocus();
  },
};

export const Breadcrumbs: Story = {
  play: async ({ canvas }) => {
    const trail = canvas.getByRole("navigation", { name: "当前位置" });
    await expect(trail.querySelector("[aria-current='page']")).toHaveTextContent("成长路线：从积木到代码");
  },
};

export const BackLink: Story = {
  args: {
    breadcrumbs: [],
    back: { label: "视频列表", href: "/articles/first-thinking-book/videos" },
    title: "第 3 集：排队买票里的循环",
    toc: [],
    lead: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "返回视频列表" })).toHaveAttribute(
      "href",
      "/articles/first-thinking-book/videos",
    );
  },
};

export const WithoutExtras: Story = {
  args: { breadcrumbs: [], toc: [], lead: undefined, meta: undefined, title: "服务条款" },
};

export const LongChineseText: Story = {
  args: {
    title: "儿童/青少年个人信息保护规则：我们如何收集、使用、保存和保护孩子的个人信息（家长必读）",
    lead: "本规则说明在孩子使用启思编程时，我们会处理哪些信息、为什么需要、保存多久，以及家长可以如何查看、更正和删除这些信息。",
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const AllStates: Story = {};
