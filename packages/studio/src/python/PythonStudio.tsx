import { useLingui } from "@lingui/react/macro";
import { Button } from "@qisi/ui";
import { Play, Square } from "lucide-react";
import { type ReactNode, type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from "react";
import { ConsoleView } from "./console/console-view.ts";
import { CodeEditor } from "./editor/CodeEditor.tsx";
import { explainPythonError } from "./errors/explain-error.ts";
import * as css from "./PythonStudio.css";
import { defaultPyodideBase, pyodideFiles } from "./pyodide-version.ts";
import { askServiceWorkerToKeep } from "./runner/keep-offline.ts";
import { PythonRunner, type RunnerStatus, type RunResult } from "./runner/python-runner.ts";
import { TurtleCanvas } from "./turtle/turtle-canvas.ts";

export interface PythonStudioHandle {
  run: () => Promise<RunResult | null>;
  stop: () => Promise<void>;
  setCode: (code: string) => void;
  currentCode: () => string;
  /** The last characters of the console, for live sync. */
  consoleTail: (chars?: number) => string;
  runner: PythonRunner | null;
}

export interface PythonStudioProps {
  initialCode: string;
  onCodeChange?: (code: string) => void;
  /** After each run, and whenever output arrives (at most once per animation frame). */
  onConsoleChange?: () => void;
  onRunEnd?: (result: RunResult) => void;
  /** Where Pyodide's files live on our origin. */
  pyodideBase?: string;
  /** Shown at the start of the toolbar (the title) and after Run/Stop (save, copy…). */
  toolbarStart?: ReactNode;
  toolbarEnd?: ReactNode;
  handleRef?: Ref<PythonStudioHandle>;
}

/**
 * The Python studio: Monaco on the left; on the right the turtle canvas (once a program draws),
 * the console and, while `input()` waits, an answer field. Python starts loading on mount.
 */
export function PythonStudio({
  initialCode,
  onCodeChange,
  onConsoleChange,
  onRunEnd,
  pyodideBase = defaultPyodideBase,
  toolbarStart,
  toolbarEnd,
  handleRef,
}: PythonStudioProps) {
  const { t, i18n } = useLingui();
  const code = useRef(initialCode);
  const editor = useRef<{ setValue: (code: string) => void; focus: () => void } | null>(null);
  const outputRef = useRef<HTMLPreElement>(null);
  const drawingRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<HTMLCanvasElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const explanationRef = useRef<HTMLParagraphElement>(null);
  const runner = useRef<PythonRunner | null>(null);
  const consoleView = useRef<ConsoleView | null>(null);
  const turtle = useRef<TurtleCanvas | null>(null);
  const [status, setStatus] = useState<RunnerStatus>("loading");
  const [prompt, setPrompt] = useState<string | null>(null);
  const [answer, setAnswer] = useState("");
  const [drawing, setDrawing] = useState(false);
  const [explanation, setExplanation] = useState<{ text: string; line: number | null } | null>(null);
  const callbacks = useRef({ onConsoleChange, onRunEnd, onCodeChange });
  callbacks.current = { onConsoleChange, onRunEnd, onCodeChange };
  const ids = useId();
  const droppedNote = t`……前面的输出太多，已经省略了……\n`;

  useEffect(() => {
    if (!outputRef.current || !drawingRef.current || !overlayRef.current) return;
    const view = new ConsoleView(outputRef.current, { droppedNote });
    const canvas = new TurtleCanvas(drawingRef.current, overlayRef.current);
    canvas.onUse = () => setDrawing(true);
    const python = new PythonRunner({ indexURL: pyodideBase });
    python.whenReady().then(
      () =>
        askServiceWorkerToKeep(
          pyodideFiles.map((name) => new URL(name, new URL(pyodideBase, location.href)).href),
        ),
      () => {},
    );
    let notify = 0;
    python.on({
      status: setStatus,
      output: (stream, text) => {
        view.write(stream, text);
        if (!notify)
          notify = requestAnimationFrame(() => {
            notify = 0;
            callbacks.current.onConsoleChange?.();
          });
      },
      turtle: (ops) => canvas.push(ops),
      inputRequest: (text) => {
        view.flush();
        setPrompt(text);
      },
    });
    consoleView.current = view;
    turtle.current = canvas;
    runner.current = python;
    return () => {
      cancelAnimationFrame(notify);
      python.dispose();
      view.dispose();
      runner.current = null;
    };
  }, [pyodideBase, droppedNote]);

  useEffect(() => {
    if (prompt !== null) inputRef.current?.focus();
  }, [prompt]);

  // On a phone the results panel scrolls on its own; bring the explanation into it.
  useEffect(() => {
    if (explanation) explanationRef.current?.scrollIntoView({ block: "nearest" });
  }, [explanation]);

  const run = async (): Promise<RunResult | null> => {
    const python = runner.current;
    const view = consoleView.current;
    if (!python || !view) return null;
    view.clear();
    turtle.current?.reset();
    setDrawing(false);
    setExplanation(null);
    setPrompt(null);
    const result = await python.run(code.current);
    setPrompt(null);
    view.flush();
    if (result.outcome === "stopped") view.write("note", t`\n（程序已停止）\n`);
    if (result.failure) {
      const lines = view.lastText(2000).trimEnd().split("\n");
      const described = explainPythonError(result.failure.name, lines.at(-1) ?? "");
      if (described) setExplanation({ text: i18n._(described), line: result.failure.line });
    }
    view.flush();
    callbacks.current.onRunEnd?.(result);
    callbacks.current.onConsoleChange?.();
    return result;
  };

  const stop = async () => {
    setPrompt(null);
    await runner.current?.stop();
    turtle.current?.finish();
  };

  useImperativeHandle(handleRef, () => ({
    run,
    stop,
    setCode: (next) => {
      code.current = next;
      editor.current?.setValue(next);
    },
    currentCode: () => code.current,
    consoleTail: (chars) => consoleView.current?.lastText(chars) ?? "",
    runner: runner.current,
  }));

  const submitAnswer = () => {
    if (prompt === null) return;
    consoleView.current?.write("stdin", `${answer}\n`);
    runner.current?.answerInput(answer);
    setAnswer("");
    setPrompt(null);
  };

  const busy = status === "running" || status === "waiting-input";
  const statusText = {
    loading: t`Python 正在准备中…`,
    ready: t`准备好了`,
    running: t`程序运行中…`,
    "waiting-input": t`程序在等你输入`,
    failed: t`Python 没能启动，请刷新页面再试`,
  }[status];

  return (
    <div className={css.studio} data-status={status}>
      <div className={css.toolbar}>
        {toolbarStart}
        <Button
          variant="primary"
          icon={<Play size={16} aria-hidden />}
          onClick={() => void run()}
          disabled={busy}
        >
          {t`运行`}
        </Button>
        <Button
          variant="secondary"
          icon={<Square size={16} aria-hidden />}
          onClick={() => void stop()}
          disabled={!busy}
        >
          {t`停止`}
        </Button>
        <span className={css.status} role="status" data-testid="runner-status">
          {statusText}
        </span>
        <span className={css.spacer} />
        {toolbarEnd}
      </div>
      <div className={css.body}>
        <CodeEditor
          initialCode={initialCode}
          handleRef={editor}
          onRun={() => void run()}
          onChange={(next) => {
            code.current = next;
            callbacks.current.onCodeChange?.(next);
          }}
        />
        <div className={css.side}>
          <div className={css.stage} hidden={!drawing}>
            <canvas
              ref={drawingRef}
              className={css.canvas}
              role="img"
              aria-label={t`海龟画图`}
              data-testid="turtle-canvas"
            />
            <div aria-hidden="true">
              <canvas ref={overlayRef} className={css.overlay} />
            </div>
          </div>
          <h2 className={css.consoleHeading} id={`${ids}-console`}>
            {t`输出`}
          </h2>
          <pre
            ref={outputRef}
            className={css.output}
            role="log"
            aria-labelledby={`${ids}-console`}
            data-testid="console"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls; keyboard users need to reach it.
            tabIndex={0}
          />
          {explanation && (
            <p ref={explanationRef} className={css.explanation} data-testid="error-explanation">
              {explanation.line !== null ? t`第 ${explanation.line} 行：` : ""}
              {explanation.text}
            </p>
          )}
          {prompt !== null && (
            <form
              className={css.inputRow}
              onSubmit={(event) => {
                event.preventDefault();
                submitAnswer();
              }}
            >
              <label htmlFor={`${ids}-answer`}>{prompt.trim() || t`请输入：`}</label>
              <input
                ref={inputRef}
                id={`${ids}-answer`}
                className={css.inputField}
                value={answer}
                autoComplete="off"
                onChange={(event) => setAnswer(event.target.value)}
              />
              <Button type="submit" variant="primary">
                {t`确定`}
              </Button>
            </form>
          )}
        </div>
      </div>
    </div>
  );
}
