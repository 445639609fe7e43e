import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { LessonStep } from "./LessonStep";

const markdown = `电脑很听话，你让它说什么，它就说什么。用 \`print\` 可以让它在屏幕上打印一句话：

\`\`\`python
# 打个招呼
name = "小明"
print("你好，" + name)
\`\`\`

试一试：把名字换成你自己的。`;

const meta = {
  title: "Lesson/LessonStep",
  component: LessonStep,
  args: { number: 1, title: "让电脑说一句话", markdown, state: "current" },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof LessonStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Todo: Story = { args: { state: "todo" } };

export const Current: Story = {
  play: async ({ canvas }) => {
    const step = canvas.getByRole("region", { name: /第 1 步/ });
    await expect(step).toHaveAttribute("aria-current", "step");
    await expect(canvas.getByText("print", { selector: "[data-token='builtin']" })).toBeVisible();
  },
};

export const Passed: Story = {
  args: { state: "passed" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: /已通过/ })).toBeVisible();
  },
};

export const WithExercise: Story = {
  args: {
    children: (
      <button type="button" style={{ justifySelf: "start" }}>
        检查
      </button>
    ),
  },
};

export const CppCode: Story = {
  args: {
    title: "输出两个数的和",
    markdown:
      "```cpp\n#include <iostream>\nusing namespace std;\nint main() {\n  int a, b;\n  cin >> a >> b;\n  cout << a + b << endl; // 和\n}\n```",
  },
};

export const LongChineseText: Story = {
  args: {
    title: "变量就像一个贴了名字的盒子，你可以把数字、文字放进去，以后用名字把它们拿出来，还可以换成别的东西",
    markdown:
      "我们在生活里经常要记住一些东西：今天的日期、同学的名字、考试的分数。程序也一样，它需要一个地方把这些东西记下来，这个地方就叫做**变量**。给变量起名字的时候，最好让人一看就知道里面装的是什么，比如 `score` 表示分数，`name` 表示名字。\n\n> 小提示：变量的名字不能以数字开头，也不能有空格。",
  },
};

export const Mobile: Story = { globals: { viewport: { value: "mobile", isRotated: false } } };

export const Dark: Story = { globals: { theme: "dark" } };

export const AllStates: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 16 }}>
      <LessonStep number={1} title="已经通过的一步" markdown="读一读。" state="passed" />
      <LessonStep number={2} title="正在做的一步" markdown={markdown} state="current" />
      <LessonStep number={3} title="还没开始的一步" markdown="等一会儿再做。" state="todo" />
    </div>
  ),
};
