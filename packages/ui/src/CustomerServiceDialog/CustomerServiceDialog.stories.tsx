import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../Button";
import { sampleQrImage } from "../ServiceQrCode/sampleQr";
import { CustomerServiceDialog } from "./CustomerServiceDialog";

const meta = {
  title: "Site/CustomerServiceDialog",
  component: CustomerServiceDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    qrImageSrc: sampleQrImage(),
    qrDownloadName: "启思编程客服.svg",
    serviceUrl: "https://qisi.example.com/service",
    serviceHours: "每天 9:00–21:00，节假日也在线",
  },
} satisfies Meta<typeof CustomerServiceDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "联系客服老师" });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(screen.getByRole("link", { name: "保存二维码图片" })).toHaveAttribute(
      "download",
      "启思编程客服.svg",
    );
  },
};

/** How the app wires it: a button (or the header, footer, sticky bar) sets `open`. */
export const OpenedByTheApp: Story = {
  args: { open: false },
  render: (args) => {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>联系客服</Button>
        <CustomerServiceDialog {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "联系客服" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("dialog", { name: "联系客服老师" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ClosesWithCloseButton: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole("button", { name: "关闭" }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const CodeOnly: Story = {
  args: { serviceUrl: undefined, serviceHours: undefined },
  play: async () => {
    await screen.findByRole("dialog");
    await expect(screen.queryByRole("link", { name: /打开客服页面/ })).toBeNull();
  },
};

export const LongChineseText: Story = {
  args: { serviceHours: "周一至周五 9:00–21:00，周末及法定节假日 10:00–18:00（春节期间另行通知）" },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const AllStates: Story = {};
