import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { RedirectForm } from "./RedirectForm";

const meta = {
  title: "Admin/RedirectForm",
  component: RedirectForm,
  args: { onCreate: fn(() => true) },
} satisfies Meta<typeof RedirectForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Creates: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText("短链接编号（可不填）"), "spring-camp");
    await userEvent.type(canvas.getByLabelText("跳转到"), "/app/23h2-python-01");
    await userEvent.click(canvas.getByRole("button", { name: "创建短链接" }));
    await expect(args.onCreate).toHaveBeenCalledWith({ id: "spring-camp", url: "/app/23h2-python-01" });
    // Created: the fields are ready for the next link.
    await expect(canvas.getByLabelText("跳转到")).toHaveValue("");
  },
};

export const Busy: Story = { args: { busy: true } };

export const ErrorState: Story = {
  name: "Error",
  args: { error: "短链接 /r/spring-camp 已经存在，换一个编号吧。", onCreate: fn(() => false) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("已经存在");
    await expect(canvas.getByLabelText("跳转到")).toHaveAttribute("aria-invalid", "true");
  },
};

export const LongChineseText: Story = {
  args: {
    error:
      "跳转地址要以 http://、https:// 或 / 开头，请检查后再试。如果要跳转到寒假集训班的报名页面，请复制浏览器地址栏里以 https:// 开头的完整地址。",
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
};
