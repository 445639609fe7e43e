import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { OrderStatus, type OrderStatusValue } from "./OrderStatus";

beforeAll(() => {
  i18n.load("zh-CN", {});
  i18n.activate("zh-CN");
});

const titles: [OrderStatusValue, string][] = [
  ["pending", "等待支付"],
  ["paid", "支付成功！"],
  ["cancelled", "订单已取消"],
  ["expired", "订单已超时"],
  ["failed", "支付没有成功"],
];

describe("OrderStatus", () => {
  it.each(titles)("titles %s as %s", (status, title) => {
    render(
      <I18nProvider i18n={i18n}>
        <OrderStatus status={status} />
      </I18nProvider>,
    );
    expect(screen.getByRole("heading").textContent).toBe(title);
  });

  it("offers only the actions that fit the state", () => {
    render(
      <I18nProvider i18n={i18n}>
        <OrderStatus
          status="paid"
          onRetry={vi.fn()}
          onContinuePayment={vi.fn()}
          startHref="/dashboard/courses"
        />
      </I18nProvider>,
    );
    expect(screen.getAllByRole("link").map((a) => a.textContent)).toEqual(["开始上课"]);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
