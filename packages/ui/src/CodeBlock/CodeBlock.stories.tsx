import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { CodeBlock } from "./CodeBlock";

const meta = {
  title: "Lesson/CodeBlock",
  component: CodeBlock,
  args: {
    language: "python",
    code: '# 问名字，再打个招呼\nname = input("你叫什么名字？")\nfor i in range(3):\n    print("你好，" + name + "！", i + 1)\n',
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof CodeBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Python: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("for", { selector: "[data-token='keyword']" })).toBeVisible();
    await expect(canvas.getByText("print", { selector: "[data-token='builtin']" })).toBeVisible();
    await expect(
      canvas.getByText("# 问名字，再打个招呼", { selector: "[data-token='comment']" }),
    ).toBeVisible();
  },
};

export const Cpp: Story = {
  args: {
    language: "cpp",
    code: "#include <iostream>\nusing namespace std;\n\nint main() {\n    int a, b;\n    cin >> a >> b;   // 读入两个整数\n    cout << a + b << endl;\n    return 0;\n}\n",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("cout", { selector: "[data-token='builtin']" })).toBeVisible();
    await expect(canvas.getByText("return", { selector: "[data-token='keyword']" })).toBeVisible();
  },
};

/** Text in a language the highlighter does not know is shown as it is. */
export const Plain: Story = {
  args: { language: undefined, code: "3 5\n8\n" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/3 5/).querySelector("[data-token]")).toBeNull();
  },
};

/** A line wider than the card scrolls sideways and the keyboard can reach it. */
export const LongLine: Story = {
  args: {
    code: 'print("一二三四五六七八九十，这一行特别特别长，长到卡片里放不下，所以代码块可以左右滚动来看完它。")\n',
  },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector("pre")!;
    await expect(block.scrollWidth).toBeGreaterThan(block.clientWidth);
    await expect(block).toHaveAttribute("tabindex", "0");
  },
};
