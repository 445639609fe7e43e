import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { AdminTable } from "./AdminTable";
import { orderColumns, type SampleOrder, sampleOrders } from "./fixtures";

beforeAll(() => {
  i18n.load("zh-CN", {});
  i18n.activate("zh-CN");
});

const wrap = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const base = {
  title: "最近订单",
  columns: orderColumns,
  rowKey: (row: SampleOrder) => row.id,
  emptyText: "还没有订单。",
};

describe("AdminTable", () => {
  it("renders a header row and one row per item, money right-aligned", () => {
    wrap(<AdminTable {...base} rows={sampleOrders} />);
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "下单时间",
      "课程",
      "账号",
      "状态",
      "金额",
    ]);
    expect(screen.getAllByRole("row")).toHaveLength(1 + sampleOrders.length);
    expect(screen.getByRole("cell", { name: "¥1,299" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("最近订单");
  });

  it("says so when there is nothing, and shows no pager", () => {
    wrap(<AdminTable {...base} rows={[]} page={{ offset: 0, limit: 20, total: 0 }} onPageChange={vi.fn()} />);
    expect(screen.getByText("还没有订单。")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("button", { name: "下一页" })).toBeNull();
  });

  it("shows the server's words on error and retries", () => {
    const onRetry = vi.fn();
    wrap(<AdminTable {...base} rows={[]} state="error" errorText="服务器开小差了" onRetry={onRetry} />);
    expect(screen.getByRole("alert").textContent).toContain("服务器开小差了");
    fireEvent.click(screen.getByRole("button", { name: "重试" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("pages by whole pages and stops at both ends", () => {
    const onPageChange = vi.fn();
    wrap(
      <AdminTable
        {...base}
        rows={sampleOrders}
        page={{ offset: 0, limit: 3, total: 5 }}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByText("第 1–3 条，共 5 条")).toBeTruthy();
    expect((screen.getByRole("button", { name: "上一页" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "下一页" }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});
