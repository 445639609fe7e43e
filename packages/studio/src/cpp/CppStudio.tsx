import { useLingui } from "@lingui/react/macro";
import { type CppDiagnostic, maxCppSourceBytes } from "@qisi/api";
import { explainRuntimeFailure } from "@qisi/judge/explain";
import { type ReactNode, type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import { ConsoleOutput } from "../python/console/ConsoleOutput.tsx";
import { ConsoleView } from "../python/console/console-view.ts";
import { InputPrompt } from "../python/console/InputPrompt.tsx";
import * as css from "./CppStudio.css";
import { SlowNotice } from "./console/SlowNotice.tsx";
import { StdinBox } from "./console/StdinBox.tsx";
import { CppEditor, type CppEditorHandle } from "./editor/CppEditor.tsx";
import { ProblemPanel } from "./errors/ProblemPanel.tsx";
import { RunMessage } from "./errors/RunMessage.tsx";
import {
  CppRunner,
  type CppRunnerOptions,
  type CppRunnerStatus,
  type CppRunResult,
} from "./runner/cpp-runner.ts";
import { checkSource } from "./source-check.ts";
import { CppToolbar, fontSizes } from "./toolbar/CppToolbar.tsx";

export interface CppStudioHandle {
  getCode: () => string;
  setCode: (code: string) => void;
  run: () => Promise<CppRunResult | null>;
  stop: () => Promise<void>;
  /** The same as `getCode` (the site's pages use this name). */
  currentCode: () => string;
  consoleTail: (chars?: number) => string;
}

export interface CppStudioProps extends Pick<CppRunnerOptions, "compile" | "moduleUrl" | "compileProblem"> {
  initialCode: string;
  onCodeChange?: (code: string) => void;
  /** Before each compile, with the code about to run: the page keeps a local draft of it first. */
  onBeforeRun?: (code: string) => void;
  onRunEnd?: (result: CppRunResult) => void;
  toolbarStart?: ReactNode;
  toolbarEnd?: ReactNode;
  /**
   * The 示例程序 menu, which swaps the editor's code for a sample (default on). A lesson's exercise
   * turns it off: there the code is the child's answer to that exercise.
   */
  samples?: boolean;
  /** The console and the explanations under the code instead of beside it (a lesson's editor column). */
  outputBelow?: boolean;
  /** The studio's handle (React 19's `ref` prop), e.g. for a lesson page's 检查 button. */
  ref?: Ref<CppStudioHandle>;
  /** The same handle under the name the site's pages use. */
  handleRef?: Ref<CppStudioHandle>;
}

type Panel =
  | {
      kind: "problems";
      diagnostics: CppDiagnostic[];
      original: string;
      failed: boolean;
      timedOut: boolean;
      source: string;
    }
  /** `original`: what the program's trap said, folded under the explanation. */
  | { kind: "message"; text: string; original?: string };

const fontSizeKey = "qisi-cpp-font-size";
const diagnosticsText = (diagnostics: readonly CppDiagnostic[]) =>
  diagnostics
    .map((d) => `${d.file || "main.cpp"}:${d.line}:${d.column}: ${d.severity}: ${d.message}`)
    .join("\n");

/**
 * The C++ studio: Monaco on the left; the console, input and explanations on the right. Run sends
 * the code to the compile service and runs the module in a Worker (runner/cpp-runner.ts).
 */
export function CppStudio({
  initialCode,
  onCodeChange,
  onBeforeRun,
  onRunEnd,
  compile,
  moduleUrl,
  compileProblem,
  toolbarStart,
  toolbarEnd,
  samples = true,
  outputBelow = false,
  ref,
  handleRef,
}: CppStudioProps) {
  const { t, i18n } = useLingui();
  const code = useRef(initialCode);
  const editor = useRef<CppEditorHandle | null>(null);
  const outputRef = useRef<HTMLPreElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const runner = useRef<CppRunner | null>(null);
  const consoleView = useRef<ConsoleView | null>(null);
  const [status, setStatus] = useState<CppRunnerStatus>("ready");
  const [answer, setAnswer] = useState("");
  const [slow, setSlow] = useState(false);
  const [panel, setPanel] = useState<Panel | null>(null);
  const [stdinText, setStdinText] = useState("");
  const [canWait] = useState(() => CppRunner.canWaitForInput);
  const [fontSize, setFontSize] = useState(
    () => Number(globalThis.localStorage?.getItem(fontSizeKey)) || fontSizes[1],
  );
  const callbacks = useRef({ onCodeChange, onBeforeRun, onRunEnd, compile, moduleUrl, compileProblem });
  callbacks.current = { onCodeChange, onBeforeRun, onRunEnd, compile, moduleUrl, compileProblem };
  const droppedNote = t`……前面的输出太多，已经省略了……\n`;

  useEffect(() => {
    if (!outputRef.current) return;
    const view = new ConsoleView(outputRef.current, { droppedNote });
    const cpp = new CppRunner({
      compile: (request) => callbacks.current.compile(request),
      moduleUrl: (module) => callbacks.current.moduleUrl(module),
      compileProblem: (error) => callbacks.current.compileProblem(error),
    });
    cpp.on({
      status: (next) => {
        setStatus(next);
        if (next === "waiting-input") view.flush();
        if (next !== "running") setSlow(false);
      },
      output: (stream, text) => view.write(stream, text),
      slow: () => setSlow(true),
    });
    consoleView.current = view;
    runner.current = cpp;
    return () => {
      cpp.dispose();
      view.dispose();
      runner.current = null;
    };
  }, [droppedNote]);

  useEffect(() => {
    if (status === "waiting-input") inputRef.current?.focus();
  }, [status]);

  useEffect(() => {
    if (panel) panelRef.current?.scrollIntoView?.({ block: "nearest" });
  }, [panel]);

  const seconds = (ms: number) => (ms / 1000).toFixed(2);

  const run = async (): Promise<CppRunResult | null> => {
    const cpp = runner.current;
    const view = consoleView.current;
    if (!cpp || !view) return null;
    const source = code.current;
    setPanel(null);
    setSlow(false);
    editor.current?.setMarkers([]);
    const refused = checkSource(source, maxCppSourceBytes);
    if (refused) {
      setPanel({
        kind: "message",
        text:
          refused === "too-large"
            ? t`程序太长了：最多 64 KB。试试删掉用不上的代码，或者把程序拆小一些。`
            : t`程序里有无法识别的文字或看不见的特殊字符，可能是从别的文件里复制来的。删掉乱码再运行吧。`,
      });
      return null;
    }
    callbacks.current.onBeforeRun?.(source);
    view.clear();
    const result = await cpp.run(source, stdinText);
    view.flush();
    switch (result.outcome) {
      case "exited":
        view.write("note", t`\n程序结束，返回值 ${result.code}，用时 ${seconds(result.ms)} 秒\n`);
        showWarnings(result.warnings, source);
        break;
      case "failed":
        view.write("note", t`\n程序出错停止了，用时 ${seconds(result.ms)} 秒\n`);
        setPanel({
          kind: "message",
          text: i18n._(explainRuntimeFailure({ failure: result.failure, line: result.line })),
          original: result.message,
        });
        showWarnings(result.warnings, source, false);
        break;
      case "compile-error":
        editor.current?.setMarkers(result.diagnostics);
        setPanel({
          kind: "problems",
          diagnostics: result.diagnostics,
          original: result.stderr || diagnosticsText(result.diagnostics),
          failed: true,
          timedOut: result.reason === "timeout",
          source,
        });
        break;
      case "not-compiled":
        setPanel({ kind: "message", text: compileProblemText(result.problem.kind, result.problem.detail) });
        break;
      case "stopped":
        view.write("note", t`\n（程序已停止）\n`);
        break;
    }
    view.flush();
    callbacks.current.onRunEnd?.(result);
    return result;
  };

  /** Warnings of a program that ran: underlined, and explained unless a runtime error is shown. */
  const showWarnings = (warnings: CppDiagnostic[], source: string, panelToo = true) => {
    const real = warnings.filter((d) => d.severity === "warning");
    if (real.length === 0) return;
    editor.current?.setMarkers(warnings);
    if (panelToo)
      setPanel({
        kind: "problems",
        diagnostics: real,
        original: diagnosticsText(warnings),
        failed: false,
        timedOut: false,
        source,
      });
  };

  const compileProblemText = (kind: "refused" | "unavailable" | "timeout", detail: string | null) => {
    if (kind === "refused" && detail) return detail;
    if (kind === "timeout")
      return t`编译服务现在有点忙，等了很久也没有回音。代码已经保存在这台电脑上，过一会儿再点“运行”试试。`;
    return t`连不上编译服务，程序没能运行。代码已经保存在这台电脑上，检查一下网络，过一会儿再试。`;
  };

  const stop = async () => {
    await runner.current?.stop();
  };

  const handle = (): CppStudioHandle => ({
    getCode: () => code.current,
    setCode: (next) => {
      code.current = next;
      editor.current?.setValue(next);
    },
    run,
    stop,
    currentCode: () => code.current,
    consoleTail: (chars) => consoleView.current?.lastText(chars) ?? "",
  });
  useImperativeHandle(ref, handle);
  useImperativeHandle(handleRef, handle);

  const submitAnswer = () => {
    consoleView.current?.write("stdin", `${answer}\n`);
    runner.current?.answerInput(answer);
    setAnswer("");
  };

  return (
    <div className={css.studio} data-status={status} data-layout={outputBelow ? "below" : "beside"}>
      <CppToolbar
        status={status}
        onRun={() => void run()}
        onStop={() => void stop()}
        onSample={
          samples
            ? (sample) => {
                code.current = sample;
                editor.current?.setValue(sample);
                callbacks.current.onCodeChange?.(sample);
              }
            : undefined
        }
        fontSize={fontSize}
        onFontSize={(size) => {
          setFontSize(size);
          globalThis.localStorage?.setItem(fontSizeKey, String(size));
        }}
        start={toolbarStart}
        end={toolbarEnd}
      />
      <div className={css.body}>
        <CppEditor
          initialCode={initialCode}
          handleRef={editor}
          fontSize={fontSize}
          onRun={() => void run()}
          onChange={(next) => {
            code.current = next;
            callbacks.current.onCodeChange?.(next);
          }}
        />
        <div className={css.side}>
          <ConsoleOutput outputRef={outputRef} />
          {slow && <SlowNotice onStop={() => void stop()} />}
          {panel?.kind === "problems" && (
            <ProblemPanel
              ref={panelRef}
              diagnostics={panel.diagnostics}
              source={panel.source}
              original={panel.original}
              failed={panel.failed}
              timedOut={panel.timedOut}
              onLine={(line, column) => editor.current?.revealLine(line, column)}
            />
          )}
          {panel?.kind === "message" && <RunMessage text={panel.text} original={panel.original} />}
          {status === "waiting-input" && (
            <InputPrompt
              prompt={t`程序在等你输入：`}
              value={answer}
              onChange={setAnswer}
              onSubmit={submitAnswer}
              inputRef={inputRef}
            />
          )}
          {!canWait && <StdinBox value={stdinText} onChange={setStdinText} />}
        </div>
      </div>
    </div>
  );
}
