import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { sampleBookHrefs } from "../test-utils/sample-links";
import { BookPromotion } from "./BookPromotion";
import { sampleBook } from "./fixtures";

const meta = {
  title: "Marketing/BookPromotion",
  component: BookPromotion,
  args: { book: sampleBook, ...sampleBookHrefs },
} satisfies Meta<typeof BookPromotion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PurchaseLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const buy = canvas.getByRole("link", { name: "了解并购买" });
    await expect(buy).toHaveFocus();
    await expect(buy).toHaveAttribute("href", "/articles/first-thinking-book#purchase");
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "先看看配套视频" })).toHaveFocus();
  },
};

export const InsideASection: Story = {
  args: { headingLevel: 3 },
  render: (args) => (
    <div>
      <h2>给家长的推荐</h2>
      <BookPromotion {...args} />
    </div>
  ),
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const AllStates: Story = {};
