import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { OrderStatus, type OrderStatusValue } from "./OrderStatus";

const meta = {
  title: "Checkout/OrderStatus",
  component: OrderStatus,
  args: {
    status: "pending",
    orderTitle: "Python 与 C++ 启蒙 · 一学期",
    amountFen: 129900,
    onContinuePayment: fn(),
    onRetry: fn(),
    startHref: "/class/25s2-python-cpp-01",
    serviceHref: "https://qisi.example.com/service",
  },
  argTypes: {
    status: { control: "inline-radio", options: ["pending", "paid", "cancelled", "expired", "failed"] },
  },
} satisfies Meta<typeof OrderStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Pending: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { name: "等待支付" })).toBeVisible();
    await expect(canvas.getByText("Python 与 C++ 启蒙 · 一学期 · ¥1,299")).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onContinuePayment).toHaveBeenCalledTimes(1);
  },
};

export const Paid: Story = {
  args: { status: "paid" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "支付成功！" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "开始上课" })).toHaveAttribute(
      "href",
      "/class/25s2-python-cpp-01",
    );
  },
};

export const Cancelled: Story = {
  args: { status: "cancelled" },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "重新选择套餐" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Expired: Story = { args: { status: "expired" } };

export const Failed: Story = {
  args: { status: "failed" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "重新支付" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "联系客服" })).toBeVisible();
  },
};

export const WithoutActions: Story = {
  args: { status: "pending", onContinuePayment: undefined, orderTitle: undefined, amountFen: undefined },
};

export const LongChineseText: Story = {
  args: {
    status: "paid",
    orderTitle:
      "信息学奥赛预备营（C++ 语法 + 基础算法 + 真题精讲）寒假集训班 · 全年畅学套餐（含两次老师一对一点评）",
    amountFen: 459950,
  },
};

export const Mobile: Story = {
  args: { status: "failed" },
  globals: { viewport: { value: "mobile", isRotated: false } },
};

const all: OrderStatusValue[] = ["pending", "paid", "cancelled", "expired", "failed"];

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 16, gridTemplateColumns: "repeat(auto-fill, minmax(18rem, 1fr))" }}>
      {all.map((status) => (
        <OrderStatus key={status} {...args} status={status} />
      ))}
    </div>
  ),
};
