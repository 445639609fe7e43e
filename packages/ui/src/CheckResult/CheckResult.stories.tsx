import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ErrorExplanation } from "../ErrorExplanation";
import { CheckResult } from "./CheckResult";
import { compileError, cppVerdicts, passed, pythonError, quizWrong, wrongOutput } from "./fixtures";

const meta = {
  title: "Lesson/CheckResult",
  component: CheckResult,
  args: { result: wrongOutput },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof CheckResult>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = { args: { result: null } };

export const Checking: Story = {
  args: { result: null, checking: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveAttribute("aria-busy", "true");
  },
};

export const Passed: Story = {
  args: { result: passed, note: "已记录" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("全部通过了，真棒！");
    await expect(canvas.getByText("已记录")).toBeVisible();
  },
};

export const WrongOutput: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("应该输出")).toBeVisible();
    await expect(canvas.getByTitle("行末多了空格")).toHaveTextContent("␣");
  },
};

export const PythonError: Story = {
  args: {
    result: pythonError,
    explanation: (
      <ErrorExplanation
        line={2}
        title="名字拼错了"
        text="Python 不认识 pritn。你是不是想写 print？Python 分大小写，拼写要完全一样。"
        original="NameError: name 'pritn' is not defined. Did you mean: 'print'?"
        tool="python"
      />
    ),
  },
};

export const CppVerdicts: Story = {
  args: { result: cppVerdicts },
  play: async ({ canvas }) => {
    const chips = within(canvas.getByRole("list", { name: "每一次试的结果" })).getAllByRole("listitem");
    await expect(chips).toHaveLength(5);
    await expect(chips[3]).toHaveTextContent("第 4 次太慢了");
  },
};

export const CompileError: Story = {
  args: { result: compileError },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("error-explanation")).toHaveTextContent("第 4 行：");
    await expect(canvas.getByText("编译器的原话")).toBeVisible();
  },
};

export const Quiz: Story = { args: { result: quizWrong } };

export const ServerDisagrees: Story = {
  args: { result: wrongOutput, note: "服务器重新检查时没有通过：第 4 个测试的答案不对。" },
};

export const LongChineseText: Story = {
  args: {
    result: {
      ...wrongOutput,
      message:
        "输入 3 和 5 时，应该输出 8，你的程序输出了 35——是不是把文字拼在一起了？input() 得到的是文字，要先用 int() 把它变成数字，才能做加法。再试一次吧，你已经很接近了！",
    },
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const Dark: Story = { args: { result: cppVerdicts }, globals: { theme: "dark" } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 16 }}>
      <CheckResult checking />
      <CheckResult result={passed} note="已记录" />
      <CheckResult result={wrongOutput} />
      <CheckResult result={pythonError} />
      <CheckResult result={cppVerdicts} />
      <CheckResult result={compileError} />
      <CheckResult result={quizWrong} />
    </div>
  ),
};
