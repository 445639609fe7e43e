import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { Button } from "../Button";
import { ToastRegion } from "./ToastRegion";
import { useToastQueue } from "./useToastQueue";

const meta = {
  title: "Site/Toast",
  component: ToastRegion,
  parameters: { layout: "fullscreen" },
  args: {
    onDismiss: fn(),
    toasts: [
      { id: "saved", tone: "success", message: "作品已保存，随时可以接着做。", duration: 0 },
      {
        id: "deleted",
        tone: "info",
        message: "已删除作品《会跳舞的小猫》",
        actionLabel: "撤销",
        onAction: fn(),
        duration: 0,
      },
      { id: "failed", tone: "error", message: "网络好像断开了，作品还没保存，请稍后再试。", duration: 0 },
    ],
  },
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Success: Story = {
  args: {
    toasts: [{ id: "s", tone: "success", message: "复制成功！新作品已放进“我的作品”。", duration: 0 }],
  },
};

export const ErrorTone: Story = {
  args: { toasts: [{ id: "e", tone: "error", message: "验证码不正确，请检查后重新输入。", duration: 0 }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("验证码不正确");
  },
};

export const UndoAction: Story = {
  args: {
    toasts: [{ id: "u", message: "已删除作品", actionLabel: "撤销", onAction: fn(), duration: 0 }],
  },
  play: async ({ args, canvas }) => {
    await userEvent.keyboard("{F8}");
    const undo = canvas.getByRole("button", { name: "撤销" });
    await expect(undo).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.toasts[0]?.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onDismiss).toHaveBeenCalledWith("u");
  },
};

export const EscapeDismisses: Story = {
  args: { toasts: [{ id: "i", message: "新课程已上线，去学习中心看看吧。", duration: 0 }] },
  play: async ({ args, canvas }) => {
    await userEvent.keyboard("{F8}");
    await expect(canvas.getByRole("button", { name: "关闭通知" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(args.onDismiss).toHaveBeenCalledWith("i");
  },
};

export const Empty: Story = {
  args: { toasts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "通知（F8）" })).toBeInTheDocument();
  },
};

/** A real queue: toasts leave by themselves, but not while the pointer rests on them. */
export const AutoDismiss: Story = {
  render: () => {
    const queue = useToastQueue();
    return (
      <div style={{ padding: 24 }}>
        <Button onClick={() => queue.show({ tone: "success", message: "保存成功", duration: 600 })}>
          保存
        </Button>
        <ToastRegion toasts={queue.toasts} onDismiss={queue.dismiss} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    const toast = await canvas.findByText("保存成功");
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(canvas.getByText("保存成功")).toBeInTheDocument();
    await userEvent.unhover(toast);
    await waitFor(() => expect(canvas.queryByText("保存成功")).toBeNull(), { timeout: 2000 });
  },
};

export const LongChineseText: Story = {
  args: {
    toasts: [
      {
        id: "long",
        tone: "info",
        message:
          "老师已经点评了你的作品《太空探险小游戏》，还给你留了一个新挑战：试着让飞船在碰到陨石时减少一条生命，并在屏幕右上角显示剩余生命数。",
        actionLabel: "去看看",
        onAction: fn(),
        duration: 0,
      },
    ],
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const AllStates: Story = {};
