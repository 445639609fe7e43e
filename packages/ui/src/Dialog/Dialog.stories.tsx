import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { Button } from "../Button";
import { Dialog, DialogClose } from "./Dialog";

const meta = {
  title: "Foundation/Dialog",
  component: Dialog,
  args: {
    title: "联系课程顾问",
    description: "扫一扫下方二维码，课程顾问会为孩子推荐合适的课程。",
    trigger: <Button>打开对话框</Button>,
    onOpenChange: fn(),
    children: <p>工作时间：每天 9:00–21:00，节假日也在线。</p>,
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OpensAndClosesWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "打开对话框" });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "联系课程顾问" });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesWithCloseButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "打开对话框" }));
    await userEvent.click(await screen.findByRole("button", { name: "关闭" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const WithActions: Story = {
  args: {
    defaultOpen: true,
    title: "删除这个作品？",
    description: "删除后可以在 10 秒内撤销。",
    children: (
      <div style={{ display: "flex", gap: 12, justifyContent: "flex-end" }}>
        <DialogClose asChild>
          <Button variant="ghost">再想想</Button>
        </DialogClose>
        <Button variant="danger">删除</Button>
      </div>
    ),
  },
};

export const Sheet: Story = {
  args: { defaultOpen: true, variant: "sheet", title: "菜单", description: undefined },
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const LongChineseText: Story = {
  args: {
    defaultOpen: true,
    title: "家长须知：关于孩子使用在线编程平台的时间和个人信息保护",
    children: (
      <p>
        我们建议 12 岁以下的孩子每次连续使用不超过 40 分钟，并在家长陪伴下完成注册。平台只收集上课必需的信息，
        不会向第三方出售，也不会向孩子展示广告。家长可以随时在“设置”中查看、导出或删除孩子的作品和账号数据。
      </p>
    ),
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const AllStates: Story = { args: { defaultOpen: true } };
