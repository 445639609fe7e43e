import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Button } from "../Button";
import {
  predictChoices,
  predictScratch,
  predictTyped,
  right,
  runStep,
  wrongOnce,
  wrongTwice,
} from "./fixtures";
import { PredictCard } from "./PredictCard";
import { RunStepCard } from "./RunStepCard";

const runAction = <Button variant="secondary">在编辑器里运行看看</Button>;

const meta = {
  title: "Lesson/StepCards",
  component: PredictCard,
  args: { predict: predictChoices, onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof PredictCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PredictByChoice: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("radio", { name: /^6\s+xx$/ }));
    await userEvent.click(canvas.getByRole("button", { name: "就猜这个" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ choice: 1 });
  },
};

export const PredictByTyping: Story = {
  args: { predict: predictTyped },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("button", { name: "就猜这个" })).toBeDisabled();
    await userEvent.type(canvas.getByRole("textbox"), "你好，小启");
    await userEvent.click(canvas.getByRole("button", { name: "就猜这个" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ text: "你好，小启" });
  },
};

export const PredictWrongOnce: Story = {
  args: { result: wrongOnce },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("还可以再试 1 次");
    await expect(canvas.queryByText("程序真正的输出：")).toBeNull();
  },
};

export const PredictWrongTwice: Story = {
  args: { result: wrongTwice, runAction },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("程序真正的输出：")).toBeVisible();
    await expect(canvas.getByText("✓ 正确答案")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "在编辑器里运行看看" })).toBeVisible();
  },
};

export const PredictRight: Story = { args: { result: right, locked: true, runAction } };

export const PredictScratch: Story = { args: { predict: predictScratch } };

export const RunAndSee: Story = {
  render: (args) => (
    <RunStepCard
      run={runStep}
      onSubmit={args.onSubmit}
      runAction={<Button variant="secondary">在编辑器里运行</Button>}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/可以改一改第 1 行的/)).toBeVisible();
  },
};

export const RunAndSeeAnswered: Story = {
  render: (args) => (
    <RunStepCard
      run={runStep}
      onSubmit={args.onSubmit}
      locked
      result={{ ...right, message: "答对了！", step: { right: true, triesLeft: 1, answer: 1 } }}
    />
  ),
};

export const LongChineseText: Story = {
  args: {
    predict: {
      ...predictChoices,
      question:
        "小明写了下面这段程序，想让电脑先把 x 乘以 2 打印出来，再把文字 x 重复两遍打印出来。你觉得运行以后，屏幕上一共会出现哪几行字？仔细看看引号在哪里。",
    },
    result: wrongTwice,
  },
};

export const Mobile: Story = {
  args: { result: wrongTwice },
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const Dark: Story = { args: { result: wrongTwice, runAction }, globals: { theme: "dark" } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 24 }}>
      <PredictCard predict={predictChoices} onSubmit={() => {}} />
      <PredictCard predict={predictTyped} onSubmit={() => {}} result={wrongOnce} />
      <PredictCard predict={predictChoices} onSubmit={() => {}} result={wrongTwice} />
      <PredictCard predict={predictChoices} onSubmit={() => {}} result={right} locked />
      <RunStepCard run={runStep} onSubmit={() => {}} />
    </div>
  ),
};
