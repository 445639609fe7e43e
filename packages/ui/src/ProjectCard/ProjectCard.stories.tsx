import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { storyCovers } from "../CourseCard/fixtures";
import { ProjectCard } from "./ProjectCard";

const now = new Date("2026-11-22T10:00:00+08:00");

const meta = {
  title: "Dashboard/ProjectCard",
  component: ProjectCard,
  args: {
    project: {
      id: "p-1",
      kind: "scratch",
      title: "小猫钓鱼",
      thumbnail: storyCovers.scratch,
      updatedAt: "2026-11-19T09:30:00+08:00",
      href: "/studio/scratch/p-1",
    },
    now,
    onCopy: fn(),
    onRemix: fn(),
    onRename: fn(),
    onDelete: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
} satisfies Meta<typeof ProjectCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Scratch: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("Scratch")).toBeVisible();
    await expect(canvas.getByText("3 天前更新")).toBeVisible();
    await expect(canvas.getByRole("link", { name: /^打开\s*《小猫钓鱼》$/ })).toHaveAttribute(
      "href",
      "/studio/scratch/p-1",
    );
    await userEvent.click(canvas.getByRole("button", { name: /^复制\s*《小猫钓鱼》$/ }));
    await expect(args.onCopy).toHaveBeenCalledWith(args.project);
    await userEvent.click(canvas.getByRole("button", { name: /^改编\s*《小猫钓鱼》$/ }));
    await expect(args.onRemix).toHaveBeenCalledWith(args.project);
  },
};

export const PythonWithoutThumbnail: Story = {
  args: {
    project: {
      id: "p-2",
      kind: "python",
      title: "猜数字游戏",
      thumbnail: null,
      updatedAt: "2026-11-22T09:55:00+08:00",
      href: "/studio/python/p-2",
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Python")).toBeVisible();
    await expect(canvas.getByText("5 分钟前更新")).toBeVisible();
  },
};

export const RenameWithKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("button", { name: /^重命名\s*《小猫钓鱼》$/ });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const field = await screen.findByLabelText("作品名称");
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.clear(field);
    await userEvent.keyboard("{Enter}");
    await expect(await screen.findByRole("alert")).toHaveTextContent("请给作品起个名字");
    await userEvent.type(field, "  小猫钓大鱼 {Enter}");
    await expect(args.onRename).toHaveBeenCalledWith(args.project, "小猫钓大鱼");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const DeleteNeedsConfirmation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^删除\s*《小猫钓鱼》$/ }));
    const dialog = await screen.findByRole("dialog", { name: "删除《小猫钓鱼》？" });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(screen.getByRole("button", { name: "再想想" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: /^删除\s*《小猫钓鱼》$/ }));
    await userEvent.click(await screen.findByRole("button", { name: "删除" }));
    await expect(args.onDelete).toHaveBeenCalledWith(args.project);
  },
};

export const BusyCopying: Story = {
  args: { busy: "copy" },
  play: async ({ canvas, args }) => {
    const copy = canvas.getByRole("button", { name: /^复制\s*《小猫钓鱼》$/ });
    await expect(copy).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("button", { name: /^删除\s*《小猫钓鱼》$/ })).toBeDisabled();
    await userEvent.click(copy);
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

export const BusyDeleting: Story = { args: { busy: "delete" } };

export const OpenOnly: Story = {
  args: { onCopy: undefined, onRemix: undefined, onRename: undefined, onDelete: undefined },
};

export const LongChineseText: Story = {
  args: {
    project: {
      id: "p-3",
      kind: "scratch",
      title: "我的第一个大型冒险游戏：小猫穿越七大洲寻找失落的宝藏（第三版，加入了计分板和背景音乐）",
      updatedAt: "2025-06-01T12:00:00+08:00",
      href: "/studio/scratch/p-3",
    },
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 16 }}>
      <ProjectCard {...args} />
      <ProjectCard {...args} busy="copy" project={{ ...args.project, id: "b", title: "正在复制" }} />
      <ProjectCard
        {...args}
        busy="remix"
        project={{ ...args.project, id: "c", title: "正在改编", kind: "python" }}
      />
      <ProjectCard {...args} project={{ ...args.project, id: "d", title: "没有缩略图", thumbnail: null }} />
    </div>
  ),
};
