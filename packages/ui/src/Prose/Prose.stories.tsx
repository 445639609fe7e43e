import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Prose } from "./Prose";
import { SampleArticle } from "./sample-article";

const meta = {
  title: "Pages/Prose",
  component: Prose,
  args: { children: <SampleArticle /> },
} satisfies Meta<typeof Prose>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ReadingMeasure: Story = {
  play: async ({ canvasElement }) => {
    const prose = canvasElement.firstElementChild as HTMLElement;
    const paragraph = prose.querySelector("p") as HTMLElement;
    await expect(Number.parseFloat(getComputedStyle(paragraph).lineHeight)).toBeGreaterThan(
      Number.parseFloat(getComputedStyle(paragraph).fontSize) * 1.7,
    );
    await expect(prose.getBoundingClientRect().width).toBeLessThanOrEqual(46 * 16 + 1);
  },
};

export const NoHorizontalOverflow: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvasElement }) => {
    const prose = canvasElement.firstElementChild as HTMLElement;
    await expect(prose.scrollWidth).toBeLessThanOrEqual(prose.clientWidth + 1);
  },
};

export const ShortText: Story = {
  args: { children: <p>每一个会思考的孩子，都值得被认真对待。</p> },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const AllStates: Story = {};
