import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { CheckErrorExplanation } from "./CheckErrorExplanation.tsx";

/**
 * Errors as the lesson check harness reports them (checks.py.ts: `detail` keeps CPython's
 * "Did you mean"), for the lesson player's result panel.
 */
const meta = {
  title: "Studio/Python/CheckErrorExplanation",
  component: CheckErrorExplanation,
  args: {
    error: { name: "NameError", detail: "name 'pritn' is not defined. Did you mean: 'print'?", line: 3 },
  },
} satisfies Meta<typeof CheckErrorExplanation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MisspelledName: Story = {
  play: async ({ canvas }) => {
    const explanation = canvas.getByTestId("error-explanation");
    await expect(explanation).toHaveTextContent("第 3 行：");
    await expect(explanation).toHaveTextContent("你是不是想写 print？");
  },
};

/** `input()` gives text: a sum compared as text is the commonest first mistake. */
export const TextNotNumber: Story = {
  args: {
    error: { name: "TypeError", detail: "'>' not supported between instances of 'str' and 'int'", line: 2 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("error-explanation")).toHaveTextContent("文字和数字不能比大小");
  },
};

export const SyntaxErrorUnclosed: Story = {
  args: { error: { name: "SyntaxError", detail: "'(' was never closed", line: 1 } },
};

/** The check passed or failed without a Python error: nothing to explain. */
export const NothingToExplain: Story = {
  args: { error: undefined },
  render: (args) => (
    <div data-testid="empty">
      <CheckErrorExplanation {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("empty")).toBeEmptyDOMElement();
  },
};

/** An error no rule knows: where Python points, honestly, and Python's words folded. */
export const UnknownError: Story = {
  args: { error: { name: "OSError", detail: "[Errno 5] I/O error", line: 4 } },
  play: async ({ canvas }) => {
    const explanation = canvas.getByTestId("error-explanation");
    await expect(explanation).toHaveAttribute("data-cause", "honest");
    await expect(explanation).toHaveTextContent("第 4 行");
    await expect(canvas.getByText("Python 的原话")).toBeVisible();
  },
};

/** With the checked program, Python 3.11's "invalid decimal literal" for `1；` is still named. */
export const FromTheServersPython: Story = {
  args: {
    error: { name: "SyntaxError", detail: "invalid decimal literal", line: 1 },
    source: "x = 1；\nprint(x)\n",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("error-explanation")).toHaveAttribute("data-cause", "full-width");
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
};
