import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { ErrorExplanation } from "./ErrorExplanation";

const nameError = {
  line: 2,
  title: "名字拼错了",
  text: "Python 不认识 pritn。你是不是想写 print？照着改过来再运行试试。",
  original:
    "Traceback (most recent call last):\n  File \"main.py\", line 2, in <module>\n    pritn(\"你好\")\nNameError: name 'pritn' is not defined. Did you mean: 'print'?",
  tool: "python",
  cause: "typo",
} as const;

const meta = {
  title: "Feedback/ErrorExplanation",
  component: ErrorExplanation,
  args: nameError,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ErrorExplanation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The tool's words stay folded until the child opens them, with the keyboard as well as the mouse. */
export const OriginalFolded: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByText("Python 的原话");
    const details = summary.closest("details")!;
    await expect(details).not.toHaveAttribute("open");
    // Reachable with Tab (a native summary; Enter and Space open it, which the e2e tests press).
    await userEvent.tab();
    await expect(summary).toHaveFocus();
    await userEvent.click(summary);
    await expect(details).toHaveAttribute("open");
    await expect(canvas.getByText(/NameError: name 'pritn'/)).toBeVisible();
  },
};

export const CompilerMessage: Story = {
  args: {
    line: 4,
    title: undefined,
    text: "这一行的分号是中文的 ；，换成英文的 ; 就好了（先切换到英文输入法再打）。",
    original: "main.cpp:4:17: error: character <U+FF1B> not allowed in an identifier",
    tool: "compiler",
    cause: "full-width",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("编译器的原话")).toBeVisible();
  },
};

/** In the studios the line is a button that shows it in the editor. */
export const LineButton: Story = {
  args: { ...CompilerMessage.args, onLine: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "第 4 行" }));
    await expect(args.onLine).toHaveBeenCalledWith(4);
  },
};

/** No rule was sure: the text says only where the tool points. */
export const Honest: Story = {
  args: {
    line: 3,
    title: "Python 读不懂这一行",
    text: "Python 读到第 3 行就读不懂了，我们还说不准是什么原因。仔细看看这一行和上一行的拼写、括号、引号和冒号。",
    original: "SyntaxError: invalid syntax",
    cause: "honest",
  },
};

export const WithoutLine: Story = {
  args: {
    line: null,
    title: undefined,
    text: "程序里找不到 int main()：每个 C++ 程序都要有一个 main 函数，程序从它开始运行。",
    original: "wasm-ld: error: undefined symbol: main",
    tool: "compiler",
    cause: "missing-main",
  },
};

export const WithoutOriginal: Story = { args: { original: undefined } };

export const LongChineseText: Story = {
  args: {
    line: 12,
    title: "变量在函数里还没有值",
    text: "函数里有一句给 score 赋值，Python 就把这个函数里的 score 都当成函数自己的新变量，可这一行用到它时它还没有值。想改函数外面的 score，在函数的第一行写 global score；或者把 score 当作参数传进函数，再用 return 把新的值交回来。慢慢来，你已经找到出问题的那一行了！",
    original:
      'Traceback (most recent call last):\n  File "main.py", line 14, in <module>\n    add()\n  File "main.py", line 12, in add\n    score = score + 1\n            ^^^^^\nUnboundLocalError: cannot access local variable \'score\' where it is not associated with a value',
    cause: "unbound-local",
  },
};

export const Mobile: Story = {
  args: LongChineseText.args,
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const Dark: Story = { args: CompilerMessage.args, globals: { theme: "dark" } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 16 }}>
      <ErrorExplanation {...nameError} />
      <ErrorExplanation {...(CompilerMessage.args as typeof nameError)} />
      <ErrorExplanation {...(CompilerMessage.args as typeof nameError)} onLine={() => {}} />
      <ErrorExplanation {...nameError} {...Honest.args} />
      <ErrorExplanation {...(WithoutLine.args as typeof nameError)} />
      <ErrorExplanation {...nameError} original={undefined} />
      <ErrorExplanation {...nameError} {...LongChineseText.args} />
    </div>
  ),
};
