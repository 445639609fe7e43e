import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { AdminOverview } from "./AdminOverview";

const meta = {
  title: "Admin/AdminOverview",
  component: AdminOverview,
  args: {
    counts: { users: 1284, orders: 356, paidOrders: 301, paidFen: 38_649_900, payments: 342, redirects: 12 },
    onRetry: fn(),
  },
  argTypes: { state: { control: "inline-radio", options: ["loading", "error", "ready"] } },
} satisfies Meta<typeof AdminOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("注册用户")).toBeVisible();
    await expect(canvas.getByText("1,284")).toBeVisible();
    await expect(canvas.getByText("已支付 301 笔")).toBeVisible();
    await expect(canvas.getByText("已收款 ¥386,499")).toBeVisible();
  },
};

export const Empty: Story = {
  args: { counts: { users: 0, orders: 0, paidOrders: 0, paidFen: 0, payments: 0, redirects: 0 } },
};

export const Loading: Story = {
  args: { state: "loading", counts: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("正在加载…");
  },
};

export const ErrorState: Story = {
  name: "Error",
  args: { state: "error", counts: null },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LargeNumbers: Story = {
  args: {
    counts: {
      users: 12_345_678,
      orders: 9_876_543,
      paidOrders: 8_765_432,
      paidFen: 123_456_789_900,
      payments: 9_999_999,
      redirects: 4321,
    },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
};
