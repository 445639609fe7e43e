import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { HintLadder, type HintLadderProps } from "./HintLadder";
import type { HintRung } from "./types";

const puzzleLines = ["print(a + b)", "b = int(input())", "a = int(input())", "print(a, b)"];

const ladder: HintRung[] = [
  { kind: "hint", index: 0, text: "input() 得到的是文字，想一想怎样把文字变成数字。" },
  { kind: "hint", index: 1, text: "看看第二行：读进来的东西要先变成数字，再相加。" },
  { kind: "parsons", index: 2, lines: puzzleLines, puzzle: { lines: puzzleLines, indent: true } },
  { kind: "solution", index: 3, code: "a = int(input())\nb = int(input())\nprint(a + b)\n" },
];

/** A stand-in for the app's blocks picture (the real one is drawn by the Scratch editor). */
const blocksPicture = () => (
  <p style={{ margin: 0 }} role="img" aria-label="小启 的积木：当 绿旗 被点击，重复执行 10 次，移动 10 步">
    【当 🏁 被点击 → 重复执行 10 次 → 移动 10 步】
  </p>
);

/** The ladder as the page drives it: each reveal hands over the next rung. */
function Interactive(props: Partial<HintLadderProps>) {
  const [revealed, setRevealed] = useState<HintRung[]>(props.revealed ?? []);
  return (
    <HintLadder
      total={4}
      nudges={2}
      language="python"
      {...props}
      revealed={revealed}
      onReveal={(options) => {
        props.onReveal?.(options);
        setRevealed((r) => ladder.slice(0, r.length + 1));
      }}
    />
  );
}

const meta = {
  title: "Lesson/HintLadder",
  component: HintLadder,
  args: {
    revealed: [],
    total: 4,
    nudges: 2,
    onReveal: fn(),
    onUseParsons: fn(),
    onCheckParsons: fn(async () => ({
      passed: true,
      total: 3,
      passedTests: 3,
      message: "拼对了！可以放进编辑器，再点“检查”。",
      program: "a = int(input())\nb = int(input())\nprint(a + b)\n",
    })),
    language: "python",
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof HintLadder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { render: (args) => <Interactive {...args} revealed={[]} /> };

export const NoHintsYet: Story = {};

export const OneNudge: Story = {
  args: { revealed: ladder.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("提示 1 / 4")).toBeVisible();
    await expect(canvas.getByText("已经看了 1 / 4 个提示")).toBeVisible();
  },
};

export const ClimbTheLadder: Story = {
  render: (args) => <Interactive {...args} revealed={[]} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "给我一个提示" }));
    await expect(canvas.getByText(/想一想怎样把文字变成数字/)).toBeVisible();
    await expect(canvas.getByText("已经看了 1 / 4 个提示")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "再给我一个提示" }));
    await userEvent.click(canvas.getByRole("button", { name: "再给我一个提示" }));
    await expect(canvas.getByRole("list", { name: "拼好的程序" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "看参考答案" }));
    const dialog = await within(document.body).findByRole(
      "dialog",
      { name: "现在就看答案吗？" },
      { timeout: 5000 },
    );
    await expect(dialog).toHaveTextContent("看答案也算用了一次提示");
    await userEvent.click(within(dialog).getByRole("button", { name: "我想好了，看答案" }));
    await expect(args.onReveal).toHaveBeenLastCalledWith({ confirm: true });
    await expect(canvas.getByText("提示 4 / 4：参考答案")).toBeVisible();
  },
};

/** The puzzle with a distractor: set it aside, order and indent the rest by keyboard, check, use. */
export const ParsonsByKeyboard: Story = {
  args: { revealed: ladder.slice(0, 3) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "用不上，拿出去：print(a, b)" }));
    await expect(canvas.getByRole("button", { name: "放回程序里：print(a, b)" })).toHaveFocus();
    const up = canvas.getByRole("button", { name: "上移：a = int(input())" });
    up.focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("button", { name: "下移：a = int(input())" })).toHaveFocus();
    await userEvent.click(canvas.getByRole("button", { name: "上移：b = int(input())" }));
    await userEvent.click(canvas.getByRole("button", { name: "检查拼图" }));
    await expect(args.onCheckParsons).toHaveBeenCalledWith([
      { line: 2, indent: 0 },
      { line: 1, indent: 0 },
      { line: 0, indent: 0 },
    ]);
    await userEvent.click(await canvas.findByRole("button", { name: "放进编辑器" }));
    await expect(args.onUseParsons).toHaveBeenCalledWith(
      "a = int(input())\nb = int(input())\nprint(a + b)\n",
    );
  },
};

export const ParsonsWithIndentation: Story = {
  args: {
    revealed: [
      {
        kind: "parsons",
        index: 0,
        lines: ["print(i)", "for i in range(3):", "print(3)"],
        puzzle: { lines: ["print(i)", "for i in range(3):", "print(3)"], indent: true },
      },
    ],
    total: 2,
    nudges: 0,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "多缩进一格：print(i)" }));
    await expect(canvas.getByText("print(i)").closest("li")).toHaveAttribute("data-indent", "1");
  },
};

export const SolutionShown: Story = { args: { revealed: ladder } };

export const ScratchBlocks: Story = {
  args: {
    revealed: [
      { kind: "hint", index: 0, text: "先在“事件”里找到“当绿旗被点击”。" },
      { kind: "blocks", index: 1, targets: [{ name: "小启", isStage: false, blocks: {} }] },
    ],
    total: 2,
    nudges: 1,
    language: "scratch",
    renderBlocks: blocksPicture,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("提示 2 / 2：参考答案")).toBeVisible();
    await expect(canvas.getByRole("img", { name: /小启 的积木/ })).toBeVisible();
  },
};

export const ScratchBeforeTheBlocks: Story = {
  args: {
    revealed: [{ kind: "hint", index: 0, text: "先在“事件”里找到“当绿旗被点击”。" }],
    total: 2,
    nudges: 1,
    language: "scratch",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "看参考答案的积木" })).toBeEnabled();
  },
};

export const LongChineseText: Story = {
  args: {
    revealed: [
      {
        kind: "hint",
        index: 0,
        text: "先别急着写代码，拿出一张纸，把输入 3 和 5 的时候程序应该一步一步做什么写下来：先读第一个数，再读第二个数，然后把它们加起来，最后打印出结果。写完再对照你的程序，看看哪一步不一样。",
      },
    ],
  },
};

export const Mobile: Story = {
  args: { revealed: ladder.slice(0, 3) },
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const Dark: Story = { args: { revealed: ladder.slice(0, 3) }, globals: { theme: "dark" } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 24 }}>
      <HintLadder revealed={[]} total={4} nudges={2} onReveal={() => {}} />
      <HintLadder revealed={ladder.slice(0, 1)} total={4} nudges={2} onReveal={() => {}} />
      <HintLadder revealed={ladder.slice(0, 3)} total={4} nudges={2} onReveal={() => {}} />
      <HintLadder revealed={ladder} total={4} nudges={2} onReveal={() => {}} language="python" />
    </div>
  ),
};
