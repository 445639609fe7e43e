import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { VisuallyHidden } from "./VisuallyHidden";

const meta = {
  title: "Foundation/VisuallyHidden",
  component: VisuallyHidden,
  args: { children: "只给读屏软件听的说明" },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ReadByScreenReaders: Story = {
  render: (args) => (
    <button type="button">
      <span aria-hidden="true">✕</span>
      <VisuallyHidden {...args}>关闭对话框</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "关闭对话框" })).toBeInTheDocument();
  },
};

export const SkipLink: Story = {
  args: { as: "a", href: "#main", focusable: true, children: "跳到正文" },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "跳到正文" });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};

export const AllStates: Story = {
  render: () => (
    <p>
      看得见的文字
      <VisuallyHidden>（看不见，但读屏软件会读出来）</VisuallyHidden>
    </p>
  ),
};
