import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { HintLadder, type HintLadderProps } from "./HintLadder";
import type { HintRung } from "./types";

const ladder: HintRung[] = [
  { kind: "hint", index: 0, text: "input() 得到的是文字，想一想怎样把文字变成数字。" },
  { kind: "hint", index: 1, text: 'int("3") 会得到数字 3。' },
  { kind: "parsons", index: 2, lines: ["print(a + b)", "a = int(input())", "b = int(input())"] },
  { kind: "solution", index: 3, code: "a = int(input())\nb = int(input())\nprint(a + b)\n" },
];

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
  args: { revealed: [], total: 4, nudges: 2, onReveal: fn(), onUseParsons: fn(), language: "python" },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof HintLadder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { render: (args) => <Interactive {...args} revealed={[]} /> };

export const NoHintsYet: Story = {};

export const OneNudge: Story = { args: { revealed: ladder.slice(0, 1) } };

export const ClimbTheLadder: Story = {
  render: (args) => <Interactive {...args} revealed={[]} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "给我一个提示" }));
    await expect(canvas.getByText(/想一想怎样把文字变成数字/)).toBeVisible();
    await expect(canvas.getByText("还有 3 个提示")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "再给我一个提示" }));
    await userEvent.click(canvas.getByRole("button", { name: "再给我一个提示" }));
    await expect(canvas.getByRole("list", { name: "打乱顺序的程序" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "看参考答案" }));
    const dialog = await within(document.body).findByRole(
      "dialog",
      { name: "现在就看答案吗？" },
      { timeout: 5000 },
    );
    await expect(dialog).toHaveTextContent("看答案也算用了一次提示");
    await userEvent.click(within(dialog).getByRole("button", { name: "我想好了，看答案" }));
    await expect(args.onReveal).toHaveBeenLastCalledWith({ confirm: true });
    await expect(canvas.getByText("参考答案")).toBeVisible();
  },
};

export const ParsonsByKeyboard: Story = {
  args: { revealed: ladder.slice(0, 3) },
  play: async ({ canvas, args }) => {
    const up = canvas.getByRole("button", { name: "上移：a = int(input())" });
    up.focus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("button", { name: "下移：a = int(input())" })).toHaveFocus();
    await userEvent.click(canvas.getByRole("button", { name: "上移：b = int(input())" }));
    await userEvent.click(canvas.getByRole("button", { name: "放进编辑器" }));
    await expect(args.onUseParsons).toHaveBeenCalledWith(
      "a = int(input())\nb = int(input())\nprint(a + b)\n",
    );
  },
};

export const SolutionShown: Story = { args: { revealed: ladder } };

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
