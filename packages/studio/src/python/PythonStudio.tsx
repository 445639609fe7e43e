import { useLingui } from "@lingui/react/macro";
import type { BrowserPythonCheck, ExerciseCheckResult } from "@qisi/api/contract";
import { type ReactNode, type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import { ConsoleOutput } from "./console/ConsoleOutput.tsx";
import { ConsoleView } from "./console/console-view.ts";
import { InputPrompt } from "./console/InputPrompt.tsx";
import { CodeEditor } from "./editor/CodeEditor.tsx";
import type { PythonErrorFacts } from "./errors/explain-error.ts";
import { PythonError } from "./errors/PythonError.tsx";
import * as css from "./PythonStudio.css";
import { defaultPyodideBase, pyodideFiles } from "./pyodide-version.ts";
import { exerciseResultOf } from "./runner/check-outcome.ts";
import { askServiceWorkerToKeep } from "./runner/keep-offline.ts";
import { PythonRunner, type RunnerStatus, type RunResult } from "./runner/python-runner.ts";
import { StudioToolbar } from "./toolbar/StudioToolbar.tsx";
import { scrollingKeys, tkKeyName } from "./turtle/tk-key-name.ts";
import { TurtleCanvas } from "./turtle/turtle-canvas.ts";

export interface PythonStudioHandle {
  getCode: () => string;
  setCode: (code: string) => void;
  /**
   * Runs a lesson exercise's checks on the code in the editor, in the studio's warm Python; the
   * console stays as it is. Stop (the toolbar's, or `stop()`) ends a check as it ends a run, and a
   * check that outlasts `CHECK_TIME_LIMIT_MS` fails with a sentence about endless loops.
   */
  check: (spec: BrowserPythonCheck) => Promise<ExerciseCheckResult>;
  run: () => Promise<RunResult | null>;
  stop: () => Promise<void>;
  /** The same as `getCode` (the site's pages use this name). */
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
  /**
   * A lesson page that will `check()`: Python loads the check driver as soon as it is ready, so
   * the first 检查 answers as fast as the others. Read when the studio mounts.
   */
  prepareChecks?: boolean;
  /** Shown at the start of the toolbar (the title) and after Run/Stop (save, copy…). */
  toolbarStart?: ReactNode;
  toolbarEnd?: ReactNode;
  /**
   * The drawing and the console under the code instead of beside it: a lesson player's editor
   * column is too narrow for both side by side (the console covered the code there).
   */
  outputBelow?: boolean;
  /** The studio's handle (React 19's `ref` prop), e.g. for a lesson page's 检查 button. */
  ref?: Ref<PythonStudioHandle>;
  /** The same handle under the name the site's pages use. */
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
  prepareChecks = false,
  toolbarStart,
  toolbarEnd,
  outputBelow = false,
  ref,
  handleRef,
}: PythonStudioProps) {
  const { t, i18n } = useLingui();
  const code = useRef(initialCode);
  const editor = useRef<{ setValue: (code: string) => void; focus: () => void } | null>(null);
  const outputRef = useRef<HTMLPreElement>(null);
  const drawingRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<HTMLCanvasElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const explanationRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const runner = useRef<PythonRunner | null>(null);
  const consoleView = useRef<ConsoleView | null>(null);
  const turtle = useRef<TurtleCanvas | null>(null);
  const [status, setStatus] = useState<RunnerStatus>("loading");
  const [prompt, setPrompt] = useState<string | null>(null);
  const [answer, setAnswer] = useState("");
  const [drawing, setDrawing] = useState(false);
  /** The program waits in turtle's mainloop() for key presses and clicks on the drawing. */
  const [listening, setListening] = useState(false);
  /** The failed run's error and traceback, explained under the console. */
  const [explanation, setExplanation] = useState<{ facts: PythonErrorFacts; traceback?: string } | null>(
    null,
  );
  const callbacks = useRef({ onConsoleChange, onRunEnd, onCodeChange });
  callbacks.current = { onConsoleChange, onRunEnd, onCodeChange };
  const droppedNote = t`……前面的输出太多，已经省略了……\n`;
  const checksWanted = useRef(prepareChecks);

  useEffect(() => {
    if (!outputRef.current || !drawingRef.current || !overlayRef.current) return;
    const view = new ConsoleView(outputRef.current, { droppedNote });
    const canvas = new TurtleCanvas(drawingRef.current, overlayRef.current);
    canvas.onUse = () => setDrawing(true);
    const python = new PythonRunner({ indexURL: pyodideBase, prepareChecks: checksWanted.current });
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
      listening: () => setListening(true),
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

  useEffect(() => {
    if (listening) stageRef.current?.focus();
  }, [listening]);

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
    setListening(false);
    view.flush();
    if (result.outcome === "stopped") view.write("note", t`\n（程序已停止）\n`);
    const { failure } = result;
    if (failure) {
      // The traceback goes into the explanation's fold: the console keeps the program's own output.
      view.write(
        "note",
        failure.line ? t`\n（程序在第 ${failure.line} 行出错，停下了。）\n` : t`\n（程序出错，停下了。）\n`,
      );
      setExplanation({
        facts: { name: failure.name, message: failure.message, line: failure.line, source: code.current },
        ...(failure.traceback !== undefined && { traceback: failure.traceback }),
      });
    }
    view.flush();
    callbacks.current.onRunEnd?.(result);
    callbacks.current.onConsoleChange?.();
    return result;
  };

  const stop = async () => {
    setPrompt(null);
    setListening(false);
    await runner.current?.stop();
    turtle.current?.finish();
  };

  const check = async (spec: BrowserPythonCheck): Promise<ExerciseCheckResult> => {
    const python = runner.current;
    if (!python) throw new Error("The Python studio is not mounted");
    const outcome = await python.check(spec, code.current);
    // The exercise's own fault (a spec the judge cannot read): for its author.
    if (outcome.outcome === "error") console.warn("Python check failed on the exercise:", outcome.message);
    return exerciseResultOf(outcome, (descriptor) => i18n._(descriptor));
  };

  const handle = (): PythonStudioHandle => ({
    getCode: () => code.current,
    setCode: (next) => {
      code.current = next;
      editor.current?.setValue(next);
    },
    check,
    run,
    stop,
    currentCode: () => code.current,
    consoleTail: (chars) => consoleView.current?.lastText(chars) ?? "",
    runner: runner.current,
  });
  useImperativeHandle(ref, handle);
  useImperativeHandle(handleRef, handle);

  const submitAnswer = () => {
    if (prompt === null) return;
    consoleView.current?.write("stdin", `${answer}\n`);
    runner.current?.answerInput(answer);
    setAnswer("");
    setPrompt(null);
  };

  return (
    <div className={css.studio} data-status={status} data-layout={outputBelow ? "below" : "beside"}>
      <StudioToolbar
        status={status}
        onRun={() => void run()}
        onStop={() => void stop()}
        start={toolbarStart}
        end={toolbarEnd}
      />
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
          {/* biome-ignore lint/a11y/noStaticElementInteractions: keys and clicks go to the learner's turtle program, which the hint announces; focusable while it listens. */}
          <div
            ref={stageRef}
            className={css.stage}
            hidden={!drawing}
            tabIndex={listening ? 0 : undefined}
            onKeyDown={(event) => {
              if (!listening) return;
              if (scrollingKeys.has(event.key)) event.preventDefault();
              runner.current?.sendTurtleEvent({ type: "keydown", key: tkKeyName(event.key) });
            }}
            onKeyUp={(event) => {
              if (listening) runner.current?.sendTurtleEvent({ type: "keyup", key: tkKeyName(event.key) });
            }}
            onClick={(event) => {
              if (!listening || !turtle.current) return;
              const [x, y] = turtle.current.toTurtle(event.clientX, event.clientY);
              runner.current?.sendTurtleEvent({ type: "click", x, y });
            }}
          >
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
          {listening && <p className={css.hint}>{t`程序在等你：点一下画布，再按键盘或点击试试`}</p>}
          <ConsoleOutput outputRef={outputRef} />
          {explanation && (
            <div className={css.explanation}>
              <PythonError ref={explanationRef} facts={explanation.facts} original={explanation.traceback} />
            </div>
          )}
          {prompt !== null && (
            <InputPrompt
              prompt={prompt}
              value={answer}
              onChange={setAnswer}
              onSubmit={submitAnswer}
              inputRef={inputRef}
            />
          )}
        </div>
      </div>
    </div>
  );
}
