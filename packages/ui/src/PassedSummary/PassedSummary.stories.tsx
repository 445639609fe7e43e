import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { PassedSummary } from "./PassedSummary";

const meta = {
  title: "Lesson/PassedSummary",
  component: PassedSummary,
  args: { own: 9, parsons: 2, solution: 1 },
} satisfies Meta<typeof PassedSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EveryWay: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "练习是怎么做出来的" });
    await expect(list).toHaveTextContent("9 道是自己想出来的");
    await expect(list).toHaveTextContent("2 道是把程序拼好以后做出来的");
    await expect(list).toHaveTextContent("1 道是看了答案、弄懂以后做出来的");
  },
};

export const AllOnTheirOwn: Story = {
  args: { own: 24, parsons: 0, solution: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(1);
  },
};

export const Inline: Story = { args: { variant: "inline" } };

export const NothingPassedYet: Story = { args: { own: 0, parsons: 0, solution: 0 } };

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const Dark: Story = { globals: { theme: "dark" } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 24 }}>
      <PassedSummary {...args} />
      <PassedSummary {...args} own={3} parsons={0} solution={0} />
      <PassedSummary {...args} variant="inline" />
    </div>
  ),
};
