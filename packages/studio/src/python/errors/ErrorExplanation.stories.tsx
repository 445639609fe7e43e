import { useLingui } from "@lingui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ErrorExplanation } from "./ErrorExplanation.tsx";
import { explainPythonError } from "./explain-error.ts";

/** The beginner errors the studio explains, as Python reports them. */
const errors: [name: string, detail: string, line: number | null][] = [
  ["IndentationError", "IndentationError: expected an indented block after 'for' statement on line 1", 2],
  ["SyntaxError", "SyntaxError: expected ':'", 1],
  ["SyntaxError", "SyntaxError: invalid character '（' (U+FF08)", 3],
  ["NameError", "NameError: name 'score' is not defined", 2],
  ["TypeError", 'TypeError: can only concatenate str (not "int") to str', 4],
  ["ZeroDivisionError", "ZeroDivisionError: division by zero", null],
];

/** The explanation as the studio shows it, in the story's language. */
function Explained({ index }: { index: number }) {
  const { i18n } = useLingui();
  const [name, detail, line] = errors[index] ?? errors[0] ?? ["NameError", "", null];
  const described = explainPythonError(name, detail);
  return <ErrorExplanation text={described ? i18n._(described) : ""} line={line} />;
}

const meta = {
  title: "Studio/Python/ErrorExplanation",
  component: ErrorExplanation,
  args: { text: "", line: null },
} satisfies Meta<typeof ErrorExplanation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NameErrorOnALine: Story = {
  render: () => <Explained index={3} />,
  play: async ({ canvas }) => {
    const explanation = canvas.getByTestId("error-explanation");
    await expect(explanation).toHaveTextContent("第 2 行：");
    await expect(explanation).toHaveTextContent("名字错误");
  },
};

/** Python does not always know the learner's line (an error raised inside the runtime). */
export const WithoutALine: Story = {
  render: () => <Explained index={5} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("error-explanation")).not.toHaveTextContent("行：");
  },
};

export const Mobile: Story = {
  render: () => <Explained index={4} />,
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const AllKinds: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 8, maxWidth: 640 }}>
      {errors.map(([name, detail], index) => (
        <Explained key={`${name}${detail}`} index={index} />
      ))}
    </div>
  ),
};
