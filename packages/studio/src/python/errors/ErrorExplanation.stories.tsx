import { useLingui } from "@lingui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ErrorExplanation } from "./ErrorExplanation.tsx";
import { explainPythonError, type PythonErrorFacts } from "./explain-error.ts";

/** Beginners' mistakes as Python reports them (`explain-error.pyodide.test.ts` runs the programs). */
const errors: PythonErrorFacts[] = [
  {
    name: "IndentationError",
    message: "expected an indented block after 'for' statement on line 1",
    line: 2,
  },
  { name: "NameError", message: "name 'pritn' is not defined. Did you mean: 'print'?", line: 1 },
  { name: "TypeError", message: "'str' object cannot be interpreted as an integer", line: 2 },
  {
    name: "UnboundLocalError",
    message: "cannot access local variable 'score' where it is not associated with a value",
    line: 3,
  },
  { name: "SyntaxError", message: "invalid syntax. Maybe you meant '==' or ':=' instead of '='?", line: 2 },
  { name: "ValueError", message: "could not convert string to float: '一米四'", line: 1 },
  { name: "NameError", message: "name 'score' is not defined", line: 2 },
  { name: "ZeroDivisionError", message: "division by zero", line: null },
];

/** The explanation as the studio shows it, in the story's language. */
function Explained({ error }: { error: PythonErrorFacts }) {
  const { i18n } = useLingui();
  const explained = explainPythonError(error);
  return (
    <ErrorExplanation
      title={explained ? i18n._(explained.title) : ""}
      text={explained ? i18n._(explained.text) : ""}
      line={error.line}
    />
  );
}

const at = (index: number) => errors[index] ?? { name: "NameError", message: "", line: null };

const meta = {
  title: "Studio/Python/ErrorExplanation",
  component: ErrorExplanation,
  args: { title: "", text: "", line: null },
} satisfies Meta<typeof ErrorExplanation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NameErrorOnALine: Story = {
  render: () => <Explained error={at(6)} />,
  play: async ({ canvas }) => {
    const explanation = canvas.getByTestId("error-explanation");
    await expect(explanation).toHaveTextContent("第 2 行：");
    await expect(explanation).toHaveTextContent("名字错误");
  },
};

/** CPython's "Did you mean" becomes a question the child can act on. */
export const MisspelledName: Story = {
  render: () => <Explained error={at(1)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("error-explanation")).toHaveTextContent("你是不是想写 print？");
  },
};

/** Python does not always know the learner's line (an error raised inside the runtime). */
export const WithoutALine: Story = {
  render: () => <Explained error={at(7)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("error-explanation")).not.toHaveTextContent("行：");
  },
};

export const Mobile: Story = {
  render: () => <Explained error={at(3)} />,
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const AllKinds: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 8, maxWidth: 640 }}>
      {errors.map((error) => (
        <Explained key={error.message} error={error} />
      ))}
    </div>
  ),
};
