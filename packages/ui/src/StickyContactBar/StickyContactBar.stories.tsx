import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { sampleTrialHref } from "../test-utils/sample-links";
import { StickyContactBar } from "./StickyContactBar";

const meta = {
  title: "Site/StickyContactBar",
  component: StickyContactBar,
  parameters: { layout: "fullscreen" },
  args: { visible: true, onCustomerService: fn(), trialHref: sampleTrialHref },
} satisfies Meta<typeof StickyContactBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Visible: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "联系客服" }));
    await expect(args.onCustomerService).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole("link", { name: "体验课程" })).toHaveAttribute(
      "href",
      "/app/25s2-python-cpp-01?view=all&plan=trial",
    );
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector("aside") as HTMLElement;
    await expect(bar).toHaveAttribute("data-state", "closed");
    await userEvent.tab();
    await expect(bar.contains(document.activeElement)).toBe(false);
  },
};

/** The app toggles `visible` as the header and footer leave and enter the viewport. */
export const SlidesInAndOut: Story = {
  render: (args) => {
    const [visible, setVisible] = useState(false);
    return (
      <div style={{ padding: 16 }}>
        <button type="button" onClick={() => setVisible((v) => !v)}>
          {visible ? "收起联系栏" : "显示联系栏"}
        </button>
        <StickyContactBar {...args} visible={visible} />
      </div>
    );
  },
  // No play here: a screenshot could catch a replay halfway (open in one run, closed in the next).
  // StickyContactBar.test.tsx clicks it in and out and uses it from the keyboard.
};

export const CustomTrialLink: Story = {
  args: { trialHref: "/app/23h2-python-01" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "体验课程" })).toHaveAttribute(
      "href",
      "/app/23h2-python-01",
    );
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const AllStates: Story = {};
