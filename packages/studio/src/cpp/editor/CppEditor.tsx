import { useLingui } from "@lingui/react/macro";
import type { CppDiagnostic } from "@qisi/api";
import { useEffect, useRef } from "react";
import { codeEditorBasics } from "../../shared/code-editor-options.ts";
import { EditorStandIn, useEditorStandIn } from "../../shared/EditorStandIn.tsx";
import * as css from "../CppStudio.css";

export interface CppEditorHandle {
  setValue: (code: string) => void;
  focus: () => void;
  /** Underlines the compiler's errors and warnings where they are; an empty list clears them. */
  setMarkers: (diagnostics: readonly CppDiagnostic[]) => void;
  /** Puts the cursor on a line (the explanation panel's "第 3 行" link). */
  revealLine: (line: number, column?: number) => void;
}

export interface CppEditorProps {
  initialCode: string;
  onChange: (code: string) => void;
  /** Ctrl/Cmd+Enter. */
  onRun: () => void;
  fontSize: number;
  handleRef?: { current: CppEditorHandle | null };
}

/**
 * Monaco with C++, loaded on mount as its own chunk (shared with the Python studio); the textarea
 * `EditorStandIn` holds the code until then.
 */
export function CppEditor({ initialCode, onChange, onRun, fontSize, handleRef }: CppEditorProps) {
  const { t } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  const { standIn, shown: standInShown, earlyHandle, takeOver } = useEditorStandIn(initialCode);
  const callbacks = useRef({ onChange, onRun });
  callbacks.current = { onChange, onRun };
  const setFontSize = useRef<(size: number) => void>(() => {});
  const label = t`C++ 代码编辑器`;

  // Until Monaco arrives the handle writes into the stand-in (a draft or a starter loaded early).
  // biome-ignore lint/correctness/useExhaustiveDependencies: set once; Monaco's handle replaces it.
  useEffect(() => {
    if (handleRef && !handleRef.current)
      handleRef.current = { ...earlyHandle, setMarkers: () => {}, revealLine: () => earlyHandle.focus() };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is created once; later code arrives through the handle.
  useEffect(() => {
    let disposed = false;
    let dispose = () => {};
    import("./monaco-cpp.ts").then(({ monaco }) => {
      if (disposed || !host.current) return;
      const container = host.current;
      const editor = takeOver((value) =>
        monaco.editor.create(container, {
          ...codeEditorBasics(label, fontSize),
          value,
          language: "cpp",
          autoIndent: "full",
          matchBrackets: "always",
          tabFocusMode: false,
        }),
      );
      editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => callbacks.current.onRun());
      const sub = editor.onDidChangeModelContent(() => callbacks.current.onChange(editor.getValue()));
      setFontSize.current = (size) => editor.updateOptions({ fontSize: size });
      host.current.dataset.ready = "true";
      if (handleRef)
        handleRef.current = {
          setValue: (code) => {
            if (editor.getValue() !== code) editor.setValue(code);
          },
          focus: () => editor.focus(),
          setMarkers: (diagnostics) => {
            const model = editor.getModel();
            if (!model) return;
            const severity = { error: 8, fatal: 8, warning: 4, note: 2 } as const;
            monaco.editor.setModelMarkers(
              model,
              "qisi-cpp",
              diagnostics
                .filter(
                  (d) => d.line > 0 && d.severity !== "note" && (d.file === "main.cpp" || d.file === ""),
                )
                .map((d) => ({
                  startLineNumber: d.line,
                  startColumn: Math.max(1, d.column),
                  endLineNumber: d.line,
                  endColumn: model.getLineMaxColumn(Math.min(d.line, model.getLineCount())),
                  message: d.message,
                  severity: severity[d.severity],
                })),
            );
          },
          revealLine: (line, column = 1) => {
            editor.revealLineInCenter(line);
            editor.setPosition({ lineNumber: line, column });
            editor.focus();
          },
        };
      dispose = () => {
        sub.dispose();
        editor.getModel()?.dispose();
        editor.dispose();
      };
    });
    return () => {
      disposed = true;
      dispose();
      if (handleRef) handleRef.current = null;
    };
  }, []);

  useEffect(() => setFontSize.current(fontSize), [fontSize]);

  return (
    <div ref={host} className={css.editor} data-testid="code-editor">
      {standInShown && (
        <EditorStandIn
          standInRef={standIn}
          label={label}
          initialCode={initialCode}
          fontSize={fontSize}
          onChange={(code) => callbacks.current.onChange(code)}
          onRun={() => callbacks.current.onRun()}
        />
      )}
    </div>
  );
}
