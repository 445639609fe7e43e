import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { PaymentPanel } from "./PaymentPanel";

const meta = {
  title: "Checkout/PaymentPanel",
  component: PaymentPanel,
  args: {
    channel: "native",
    amountFen: 129900,
    codeUrl: "weixin://wxpay/bizpayurl?pr=Qisi123",
    onPay: fn(),
    onCancel: fn(),
  },
  argTypes: { channel: { control: "inline-radio", options: ["native", "h5", "jsapi"] } },
} satisfies Meta<typeof PaymentPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NativeQrCode: Story = {
  play: async ({ canvas, args }) => {
    const qr = canvas.getByRole("img", { name: "微信支付二维码" });
    await expect(qr.tagName.toLowerCase()).toBe("svg");
    await expect(qr.querySelector("path")?.getAttribute("d")).toMatch(/^M2 2h1v1h-1z/);
    await expect(canvas.getByText("¥1,299")).toBeVisible();
    await expect(canvas.getByText(/扫一扫/)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "去微信支付" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "取消支付" }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const H5: Story = {
  args: { channel: "h5", codeUrl: undefined },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "去微信支付" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPay).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole("img")).toBeNull();
  },
};

export const Jsapi: Story = {
  args: { channel: "jsapi", codeUrl: undefined },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "微信支付" }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = {
  args: { channel: "h5", busy: true },
  play: async ({ canvas, args }) => {
    const pay = canvas.getByRole("button", { name: "去微信支付" });
    await expect(pay).toHaveAttribute("aria-busy", "true");
    await userEvent.click(pay);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const Cancelling: Story = { args: { cancelling: true } };

export const WithConfirmPaid: Story = {
  args: { onConfirmPaid: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "我已完成支付" }));
    await expect(args.onConfirmPaid).toHaveBeenCalledTimes(1);
  },
};

/** A fixed clock keeps the time left still for screenshots. */
const fixedNow = () => new Date("2026-11-22T12:00:00Z").getTime();

export const WithTimeLeft: Story = {
  args: { expiresAt: "2026-11-22T12:14:59Z", now: fixedNow, onExpired: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("请在 14:59 内完成支付")).toBeVisible();
    await expect(args.onExpired).not.toHaveBeenCalled();
  },
};

export const TimeUp: Story = {
  args: { expiresAt: "2026-11-22T11:59:00Z", now: fixedNow, onExpired: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("支付时间已到，请重新下单")).toBeVisible();
    await expect(args.onExpired).toHaveBeenCalledTimes(1);
  },
};

export const SmallAmount: Story = { args: { amountFen: 990 } };

export const LongCodeUrl: Story = {
  args: { codeUrl: `weixin://wxpay/bizpayurl?pr=${"Qisi".repeat(40)}` },
};

export const Mobile: Story = {
  args: { channel: "h5" },
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 16, flexWrap: "wrap", alignItems: "flex-start" }}>
      <PaymentPanel {...args} channel="native" expiresAt="2026-11-22T12:14:59Z" now={fixedNow} />
      <PaymentPanel {...args} channel="h5" />
      <PaymentPanel {...args} channel="jsapi" busy />
    </div>
  ),
};
