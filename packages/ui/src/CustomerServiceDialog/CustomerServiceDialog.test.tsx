import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "../test-utils/render";
import { CustomerServiceDialog } from "./CustomerServiceDialog";

describe("CustomerServiceDialog", () => {
  it("renders nothing while closed", () => {
    renderWithI18n(<CustomerServiceDialog open={false} onOpenChange={() => {}} qrImageSrc="/qr.png" />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the code, its download and the service link when open", async () => {
    renderWithI18n(
      <CustomerServiceDialog
        open
        onOpenChange={() => {}}
        qrImageSrc="/qr.png"
        serviceUrl="https://qisi.example.com/service"
        serviceHours="每天 9:00–21:00"
      />,
    );
    const dialog = within(await screen.findByRole("dialog", { name: "联系客服老师" }));
    expect(dialog.getByRole("img", { name: "客服二维码" })).toBeTruthy();
    expect(dialog.getByRole("link", { name: "保存二维码图片" }).hasAttribute("download")).toBe(true);
    expect(dialog.getByText("服务时间：每天 9:00–21:00")).toBeTruthy();
    expect(dialog.getByRole("link", { name: /打开客服页面/ }).getAttribute("target")).toBe("_blank");
  });

  it("asks the app to close on Escape", async () => {
    const onOpenChange = vi.fn();
    renderWithI18n(<CustomerServiceDialog open onOpenChange={onOpenChange} qrImageSrc="/qr.png" />);
    await screen.findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe("CustomerServiceDialog focus", () => {
  it("returns focus to whatever opened it, since the app opens it without a Radix trigger", async () => {
    const { rerender } = renderWithI18n(
      <>
        <button type="button">联系客服</button>
        <CustomerServiceDialog open={false} onOpenChange={() => {}} qrImageSrc="/qr.png" />
      </>,
    );
    const opener = screen.getByRole("button", { name: "联系客服" });
    opener.focus();
    rerender(
      <>
        <button type="button">联系客服</button>
        <CustomerServiceDialog open onOpenChange={() => {}} qrImageSrc="/qr.png" />
      </>,
    );
    rerender(
      <>
        <button type="button">联系客服</button>
        <CustomerServiceDialog open={false} onOpenChange={() => {}} qrImageSrc="/qr.png" />
      </>,
    );
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
