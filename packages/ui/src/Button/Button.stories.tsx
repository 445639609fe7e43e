import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Button } from "./Button";

const meta = {
  title: "Foundation/Button",
  component: Button,
  args: { children: "开始学习", onClick: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "ghost", "danger"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "开始学习" }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: "secondary", children: "了解课程" } };
export const Ghost: Story = { args: { variant: "ghost", children: "稍后再说" } };
export const Danger: Story = { args: { variant: "danger", children: "删除作品" } };

export const KeyboardActivation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button")).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Busy: Story = {
  args: { busy: true, children: "正在保存" },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "正在保存" });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button")).toBeDisabled();
  },
};

export const LongChineseText: Story = {
  args: { children: "免费领取少儿编程体验课，和孩子一起动手做第一个小游戏" },
};

export const Mobile: Story = {
  args: { fullWidth: true, size: "lg" },
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const AllStates: Story = {
  render: () => (
    <div
      style={{
        display: "grid",
        gap: 12,
        gridTemplateColumns: "repeat(4, max-content)",
        alignItems: "center",
      }}
    >
      {(["primary", "secondary", "ghost", "danger"] as const).map((variant) =>
        (["sm", "md", "lg"] as const).map((size) => (
          <Button key={`${variant}-${size}`} variant={variant} size={size}>
            {variant} {size}
          </Button>
        )),
      )}
      <Button busy>正在保存</Button>
      <Button disabled>不可用</Button>
    </div>
  ),
};
