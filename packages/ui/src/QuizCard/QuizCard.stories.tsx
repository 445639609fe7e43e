import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { multiple, output, single, trueFalse } from "./fixtures";
import { QuizCard } from "./QuizCard";

const meta = {
  title: "Lesson/QuizCard",
  component: QuizCard,
  args: { quiz: single, onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof QuizCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Single: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("radio", { name: /A\.\s?print/ }));
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(canvas.getByRole("radio", { name: /C\.\s?input/ })).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "提交答案" }));
    await expect(args.onSubmit).toHaveBeenCalledWith("C");
  },
};

export const Multiple: Story = {
  args: { quiz: multiple },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("checkbox", { name: /C\.\s?my_name/ }));
    await userEvent.click(canvas.getByRole("checkbox", { name: /A\.\s?score/ }));
    await userEvent.click(canvas.getByRole("button", { name: "提交答案" }));
    await expect(args.onSubmit).toHaveBeenCalledWith(["A", "C"]);
  },
};

export const TrueFalse: Story = { args: { quiz: trueFalse } };

export const CodeReading: Story = {
  args: { quiz: output },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("print", { selector: "[data-token='builtin']" })).toBeVisible();
  },
};

export const Submitting: Story = { args: { initialAnswer: "A", submitting: true } };

export const Wrong: Story = {
  args: {
    quiz: output,
    initialAnswer: "A",
    result: {
      passed: false,
      total: 1,
      passedTests: 0,
      message: "还不对，再想一想。",
      quiz: { why: ['b 是文字 "3"，文字乘以 2 是把它重复两遍。'] },
    },
  },
};

const wrongWithExplanation = {
  passed: false,
  total: 1,
  passedTests: 0,
  message: "还不对，再想一想。",
  quiz: {
    why: ['b 是文字 "3"，文字乘以 2 是把它重复两遍。'],
    explanation: '数字 3 乘以 2 是 6；文字 "3" 乘以 2 是 "33"。',
  },
};

/** One wrong try: the why of the option picked, not yet the explanation (issue 37). */
export const WrongFirstTry: Story = {
  args: { quiz: output, initialAnswer: "A", tries: 1, result: wrongWithExplanation },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/文字乘以 2 是把它重复两遍/)).toBeVisible();
    await expect(canvas.queryByText(/讲解：/)).toBeNull();
  },
};

/** Two wrong tries: now the question explains itself. */
export const WrongSecondTry: Story = {
  args: { quiz: output, initialAnswer: "C", tries: 2, result: wrongWithExplanation },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/讲解：/)).toBeVisible();
  },
};

export const RightAndLocked: Story = {
  args: {
    quiz: output,
    initialAnswer: "B",
    locked: true,
    result: {
      passed: true,
      total: 1,
      passedTests: 1,
      message: "答对了！",
      quiz: { why: [], explanation: '数字 3 乘以 2 是 6；文字 "3" 乘以 2 是 "33"。' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "提交答案" })).toBeNull();
    await expect(canvas.getByRole("radio", { name: /B\./ })).toBeDisabled();
  },
};

export const LongChineseText: Story = {
  args: {
    quiz: {
      ...single,
      question:
        "小明想写一个程序：先问用户的名字，再问用户今年几岁，最后打印出“某某明年就某某岁了”。下面哪一种写法能正确地算出明年的年龄，并且不会因为把文字和数字放在一起而出错？",
      options: [
        'age = input("几岁？")\nprint(age + 1)',
        'age = int(input("几岁？"))\nprint(age + 1)',
        'age = input("几岁？")\nprint(age + "1")',
      ],
    },
  },
};

export const Mobile: Story = {
  args: { quiz: output },
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const Dark: Story = { args: { quiz: output }, globals: { theme: "dark" } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 24 }}>
      <QuizCard quiz={single} onSubmit={() => {}} />
      <QuizCard quiz={multiple} onSubmit={() => {}} initialAnswer={["A", "C"]} />
      <QuizCard quiz={trueFalse} onSubmit={() => {}} initialAnswer={false} />
      <QuizCard
        quiz={output}
        onSubmit={() => {}}
        initialAnswer="B"
        locked
        result={{ passed: true, total: 1, passedTests: 1, message: "答对了！", quiz: { why: [] } }}
      />
    </div>
  ),
};
