import type { Payment } from "@qisi/api";
import { describe, expect, it } from "vitest";
import { h5PayUrl } from "./use-checkout";

const payment = (h5Url: string): Payment => ({
  id: "pay1",
  orderId: "o1",
  status: "pending",
  amountFen: 990,
  institution: "wechatpay",
  channel: "h5",
  h5Url,
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
});

describe("h5PayUrl", () => {
  it("asks WeChat's page to send the learner back to the sales page with the payment", () => {
    const url = new URL(h5PayUrl(payment("https://wx.tenpay.com/pay?prepay_id=1"), "/app/x?payment=pay1"));
    expect(url.origin).toBe("https://wx.tenpay.com");
    expect(url.searchParams.get("redirect_url")).toBe(`${location.origin}/app/x?payment=pay1`);
  });

  it("keeps the sandbox page on this site whatever address the server knows itself by", () => {
    expect(h5PayUrl(payment("http://localhost:0/tests/pay?payment=pay1"), "/app/x")).toBe(
      "/tests/pay?payment=pay1&return=%2Fapp%2Fx",
    );
  });
});
