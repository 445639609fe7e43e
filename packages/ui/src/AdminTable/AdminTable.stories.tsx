import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { AdminTable } from "./AdminTable";
import { longOrder, orderColumns, type SampleOrder, sampleOrders } from "./fixtures";

const meta = {
  title: "Admin/AdminTable",
  component: AdminTable<SampleOrder>,
  args: {
    title: "最近订单",
    columns: orderColumns,
    rows: sampleOrders,
    rowKey: (row: SampleOrder) => row.id,
    emptyText: "还没有订单。",
    page: { offset: 0, limit: 3, total: 8 },
    onPageChange: fn(),
    onRetry: fn(),
  },
  argTypes: { state: { control: "inline-radio", options: ["loading", "error", "ready"] } },
} satisfies Meta<typeof AdminTable<SampleOrder>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Paged: Story = {
  args: { page: { offset: 3, limit: 3, total: 8 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("table")).toBeVisible();
    await expect(canvas.getAllByRole("row")).toHaveLength(4);
    await expect(canvas.getByText("第 4–6 条，共 8 条")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "下一页" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await userEvent.click(canvas.getByRole("button", { name: "上一页" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(0);
  },
};

export const LastPage: Story = {
  args: { page: { offset: 6, limit: 3, total: 8 }, rows: sampleOrders.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("第 7–8 条，共 8 条")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "下一页" })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { state: "loading", rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("正在加载…");
    await expect(canvas.queryByRole("button", { name: "下一页" })).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [], page: { offset: 0, limit: 20, total: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("还没有订单。")).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

export const ErrorState: Story = {
  name: "Error",
  args: { state: "error", rows: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("没能加载出来");
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongChineseText: Story = {
  args: { rows: [longOrder, ...sampleOrders], title: "最近订单（含寒假集训班和全年畅学套餐的所有报名记录）" },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    // The table scrolls inside its own focusable region instead of widening the page.
    await expect(canvas.getByRole("table").parentElement).toHaveAttribute("tabindex", "0");
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 32 }}>
      <AdminTable {...args} />
      <AdminTable {...args} title="正在加载" state="loading" rows={[]} />
      <AdminTable {...args} title="空列表" rows={[]} page={{ offset: 0, limit: 20, total: 0 }} />
      <AdminTable {...args} title="出错了" state="error" rows={[]} />
    </div>
  ),
};
