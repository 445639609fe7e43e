import type { CppDiagnostic } from "@qisi/api";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
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

const source =
  '#include <iostream>\nusing namespace std;\nint main() {\n    cot << "你好"；\n    int x = 3;\n    cout << "x=" x;\n}\n';
/** What clang said for `source` (taken from a real compile). */
const compileErrors: CppDiagnostic[] = [
  at(4, 5, "use of undeclared identifier 'cot'; did you mean 'cout'?"),
  at(4, 18, "character <U+FF1B> not allowed in an identifier"),
  at(6, 17, "expected ';' after expression"),
];
const original = [
  "main.cpp:4:5: error: use of undeclared identifier 'cot'; did you mean 'cout'?",
  "main.cpp:4:18: error: character <U+FF1B> not allowed in an identifier",
  "main.cpp:6:17: error: expected ';' after expression",
  "3 errors generated.",
].join("\n");
const warnings: CppDiagnostic[] = [
  at(5, 11, "using the result of an assignment as a condition without parentheses", "warning"),
  at(6, 13, "variable 'x' is uninitialized when used here", "warning"),
];

const meta = {
  title: "Studio/C++/ProblemPanel",
  component: ProblemPanel,
  args: { diagnostics: compileErrors, source, original, failed: true, onLine: fn() },
} satisfies Meta<typeof ProblemPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A program that did not compile: each mistake once, on its line, in Chinese, the compiler's words folded under it. */
export const CompileErrors: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByTestId("problem-panel");
    const items = within(panel).getAllByTestId("error-explanation");
    // Line 4's Chinese ； explains both of clang's messages about that line; line 6 lacks a <<.
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent("分号 ； 是中文的");
    await expect(items[1]).toHaveTextContent("x 前面少了 <<");
    await expect(canvas.getAllByRole("button", { name: /^第 \d 行$/ })).toHaveLength(2);
    await userEvent.click(within(items[1]!).getByText("编译器的原话"));
    await expect(items[1]).toHaveTextContent("expected ';' after expression");
  },
};

/** It ran, but clang warned: `=` in a condition, a variable used before it has a value. */
export const Warnings: Story = {
  args: { diagnostics: warnings, original: "", failed: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("problem-panel")).toHaveTextContent("==");
  },
};

/** No rule is sure: the words say where the compiler points, and nothing more. */
export const UnknownError: Story = {
  args: {
    diagnostics: [at(5, 9, "expected unqualified-id")],
    source: "#include <iostream>\nusing namespace std;\nint main() {\n    int x;\n    int 1a = 3;\n}\n",
    original: "",
  },
  play: async ({ canvas }) => {
    const explanation = canvas.getByTestId("error-explanation");
    await expect(explanation).toHaveAttribute("data-cause", "honest");
    await expect(explanation).toHaveTextContent("1a 附近");
    // The compiler's words are only in the fold, closed.
    await expect(explanation.querySelector("p")).not.toHaveTextContent("unqualified");
  },
};

/** system("pause") links to nothing in the sandbox: the line that calls it, in Chinese. */
export const LinkError: Story = {
  args: {
    diagnostics: [
      at(0, 0, "undefined symbol: system"),
      at(0, 0, "linker command failed with exit code 1 (use -v to see invocation)"),
    ],
    source:
      '#include <iostream>\nusing namespace std;\nint main() {\n    cout << 1;\n    system("pause");\n    return 0;\n}\n',
    original: "",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("error-explanation")).toHaveTextContent(
      "第 5 行：这里的程序运行在一个安全的小盒子里",
    );
  },
};

export const TimedOut: Story = { args: { diagnostics: [], original: "", timedOut: true } };

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const Dark: Story = { globals: { theme: "dark" } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 8, maxWidth: 640 }}>
      <ProblemPanel diagnostics={compileErrors} source={source} original={original} failed />
      <ProblemPanel diagnostics={warnings} source={source} original="" failed={false} />
      <ProblemPanel diagnostics={[]} source="" original="" failed timedOut />
    </div>
  ),
};
