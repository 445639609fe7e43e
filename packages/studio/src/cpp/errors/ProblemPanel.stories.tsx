import type { CppDiagnostic } from "@qisi/api";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ProblemPanel } from "./ProblemPanel.tsx";

const at = (
  line: number,
  column: number,
  message: string,
  severity: CppDiagnostic["severity"] = "error",
) => ({
  file: "main.cpp",
  line,
  column,
  severity,
  message,
});

const source = '#include <iostream>\nusing namespace std;\nint main() {\n    cot << "你好"\n}\n';
/** What clang said for `source` (taken from a real compile). */
const compileErrors: CppDiagnostic[] = [
  at(4, 5, "use of undeclared identifier 'cot'; did you mean 'cout'?"),
  at(4, 18, "expected ';' after expression"),
];
const original = [
  "main.cpp:4:5: error: use of undeclared identifier 'cot'; did you mean 'cout'?",
  "main.cpp:4:18: error: expected ';' after expression",
  "2 errors generated.",
].join("\n");
const warnings: CppDiagnostic[] = [
  at(5, 11, "using the result of an assignment as a condition without parentheses", "warning"),
  at(6, 13, "variable 'x' is uninitialized when used here", "warning"),
];

const meta = {
  title: "Studio/C++/ProblemPanel",
  component: ProblemPanel,
  args: { diagnostics: compileErrors, source, original, failed: true },
} satisfies Meta<typeof ProblemPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A program that did not compile: each error on its line, in Chinese, the compiler's words folded. */
export const CompileErrors: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByTestId("problem-panel");
    await expect(panel).toHaveTextContent("你是不是想写 cout");
    await expect(panel).toHaveTextContent("少了分号");
    await expect(canvas.getAllByRole("button", { name: "第 4 行" })).toHaveLength(2);
  },
};

/** It ran, but clang warned: `=` in a condition, a variable used before it has a value. */
export const Warnings: Story = {
  args: { diagnostics: warnings, original: "", failed: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("problem-panel")).toHaveTextContent("==");
  },
};

/** A message outside the ten keeps the compiler's own words. */
export const UnknownError: Story = {
  args: { diagnostics: [at(7, 3, "no matching function for call to 'gcd'")], original: "" },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("problem-panel")).toHaveTextContent("编译器说：");
  },
};

export const TimedOut: Story = { args: { diagnostics: [], original: "", timedOut: true } };

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 8, maxWidth: 640 }}>
      <ProblemPanel diagnostics={compileErrors} source={source} original={original} failed />
      <ProblemPanel diagnostics={warnings} source={source} original="" failed={false} />
      <ProblemPanel diagnostics={[]} source="" original="" failed timedOut />
    </div>
  ),
};
