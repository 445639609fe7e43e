import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import type { PythonErrorFacts } from "./explain-error.ts";
import { PythonError } from "./PythonError.tsx";

/** Beginners' mistakes as Python reports them (the corpus test runs such programs for real). */
const errors: { facts: PythonErrorFacts; original?: string }[] = [
  {
    facts: {
      name: "IndentationError",
      message: "expected an indented block after 'for' statement on line 1",
      line: 2,
    },
  },
  {
    facts: { name: "NameError", message: "name 'pritn' is not defined. Did you mean: 'print'?", line: 1 },
    original:
      "Traceback (most recent call last):\n  File \"main.py\", line 1, in <module>\n    pritn(\"你好\")\n    ^^^^^\nNameError: name 'pritn' is not defined. Did you mean: 'print'?\n",
  },
  {
    facts: { name: "SyntaxError", message: "invalid character '；' (U+FF1B)", line: 1, source: "x = 1；\n" },
  },
  { facts: { name: "TypeError", message: "'str' object cannot be interpreted as an integer", line: 2 } },
  {
    facts: {
      name: "UnboundLocalError",
      message: "cannot access local variable 'score' where it is not associated with a value",
      line: 3,
    },
  },
  {
    facts: {
      name: "NameError",
      message: "name 'quota' is not defined. Did you mean: 'quit'?",
      line: 1,
      source: "print(quota)\nquota = 5\n",
    },
  },
  { facts: { name: "SyntaxError", message: "invalid syntax", line: 1, source: 'print("hi"):\n' } },
  { facts: { name: "ZeroDivisionError", message: "division by zero", line: null } },
];

const at = (index: number) => errors[index]!;

const meta = {
  title: "Studio/Python/PythonError",
  component: PythonError,
  args: at(1),
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof PythonError>;
export default meta;
type Story = StoryObj<typeof meta>;

/** CPython's "Did you mean" becomes a question the child can act on; the traceback is folded. */
export const MisspelledName: Story = {
  play: async ({ canvas }) => {
    const explanation = canvas.getByTestId("error-explanation");
    await expect(explanation).toHaveTextContent("第 1 行：名字拼错了");
    await expect(explanation).toHaveTextContent("你是不是想写 print？");
    await expect(canvas.getByText(/Traceback/)).not.toBeVisible();
    await userEvent.click(canvas.getByText("Python 的原话"));
    await expect(canvas.getByText(/Traceback/)).toBeVisible();
  },
};

/** A Chinese ； named with the key to press. */
export const FullWidthSemicolon: Story = {
  args: at(2),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("error-explanation")).toHaveTextContent("分号 ； 是中文的，换成英文的 ;");
  },
};

/** CPython guesses "quit" for a name used before its assignment; the explanation does not. */
export const UsedBeforeAssigned: Story = {
  args: at(5),
  play: async ({ canvas }) => {
    const explanation = canvas.getByTestId("error-explanation");
    await expect(explanation).toHaveTextContent("quota 到第 2 行才有值");
    await expect(explanation).not.toHaveTextContent("quit");
  },
};

/** No rule is sure: the words say only where Python points. */
export const Honest: Story = {
  args: at(6),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("error-explanation")).toHaveAttribute("data-cause", "honest");
  },
};

/** Python does not always know the learner's line (an error raised inside the runtime). */
export const WithoutALine: Story = {
  args: at(7),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("error-explanation")).not.toHaveTextContent("行：");
  },
};

export const LongChineseText: Story = { args: at(4) };

export const Mobile: Story = { args: at(4), globals: { viewport: { value: "mobile", isRotated: false } } };

export const Dark: Story = { args: at(2), globals: { theme: "dark" } };

export const AllKinds: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 8 }}>
      {errors.map((error) => (
        <PythonError key={`${error.facts.name}${error.facts.message}`} {...error} />
      ))}
    </div>
  ),
};
