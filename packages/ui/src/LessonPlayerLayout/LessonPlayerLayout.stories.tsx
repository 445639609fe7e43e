import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { CheckResult } from "../CheckResult";
import { LessonStep } from "../LessonStep";
import { LessonPlayerLayout } from "./LessonPlayerLayout";

const steps = (
  <>
    <LessonStep
      number={1}
      title="让电脑说一句话"
      markdown={'用 `print` 打印：\n\n```python\nprint("你好")\n```'}
      state="passed"
    />
    <LessonStep number={2} title="两个数相加" markdown="读入两个整数，打印它们的和。" state="current" />
    <LessonStep number={3} title="小测验" markdown="想一想再回答。" state="todo" />
  </>
);

/** A stand-in for the studio: the layout only places whatever editor the page gives it. */
const editor = (
  <textarea
    aria-label="代码"
    defaultValue={"a = int(input())\nb = int(input())\nprint(a + b)\n"}
    style={{ flex: 1, fontFamily: "monospace", minHeight: 300 }}
  />
);

const meta = {
  title: "Lesson/LessonPlayerLayout",
  component: LessonPlayerLayout,
  args: { steps, editor },
  parameters: { layout: "fullscreen" },
  // The player fills the space its page gives it (the lesson workspace: the screen below the header).
  decorators: [(Story) => <div style={{ height: "calc(100dvh - 32px)", padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof LessonPlayerLayout>;

const passed = { passed: true, total: 5, passedTests: 5, message: "全部通过了，真棒！", cases: [] };
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Columns: Story = {
  globals: { viewport: { value: "desktop", isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("tablist")).toBeNull();
    const code = canvas.getByRole("textbox", { name: "代码" });
    await expect(code).toBeVisible();
    // The editor has at least 60 % of the width.
    const root = canvasElement.querySelector("[data-layout='columns']") as HTMLElement;
    const editorColumn = canvasElement.querySelector("[data-panel='editor']") as HTMLElement;
    await expect(editorColumn.offsetWidth / root.offsetWidth).toBeGreaterThanOrEqual(0.58);
  },
};

/** Scratch: the editor takes more of the width, for the blocks beside the small stage. */
export const WideEditor: Story = { args: { editorShare: "wide" } };

/** A Scratch lesson on a phone, or a lesson with nothing to edit: the steps alone. */
export const StepsOnly: Story = {
  args: { editor: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("tablist")).toBeNull();
    await expect(canvas.queryByRole("textbox", { name: "代码" })).toBeNull();
  },
};

/** After 检查 on a phone: the answer under the editor, in the tab the child is in. */
export const MobileCheckedInEditor: Story = {
  args: {
    tab: "editor",
    editorFooter: <CheckResult result={passed} note="已记录" />,
  },
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tabpanel", { name: "编辑器" })).toHaveTextContent("全部通过了，真棒！");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  play: async ({ canvas }) => {
    const stepsTab = await canvas.findByRole("tab", { name: "步骤" });
    await expect(stepsTab).toHaveAttribute("aria-selected", "true");
    stepsTab.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "编辑器" })).toHaveFocus();
    await expect(canvas.getByRole("textbox", { name: "代码" })).toBeVisible();
  },
};

export const MobileEditorTab: Story = {
  args: { tab: "editor" },
  globals: { viewport: { value: "mobile", isRotated: false } },
};

export const LongChineseText: Story = {
  args: {
    steps: (
      <LessonStep
        number={1}
        title="从键盘读入两个数，把它们加起来，然后把结果打印在屏幕上，注意输入得到的是文字"
        markdown={"程序要先把读到的文字变成数字。".repeat(20)}
        state="current"
      />
    ),
  },
};

export const Dark: Story = { globals: { theme: "dark" } };

/** Columns or tabs follow the viewport, so one layout per page: the Mobile stories show the tabs. */
export const AllStates: Story = {};
