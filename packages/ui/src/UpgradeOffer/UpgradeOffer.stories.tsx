import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { UpgradeOffer } from "./UpgradeOffer";

const meta = {
  title: "Checkout/UpgradeOffer",
  component: UpgradeOffer,
  args: {
    trialTitle: "体验课",
    title: "第一阶段 · 完整课程",
    fullPriceFen: 129900,
    creditFen: 990,
    priceFen: 128910,
    onUpgrade: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: "26rem" }}>{Story()}</div>],
} satisfies Meta<typeof UpgradeOffer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Upgrade: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { name: "升级到完整课程" })).toBeVisible();
    await expect(canvas.getByText(/¥9\.90/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "升级到完整课程 ¥1,289.10" }));
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
  },
};

export const Busy: Story = { args: { busy: true } };

export const LongTitles: Story = {
  args: {
    trialTitle: "暑期特别体验课 · 3 节直播课 + 1 次作业点评",
    title: "Python 与 C++ 双语编程 · 第一阶段 · 全部 24 课（含配套练习册）",
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: "1rem" }}>
      <UpgradeOffer {...args} />
      <UpgradeOffer {...args} busy />
    </div>
  ),
};
