import { useLingui } from "@lingui/react";
import { explainRuntimeFailure, type RuntimeFailure } from "@qisi/judge/explain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useRef } from "react";
import { expect } from "storybook/test";
import { ConsoleOutput } from "../../python/console/ConsoleOutput.tsx";
import { ConsoleView } from "../../python/console/console-view.ts";
import { InputPrompt } from "../../python/console/InputPrompt.tsx";
import * as css from "../CppStudio.css";
import { RunMessage } from "../errors/RunMessage.tsx";
import { SlowNotice } from "./SlowNotice.tsx";
import { StdinBox } from "./StdinBox.tsx";

type Write = [stream: "stdout" | "stderr" | "stdin" | "note", text: string];

interface ConsoleStateProps {
  writes: Write[];
  waiting?: boolean;
  slow?: boolean;
  failure?: RuntimeFailure;
  /** The line the runner mapped the trap to, when it knows it. */
  failureLine?: number;
  /** What the trap said, folded under the explanation. */
  trap?: string;
  upFrontInput?: string;
}

/** The console side of the C++ studio in one state, written the way the studio writes it. */
function ConsoleState({
  writes,
  waiting = false,
  slow = false,
  failure,
  failureLine,
  trap,
  upFrontInput,
}: ConsoleStateProps) {
  const { i18n } = useLingui();
  const output = useRef<HTMLPreElement>(null);
  useEffect(() => {
    if (!output.current) return;
    const view = new ConsoleView(output.current);
    for (const [stream, text] of writes) view.write(stream, text);
    view.flush();
    return () => view.dispose();
  }, [writes]);
  return (
    <div className={css.side} style={{ height: 420, maxWidth: 560 }}>
      <ConsoleOutput outputRef={output} />
      {slow && <SlowNotice onStop={() => {}} />}
      {failure && (
        <RunMessage
          text={i18n._(explainRuntimeFailure({ failure, line: failureLine ?? null }))}
          original={trap}
        />
      )}
      {waiting && (
        <InputPrompt prompt="程序在等你输入：" value="3 4" onChange={() => {}} onSubmit={() => {}} />
      )}
      {upFrontInput !== undefined && <StdinBox value={upFrontInput} onChange={() => {}} />}
    </div>
  );
}

const meta = {
  title: "Studio/C++/Console",
  component: ConsoleState,
  args: { writes: [] },
} satisfies Meta<typeof ConsoleState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Finished: Story = {
  args: {
    writes: [
      ["stdout", "你好，C++！\n"],
      ["note", "\n程序结束，返回值 0，用时 0.12 秒\n"],
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("console")).toHaveTextContent("返回值 0");
  },
};

export const WaitingForInput: Story = {
  args: { writes: [["stdout", "请输入两个整数，用空格隔开：\n"]], waiting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText("程序在等你输入：")).toHaveValue("3 4");
  },
};

export const MaybeEndlessLoop: Story = {
  args: { writes: [["stdout", "1\n2\n3\n"]], slow: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("slow-notice")).toHaveTextContent("可能陷入了死循环");
  },
};

export const DivisionByZero: Story = {
  args: {
    writes: [["note", "\n程序出错停止了，用时 0.01 秒\n"]],
    failure: "divide-by-zero",
    trap: "RuntimeError: divide by zero",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("run-message")).toHaveTextContent("除以 0");
    await expect(canvas.getByText("程序停下时的原话")).toBeVisible();
  },
};

/** When the runner maps the trap to the child's line (issue 38), the sentence names it. */
export const DivisionByZeroOnALine: Story = {
  args: { ...DivisionByZero.args, failureLine: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("run-message")).toHaveTextContent("运行到第 6 行时出错了：这里除以 0 了");
  },
};

export const Aborted: Story = {
  args: {
    writes: [["note", "\n程序出错停止了，用时 0.02 秒\n"]],
    failure: "abort",
    failureLine: 9,
    trap: "Aborted(): assertion failed",
  },
};

export const StackOverflow: Story = {
  args: { writes: [["note", "\n程序出错停止了，用时 0.30 秒\n"]], failure: "stack-overflow" },
};

export const OutputCut: Story = {
  args: {
    writes: [
      ["stdout", "0123456789\n".repeat(20)],
      ["note", "\n程序出错停止了，用时 0.80 秒\n"],
    ],
    failure: "output-limit",
  },
};

/** A page that is not cross-origin isolated: the input is written before Run. */
export const UpFrontInput: Story = { args: { writes: [], upFrontInput: "3 4\n" } };

export const Mobile: Story = {
  args: { writes: [["stdout", "请输入两个整数，用空格隔开：\n"]], waiting: true },
  globals: { viewport: { value: "mobile", isRotated: false } },
};
