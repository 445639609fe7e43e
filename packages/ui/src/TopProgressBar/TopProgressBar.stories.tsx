import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor } from "storybook/test";
import { TopProgressBar } from "./TopProgressBar";

const meta = {
  title: "Site/TopProgressBar",
  component: TopProgressBar,
  parameters: { layout: "fullscreen" },
  args: { active: true },
} satisfies Meta<typeof TopProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Active: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "页面加载中" });
    const start = Number(bar.getAttribute("aria-valuenow"));
    await waitFor(() => expect(Number(bar.getAttribute("aria-valuenow"))).toBeGreaterThan(start));
  },
};

export const Idle: Story = {
  args: { active: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("progressbar")).toBeNull();
  },
};

export const CustomLabel: Story = { args: { label: "正在打开课程" } };

/** The app sets `active` while the router moves between different paths. */
export const Navigation: Story = {
  render: (args) => {
    const [active, setActive] = useState(false);
    return (
      <div style={{ padding: 24 }}>
        <button type="button" onClick={() => setActive((a) => !a)}>
          {active ? "页面加载完成" : "开始跳转"}
        </button>
        <TopProgressBar {...args} active={active} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "开始跳转" }));
    const bar = canvas.getByRole("progressbar");
    await expect(bar).toHaveAttribute("data-state", "running");
    await userEvent.click(canvas.getByRole("button", { name: "页面加载完成" }));
    await expect(bar).toHaveAttribute("aria-valuenow", "100");
    await waitFor(() => expect(canvas.queryByRole("progressbar")).toBeNull());
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const AllStates: Story = {};
