import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { sampleDashboardHrefs } from "../test-utils/sample-links";
import { DashboardShell } from "./DashboardShell";

const user = (
  <>
    <span
      aria-hidden="true"
      style={{
        display: "inline-grid",
        placeItems: "center",
        width: 40,
        height: 40,
        borderRadius: "50%",
        background: "currentColor",
      }}
    />
    <strong>小明同学</strong>
  </>
);

const meta = {
  title: "Dashboard/DashboardShell",
  component: DashboardShell,
  args: {
    hrefs: sampleDashboardHrefs,
    user,
    children: (
      <section>
        <h1 style={{ margin: 0 }}>学习中心</h1>
        <p>今天也来学一点新东西吧！</p>
      </section>
    ),
  },
} satisfies Meta<typeof DashboardShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const DefaultIsLearningCentre: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: "学习中心导航" });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole("link", { name: "学习中心" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "我的课程" })).toHaveAttribute(
      "href",
      "/dashboard/courses",
    );
    await expect(canvas.getByRole("link", { name: "我的作品" })).toHaveAttribute(
      "href",
      "/dashboard/projects",
    );
    await expect(canvas.getByRole("link", { name: "设置" })).toHaveAttribute("href", "/dashboard/settings");
  },
};

export const ActiveByHref: Story = {
  args: { activeHref: "/dashboard/projects" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "我的作品" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("link", { name: "学习中心" })).not.toHaveAttribute("aria-current");
  },
};

export const ActiveByLabel: Story = { args: { activeLabel: "设置" } };

export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "学习中心" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "我的课程" })).toHaveFocus();
  },
};

export const WithoutUser: Story = { args: { user: undefined } };

export const LongChineseText: Story = {
  args: {
    user: <strong>一个名字特别特别长的小小程序员同学</strong>,
    activeHref: "/dashboard/courses",
  },
};

export const Mobile: Story = {
  args: { activeHref: "/dashboard/courses" },
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 48 }}>
      {["/dashboard", "/dashboard/courses", "/dashboard/projects", "/dashboard/settings"].map((href) => (
        <DashboardShell key={href} {...args} activeHref={href} navLabel={`导航 ${href}`}>
          <p>{href}</p>
        </DashboardShell>
      ))}
    </div>
  ),
};
