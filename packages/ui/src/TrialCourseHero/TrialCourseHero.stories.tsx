import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { sampleTrialHref } from "../test-utils/sample-links";
import { TrialCourseHero } from "./TrialCourseHero";

const meta = {
  title: "Marketing/TrialCourseHero",
  component: TrialCourseHero,
  parameters: { layout: "fullscreen" },
  args: { eyebrow: "启发思考的编程学习", onCustomerService: fn(), trialHref: sampleTrialHref },
} satisfies Meta<typeof TrialCourseHero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TrialLink: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "体验课程" })).toHaveAttribute(
      "href",
      "/app/25s2-python-cpp-01?view=all&plan=trial",
    );
  },
};

export const KeyboardOrder: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "体验课程" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "咨询课程顾问" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onCustomerService).toHaveBeenCalledTimes(1);
  },
};

export const WithoutCustomerService: Story = { args: { onCustomerService: undefined, eyebrow: undefined } };

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const AllStates: Story = {};
