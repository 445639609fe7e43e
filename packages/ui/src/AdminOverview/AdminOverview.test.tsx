import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { AdminOverview } from "./AdminOverview";

beforeAll(() => {
  i18n.load("zh-CN", {});
  i18n.activate("zh-CN");
});

const counts = { users: 3, orders: 5, paidOrders: 2, paidFen: 129900, payments: 4, redirects: 1 };

describe("AdminOverview", () => {
  it("pairs each number with its label in a description list", () => {
    render(
      <I18nProvider i18n={i18n}>
        <AdminOverview counts={counts} />
      </I18nProvider>,
    );
    const terms = screen.getAllByRole("term").map((dt) => dt.textContent);
    const values = screen.getAllByRole("definition").map((dd) => dd.textContent);
    expect(terms).toEqual(["注册用户", "订单", "支付", "短链接"]);
    expect(values).toEqual(["3", "5已支付 2 笔", "4已收款 ¥1,299", "1"]);
    expect(screen.getByText("已收款 ¥1,299")).toBeTruthy();
  });

  it("shows loading, not zeros, while there are no counts yet", () => {
    render(
      <I18nProvider i18n={i18n}>
        <AdminOverview counts={null} />
      </I18nProvider>,
    );
    expect(screen.getByRole("status").textContent).toBe("正在加载…");
    expect(screen.queryByRole("term")).toBeNull();
  });
});
