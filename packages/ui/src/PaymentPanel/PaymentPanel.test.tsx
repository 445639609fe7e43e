import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { formatTimeLeft, PaymentPanel } from "./PaymentPanel";
import { qrPath } from "./qr";

describe("qrPath", () => {
  it("draws a square code with a quiet zone and the three finder patterns", () => {
    const { size, d } = qrPath("weixin://wxpay/bizpayurl?pr=abc1234");
    // Version 2 (25 modules) or more, plus 2 modules of border on each side.
    expect(size).toBeGreaterThanOrEqual(25 + 4);
    // The top-left finder pattern starts just inside the border.
    expect(d.startsWith("M2 2h1v1h-1z")).toBe(true);
    // The border itself stays light.
    expect(d).not.toMatch(/M[01] /);
  });

  it("changes with the text, so a new payment gets a new code", () => {
    expect(qrPath("a").d).not.toBe(qrPath("b").d);
  });
});

describe("formatTimeLeft", () => {
  it("reads as minutes and seconds", () => {
    expect(formatTimeLeft(899)).toBe("14:59");
    expect(formatTimeLeft(5)).toBe("0:05");
    expect(formatTimeLeft(-3)).toBe("0:00");
  });
});

describe("given a payment that expires", () => {
  beforeAll(() => {
    i18n.load("zh-CN", {});
    i18n.activate("zh-CN");
  });
  beforeEach(() => vi.useFakeTimers({ now: new Date("2026-11-22T12:00:00Z") }));
  afterEach(() => vi.useRealTimers());

  it("counts down and reports expiry once", async () => {
    const onExpired = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <PaymentPanel
          channel="h5"
          amountFen={990}
          onCancel={vi.fn()}
          expiresAt="2026-11-22T12:00:10Z"
          onExpired={onExpired}
        />
      </I18nProvider>,
    );
    expect(screen.getByText("请在 0:10 内完成支付")).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(11_000);
    });
    expect(screen.getByText("支付时间已到，请重新下单")).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});
