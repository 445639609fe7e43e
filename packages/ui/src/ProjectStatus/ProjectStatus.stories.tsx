import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
import { Button } from "../Button";
import { ProjectStatus, type ProjectStatusValue } from "./ProjectStatus";

const all: ProjectStatusValue[] = [
  "idle",
  "saving",
  "saved",
  "save-success",
  "copying",
  "copy-success",
  "remixing",
  "remix-success",
  "error",
];

const meta = {
  title: "Dashboard/ProjectStatus",
  component: ProjectStatus,
  args: { status: "saved" },
  argTypes: { status: { control: "select", options: all } },
} satisfies Meta<typeof ProjectStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Saving: Story = {
  args: { status: "saving" },
  play: async ({ canvas }) => {
    const region = canvas.getByRole("status");
    await expect(region).toHaveAttribute("aria-live", "polite");
    await expect(region).toHaveTextContent("正在保存…");
  },
};
export const Saved: Story = { args: { status: "saved" } };
export const SaveSuccess: Story = { args: { status: "save-success" } };
export const Copying: Story = { args: { status: "copying" } };
export const CopySuccess: Story = { args: { status: "copy-success", resultHref: "/studio/scratch/p-123" } };
export const Remixing: Story = { args: { status: "remixing" } };
export const RemixSuccess: Story = {
  args: { status: "remix-success", resultHref: "/studio/scratch/p-456" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("改编成功");
    await expect(canvas.getByRole("link", { name: "打开改编的作品" })).toHaveAttribute(
      "href",
      "/studio/scratch/p-456",
    );
  },
};
export const ErrorState: Story = { args: { status: "error" } };

export const LongChineseText: Story = {
  args: { status: "error", errorMessage: "作品太大了，超过了 5 MB，请删掉一些不用的造型和声音后再保存" },
};

/** The region is present before the change, so screen readers announce the new text. */
function SaveDemo() {
  const [status, setStatus] = useState<ProjectStatusValue>("idle");
  return (
    <div style={{ display: "flex", gap: 12, alignItems: "center" }}>
      <Button onClick={() => setStatus("saving")}>保存</Button>
      <Button variant="ghost" onClick={() => setStatus("save-success")}>
        完成
      </Button>
      <ProjectStatus status={status} />
    </div>
  );
}

export const AnnouncesChanges: Story = {
  render: () => <SaveDemo />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole("status");
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await expect(canvas.getByRole("status")).toBe(region);
    await expect(region).toHaveTextContent("正在保存…");
    await userEvent.click(canvas.getByRole("button", { name: "完成" }));
    await expect(region).toHaveTextContent("保存成功");
  },
};

export const Mobile: Story = {
  args: { status: "copy-success", resultHref: "/studio/scratch/p-1" },
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 8, justifyItems: "start" }}>
      {all.map((status) => (
        <ProjectStatus key={status} status={status} />
      ))}
    </div>
  ),
};
