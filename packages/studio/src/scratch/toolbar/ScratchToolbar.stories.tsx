import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import type { StatusView } from "../../project/use-status-message.ts";
import { ScratchToolbar } from "./ScratchToolbar.tsx";

const status = (view: Partial<StatusView>): StatusView => ({
  status: "ready",
  action: null,
  problem: null,
  restored: false,
  ...view,
});

/** The owner of a saved project, nothing happening: the props most stories start from. */
const owner = {
  title: "会走路的小启",
  state: status({}),
  canSaveAsCopy: true,
  canRemix: false,
  shared: false,
  projectsHref: "/dashboard/projects",
  newHref: "/studio/scratch/editor",
  sourceHref: "https://github.com/scratchfoundation/scratch-editor",
};

/** Another learner's shared project, seen by someone signed in: 保存 makes it their own remix. */
const reader = { ...owner, canRemix: true, shared: undefined };

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
  args: { title: "", state: status({ status: "loading" }), canSaveAsCopy: false, shared: undefined },
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
  args: { state: status({ status: "dirty" }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("有修改还没保存");
    await userEvent.type(canvas.getByRole("textbox", { name: "作品名称" }), "!");
    await expect(args.onTitleChange).toHaveBeenCalledWith("会走路的小启!");
  },
};

export const Saving: Story = {
  args: { state: status({ status: "saving", action: "save" }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("正在保存…");
    const save = canvas.getByRole("button", { name: "保存" });
    await expect(save).toHaveAttribute("aria-busy", "true");
    await expect(save).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { state: status({ status: "saved", action: "save" }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("已保存");
  },
};

export const CreatingCopy: Story = {
  args: { state: status({ status: "saving", action: "copy" }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("正在复制…");
    await expect(canvas.getByRole("button", { name: "另存为副本" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("button", { name: "保存" })).toBeDisabled();
  },
};

export const CreatingRemix: Story = {
  args: { ...reader, state: status({ status: "saving", action: "remix" }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("正在改编…");
    await expect(canvas.getByRole("button", { name: "改编" })).toHaveAttribute("aria-busy", "true");
  },
};

/** Someone else's shared project: Remix beside Save (both make it the learner's own), no share switch. */
export const ReadOnlyWithRemix: Story = {
  args: reader,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("button", { name: "保存" })).toBeEnabled();
    await expect(canvas.queryByRole("switch")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "改编" }));
    await expect(args.onRemix).toHaveBeenCalledOnce();
  },
};

export const SaveFailed: Story = {
  args: { state: status({ status: "error", action: "save", problem: "failed" }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("出了点问题，没能完成");
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
  args: { state: status({ status: "dirty" }), shared: true },
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const Dark: Story = {
  args: { state: status({ status: "saved", action: "save" }), shared: true },
  globals: { theme: "dark" },
};

const every: StatusView[] = [
  status({ status: "loading" }),
  status({}),
  status({ status: "dirty" }),
  status({ status: "dirty", restored: true }),
  status({ status: "saving", action: "save" }),
  status({ status: "saved", action: "save" }),
  status({ status: "saving", action: "copy" }),
  status({ status: "saved", action: "copy" }),
  status({ status: "saving", action: "remix" }),
  status({ status: "saved", action: "remix" }),
  status({ status: "conflict", action: "save" }),
  status({ status: "offline", action: "save" }),
  status({ status: "error", problem: "needs-login" }),
  status({ status: "error", problem: "not-found" }),
  status({ status: "error", problem: "too-many" }),
  status({ status: "error", problem: "too-big" }),
  status({ status: "error", problem: "failed" }),
];

/** Every status in one picture for visual review. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 4 }}>
      {every.map((state) => (
        <ScratchToolbar
          key={`${state.status}-${state.action}-${state.problem}-${state.restored}`}
          {...(state.action === "remix" ? { ...args, ...reader } : args)}
          state={state}
        />
      ))}
    </div>
  ),
};
