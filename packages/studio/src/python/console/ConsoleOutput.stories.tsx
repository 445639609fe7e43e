import { useLingui } from "@lingui/react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useRef, useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { ErrorExplanation } from "../errors/ErrorExplanation.tsx";
import { explainPythonError, type PythonErrorFacts } from "../errors/explain-error.ts";
import { ConsoleOutput } from "./ConsoleOutput.tsx";
import { ConsoleView } from "./console-view.ts";
import { InputPrompt } from "./InputPrompt.tsx";

type Chunk = [stream: "stdout" | "stderr" | "stdin" | "note", text: string];

interface ConsoleDemoProps {
  chunks: Chunk[];
  /** How the run failed, for the explanation under the console. */
  error?: PythonErrorFacts;
  /** A prompt while `input()` waits. */
  prompt?: string;
  onSubmit?: (answer: string) => void;
  maxChars?: number;
}

/** The console as the studio lays it out, filled through a real ConsoleView. */
function ConsoleDemo({ chunks, error, prompt, onSubmit, maxChars }: ConsoleDemoProps) {
  const { i18n } = useLingui();
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
  const explained = error ? explainPythonError(error) : null;
  return (
    <div style={{ display: "flex", flexDirection: "column", height: 320, maxWidth: 560 }}>
      <ConsoleOutput outputRef={outputRef} />
      {explained && (
        <ErrorExplanation
          title={i18n._(explained.title)}
          text={i18n._(explained.text)}
          line={explained.line}
        />
      )}
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

export const TracebackWithExplanation: Story = {
  args: {
    chunks: [
      ["stdout", "开始\n"],
      [
        "stderr",
        "Traceback (most recent call last):\n  File \"main.py\", line 2, in <module>\n    print(score)\n          ^^^^^\nNameError: name 'score' is not defined\n",
      ],
    ],
    error: { name: "NameError", message: "name 'score' is not defined", line: 2 },
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
  ...TracebackWithExplanation,
  globals: { viewport: { value: "mobile", isRotated: false } },
};
