import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ServiceQrCode } from "./ServiceQrCode";
import { sampleQrImage } from "./sampleQr";

const meta = {
  title: "Site/ServiceQrCode",
  component: ServiceQrCode,
  args: { src: sampleQrImage() },
} satisfies Meta<typeof ServiceQrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Downloadable: Story = {
  args: { downloadName: "启思编程客服.svg" },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole("link", { name: "保存二维码图片" });
    await expect(link).toHaveAttribute("href", args.src);
    await expect(link).toHaveAttribute("download", "启思编程客服.svg");
  },
};

export const Small: Story = { args: { size: "sm" } };

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 32, alignItems: "start" }}>
      <ServiceQrCode {...args} size="sm" />
      <ServiceQrCode {...args} size="md" />
    </div>
  ),
};
