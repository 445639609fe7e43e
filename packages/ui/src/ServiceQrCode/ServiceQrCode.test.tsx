import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { ServiceQrCode } from "./ServiceQrCode";
import { sampleQrImage } from "./sampleQr";

describe("ServiceQrCode", () => {
  it("offers the same image it shows as a download", () => {
    renderWithI18n(<ServiceQrCode src="/media/service.png" downloadName="客服.png" />);
    expect(screen.getByRole("img", { name: "客服二维码" }).getAttribute("src")).toBe("/media/service.png");
    const link = screen.getByRole("link", { name: "保存二维码图片" });
    expect(link.getAttribute("href")).toBe("/media/service.png");
    expect(link.getAttribute("download")).toBe("客服.png");
  });

  it("builds a sample code as an SVG data URL for stories", () => {
    expect(sampleQrImage()).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });
});
