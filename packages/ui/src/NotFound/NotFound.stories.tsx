import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { NotFound } from "./NotFound";

const meta = {
  title: "Pages/NotFound",
  component: NotFound,
  args: { onBack: fn(), path: "/articles/road-to-sucess" },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WaysOut: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "回到首页" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "返回上一页" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const NoHistory: Story = {
  args: { onBack: undefined, path: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "返回上一页" })).toBeNull();
  },
};

export const LongAddress: Story = {
  args: { path: "/articles/first-thinking-book/videos/第三集-排队买票里的循环-家长陪读版-2026-秋季更新" },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const AllStates: Story = {};
