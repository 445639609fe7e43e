import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useRef, useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import type { PythonErrorFacts } from "../errors/explain-error.ts";
import { PythonError } from "../errors/PythonError.tsx";
import { ConsoleOutput } from "./ConsoleOutput.tsx";
import { ConsoleView } from "./console-view.ts";
import { InputPrompt } from "./InputPrompt.tsx";

type Chunk = [stream: "stdout" | "stderr" | "stdin" | "note", text: string];

interface ConsoleDemoProps {
  chunks: Chunk[];
  /** How the run failed, for the explanation under the console, and Python's traceback folded in it. */
  error?: PythonErrorFacts;
  traceback?: string;
  /** A prompt while `input()` waits. */
  prompt?: string;
  onSubmit?: (answer: string) => void;
  maxChars?: number;
}

/** The console as the studio lays it out, filled through a real ConsoleView. */
function ConsoleDemo({ chunks, error, traceback, prompt, onSubmit, maxChars }: ConsoleDemoProps) {
  const outputRef = useRef<HTMLPreElement>(null);
  const [answer, setAnswer] = useState("");
  useEffect(() => {
    if (!outputRef.current) return;
    const view = new ConsoleView(outputRef.current, {
      maxChars,
      droppedNote: "……前面的输出太多，已经省略了……\n",
    });
    for (const [stream, text] of chunks) view.write(stream, text);
    view.flush();
    return () => view.dispose();
  }, [chunks, maxChars]);
  return (
    <div style={{ display: "flex", flexDirection: "column", height: 320, maxWidth: 560 }}>
      <ConsoleOutput outputRef={outputRef} />
      {error && <PythonError facts={error} original={traceback} />}
      {prompt !== undefined && (
        <InputPrompt
          prompt={prompt}
          value={answer}
          onChange={setAnswer}
          onSubmit={() => onSubmit?.(answer)}
        />
      )}
    </div>
  );
}

const meta = {
  title: "Studio/Python/Console",
  component: ConsoleDemo,
  args: { chunks: [] },
} satisfies Meta<typeof ConsoleDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Output: Story = {
  args: { chunks: [["stdout", "第 0 圈\n第 1 圈\n第 2 圈\n画完啦！\n"]] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("log", { name: "输出" })).toHaveTextContent("画完啦！");
  },
};

/** A failed run: the program's output in the console, the explanation under it, the traceback folded in it. */
export const ErrorWithExplanation: Story = {
  args: {
    chunks: [
      ["stdout", "开始\n"],
      ["note", "\n（程序在第 2 行出错，停下了。）\n"],
    ],
    error: {
      name: "NameError",
      message: "name 'score' is not defined",
      line: 2,
      source: 'print("开始")\nprint(score)\n',
    },
    traceback:
      "Traceback (most recent call last):\n  File \"main.py\", line 2, in <module>\n    print(score)\n          ^^^^^\nNameError: name 'score' is not defined\n",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("log", { name: "输出" })).not.toHaveTextContent("Traceback");
    await expect(canvas.getByTestId("error-explanation")).toHaveTextContent("第 2 行：");
  },
};

export const WaitingForInput: Story = {
  args: {
    chunks: [
      ["stdout", "你叫什么名字？"],
      ["stdin", "小明\n"],
      ["stdout", "你好，小明！\n你几岁了？"],
    ],
    prompt: "你几岁了？",
    onSubmit: fn(),
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText("你几岁了？"), "9{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledWith("9");
  },
};

export const StoppedAfterAFlood: Story = {
  args: {
    chunks: [
      ["stdout", Array.from({ length: 400 }, (_, i) => `${i}\n`).join("")],
      ["note", "\n（程序已停止）\n"],
    ],
    maxChars: 600,
  },
  play: async ({ canvas }) => {
    const log = canvas.getByRole("log", { name: "输出" });
    await expect(log).toHaveTextContent("前面的输出太多");
    await expect(log).toHaveTextContent("程序已停止");
  },
};

export const Mobile: Story = {
  ...ErrorWithExplanation,
  globals: { viewport: { value: "mobile", isRotated: false } },
};
