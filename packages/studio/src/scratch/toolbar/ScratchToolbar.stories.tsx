import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { ScratchToolbar } from "./ScratchToolbar.tsx";
import type { ScratchStudioStatus } from "./scratch-studio-status.ts";

/** The owner of a saved project, nothing happening: the props most stories start from. */
const owner = {
  title: "会走路的小启",
  status: "idle" as ScratchStudioStatus,
  dirty: false,
  readOnly: false,
  canSave: true,
  canSaveAsCopy: true,
  canRemix: false,
  shared: false,
  projectsHref: "/dashboard/projects",
  sourceHref: "https://github.com/scratchfoundation/scratch-editor",
};

/** Another learner's shared project, seen by someone signed in. */
const reader = {
  ...owner,
  readOnly: true,
  canSave: false,
  canSaveAsCopy: false,
  canRemix: true,
  shared: undefined,
};

const meta = {
  title: "Studio/Scratch/ScratchToolbar",
  component: ScratchToolbar,
  args: {
    ...owner,
    onTitleChange: fn(),
    onSave: fn(),
    onSaveAsCopy: fn(),
    onRemix: fn(),
    onSharedChange: fn(),
  },
} satisfies Meta<typeof ScratchToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the frame opens the project: only the title and Save's place are known. */
export const Loading: Story = {
  args: { title: "", status: "loading", canSaveAsCopy: false, shared: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("正在打开作品…");
  },
};

export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("");
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole("button", { name: "另存为副本" }));
    await expect(args.onSaveAsCopy).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole("button", { name: "改编" })).toBeNull();
  },
};

export const UnsavedChanges: Story = {
  args: { dirty: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("有修改还没保存");
    await userEvent.type(canvas.getByRole("textbox", { name: "作品名称" }), "!");
    await expect(args.onTitleChange).toHaveBeenCalledWith("会走路的小启!");
  },
};

export const Saving: Story = {
  args: { status: "saving", dirty: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("正在保存…");
    const save = canvas.getByRole("button", { name: "保存" });
    await expect(save).toHaveAttribute("aria-busy", "true");
    await expect(save).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { status: "saved" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("已保存");
  },
};

export const CreatingCopy: Story = {
  args: { status: "creating-copy" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("正在复制…");
    await expect(canvas.getByRole("button", { name: "另存为副本" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("button", { name: "保存" })).toBeDisabled();
  },
};

export const CreatingRemix: Story = {
  args: { ...reader, status: "creating-remix" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("正在改编…");
    await expect(canvas.getByRole("button", { name: "改编" })).toHaveAttribute("aria-busy", "true");
  },
};

/** Someone else's shared project: the title cannot be edited, Remix instead of Save, no share switch. */
export const ReadOnlyWithRemix: Story = {
  args: reader,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("textbox", { name: "作品名称" })).toHaveAttribute("readonly");
    await expect(canvas.queryByRole("button", { name: "保存" })).toBeNull();
    await expect(canvas.queryByRole("switch")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "改编" }));
    await expect(args.onRemix).toHaveBeenCalledOnce();
  },
};

export const SaveFailed: Story = {
  args: { status: "error:save-failed", dirty: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("出了点问题，没能保存");
    await expect(canvas.getByRole("button", { name: "保存" })).toBeEnabled();
  },
};

export const Shared: Story = {
  args: { shared: true },
  play: async ({ canvas, args }) => {
    const share = canvas.getByRole("switch", { name: "分享给同学" });
    await expect(share).toBeChecked();
    await userEvent.click(share);
    await expect(args.onSharedChange).toHaveBeenCalledWith(false);
  },
};

export const Sharing: Story = {
  args: { shared: false, sharing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: "分享给同学" })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { dirty: true, shared: true },
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const Dark: Story = {
  args: { status: "saved", shared: true },
  globals: { theme: "dark" },
};

const every: ScratchStudioStatus[] = [
  "loading",
  "idle",
  "saving",
  "saved",
  "creating-copy",
  "copy-created",
  "creating-remix",
  "remix-created",
  "restored",
  "needs-login",
  "error:read-only",
  "error:conflict",
  "error:not-found",
  "error:load-failed",
  "error:save-failed",
  "error:export-failed",
  "error",
];

/** Every status in one picture for visual review. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 4 }}>
      {every.map((status) => (
        <ScratchToolbar
          key={status}
          {...(status.endsWith("remix") ? { ...args, ...reader } : args)}
          status={status}
        />
      ))}
    </div>
  ),
};
