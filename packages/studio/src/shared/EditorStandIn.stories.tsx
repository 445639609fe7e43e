import type { Meta, StoryObj } from "@storybook/react-vite";
import { useRef } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { EditorStandIn } from "./EditorStandIn.tsx";

type Props = Omit<Parameters<typeof EditorStandIn>[0], "standInRef">;

/** In the editor's box, as the Python and C++ editors hold it until Monaco has loaded. */
function InEditorBox(props: Props) {
  const standIn = useRef<HTMLTextAreaElement>(null);
  return (
    <div style={{ position: "relative", height: 220, border: "1px solid #ccc" }}>
      <EditorStandIn standInRef={standIn} {...props} />
    </div>
  );
}

const meta = {
  title: "Studio/Shared/EditorStandIn",
  component: InEditorBox,
  args: {
    label: "Python 代码编辑器",
    initialCode: 'name = input("你叫什么名字？")\nprint("你好，" + name)\n',
    fontSize: 16,
    onChange: fn(),
    onRun: fn(),
  },
} satisfies Meta<typeof InEditorBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A child types before Monaco has arrived; Ctrl+Enter runs, as in Monaco. */
export const Typing: Story = {
  play: async ({ canvas, args }) => {
    const editor = canvas.getByRole("textbox", { name: "Python 代码编辑器" });
    await expect(editor).toHaveValue(args.initialCode);
    await userEvent.type(editor, "print(1)");
    await expect(args.onChange).toHaveBeenLastCalledWith(`${args.initialCode}print(1)`);
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await expect(args.onRun).toHaveBeenCalledOnce();
  },
};

/** A program shown to read only (a solution, someone else's work): no typing. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas, args }) => {
    const editor = canvas.getByRole("textbox", { name: "Python 代码编辑器" });
    await expect(editor).toHaveAttribute("readonly");
    await userEvent.type(editor, "x");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** C++ at the studio's larger font size. */
export const Cpp: Story = {
  args: {
    label: "C++ 代码编辑器",
    initialCode: '#include <iostream>\nint main() {\n    std::cout << "你好";\n}\n',
    fontSize: 20,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "C++ 代码编辑器" })).toHaveStyle({ fontSize: "20px" });
  },
};
