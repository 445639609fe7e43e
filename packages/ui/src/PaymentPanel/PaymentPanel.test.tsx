import { describe, expect, it } from "vitest";
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
