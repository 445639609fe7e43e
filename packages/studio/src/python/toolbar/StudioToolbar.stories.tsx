import { Button } from "@qisi/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import type { RunnerStatus } from "../runner/python-runner.ts";
import { StudioToolbar } from "./StudioToolbar.tsx";

const all: RunnerStatus[] = ["loading", "ready", "running", "checking", "waiting-input", "failed"];

const meta = {
  title: "Studio/Python/StudioToolbar",
  component: StudioToolbar,
  args: { status: "ready", onRun: fn(), onStop: fn() },
  argTypes: { status: { control: "select", options: all } },
} satisfies Meta<typeof StudioToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("准备好了");
    await expect(canvas.getByRole("button", { name: "停止" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "运行" }));
    await expect(args.onRun).toHaveBeenCalledOnce();
  },
};

export const Running: Story = {
  args: { status: "running" },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("button", { name: "运行" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "停止" }));
    await expect(args.onStop).toHaveBeenCalledOnce();
  },
};

/** A lesson's check runs the learner's code: Stop works as for a run. */
export const Checking: Story = {
  args: { status: "checking" },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("正在检查你的程序…");
    await expect(canvas.getByRole("button", { name: "运行" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "停止" }));
    await expect(args.onStop).toHaveBeenCalledOnce();
  },
};

/** As the site uses it: the title first, the save state and buttons after. */
const titleAndSave = {
  start: (
    <label style={{ display: "flex", flex: "1 1 6em", maxWidth: "14em" }}>
      <span style={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}>
        作品名称
      </span>
      <input defaultValue="我的第一个海龟画图作品" style={{ width: "100%", minWidth: 0, font: "inherit" }} />
    </label>
  ),
  end: (
    <>
      <span>有修改还没保存</span>
      <Button size="sm">保存</Button>
    </>
  ),
};

export const WithTitleAndSave: Story = { args: { ...titleAndSave, status: "waiting-input" } };

export const Mobile: Story = {
  args: { ...titleAndSave, status: "running" },
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 8 }}>
      {all.map((status) => (
        <StudioToolbar key={status} {...args} status={status} />
      ))}
    </div>
  ),
};
