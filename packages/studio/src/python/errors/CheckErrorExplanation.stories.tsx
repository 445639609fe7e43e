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

/** The check passed, failed without a Python error, or the error is one the studio cannot explain. */
export const NothingToExplain: Story = {
  args: { error: undefined },
  render: (args) => (
    <div data-testid="empty">
      <CheckErrorExplanation {...args} />
      <CheckErrorExplanation error={{ name: "OSError", detail: "[Errno 5] I/O error", line: null }} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("empty")).toBeEmptyDOMElement();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
};
