import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../Button";
import { sampleTermsHrefs } from "../test-utils/sample-links";
import { LoginDialog, type LoginDialogProps } from "./LoginDialog";

const meta = {
  title: "Login/LoginDialog",
  component: LoginDialog,
  args: {
    trigger: <Button>登录 / 注册</Button>,
    onRequestCode: fn<LoginDialogProps["onRequestCode"]>(async () => ({
      ok: true,
      challenge: "signed-demo",
    })),
    onVerify: fn<LoginDialogProps["onVerify"]>(async () => ({ ok: true })),
    onLoggedIn: fn(),
    onOpenChange: fn(),
    terms: sampleTermsHrefs,
  },
} satisfies Meta<typeof LoginDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OpensWithFocusOnPhone: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "登录 / 注册" }));
    const dialog = await screen.findByRole("dialog", { name: "登录 / 注册" });
    await waitFor(() => expect(screen.getByLabelText("手机号码")).toHaveFocus());
    await expect(dialog).toHaveAccessibleDescription(/新用户验证后自动注册/);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(canvas.getByRole("button", { name: "登录 / 注册" })).toHaveFocus();
  },
};

export const SignsIn: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText("手机号码"), "13800138000{Enter}");
    await userEvent.type(await screen.findByLabelText("短信验证码"), "123456{Enter}");
    await expect(await screen.findByRole("status")).toHaveTextContent("登录成功");
    await expect(args.onLoggedIn).toHaveBeenCalledTimes(1);
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const AllStates: Story = { args: { defaultOpen: true, defaultPhone: "138 0013 8000" } };
