import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import * as css from "../PythonStudio.css";
import { loadMonaco } from "./load-monaco.ts";

export interface CodeEditorProps {
  /** The code when the editor mounts; later changes come through `setValue` on the handle. */
  initialCode: string;
  onChange: (code: string) => void;
  /** Ctrl/Cmd+Enter. */
  onRun: () => void;
  readOnly?: boolean;
  handleRef?: { current: { setValue: (code: string) => void; focus: () => void } | null };
}

/**
 * Monaco, loaded on mount as its own chunk (2.7 MB: seconds on a cheap phone); a plain textarea
 * with the code stands in until it arrives, so a child can read and type at once. Monaco then takes
 * over with whatever was typed, the cursor where it was, and the focus if the textarea had it.
 */
export function CodeEditor({ initialCode, onChange, onRun, readOnly = false, handleRef }: CodeEditorProps) {
  const { t } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  const standIn = useRef<HTMLTextAreaElement>(null);
  const [monacoShown, setMonacoShown] = useState(false);
  const callbacks = useRef({ onChange, onRun });
  callbacks.current = { onChange, onRun };
  const label = t`Python 代码编辑器`;

  // Until Monaco arrives the handle writes into the stand-in (a draft or a starter loaded early, a
  // partner's `load` in answer to the embed's `ready`); without it that code was lost (issue 23).
  // biome-ignore lint/correctness/useExhaustiveDependencies: set once; Monaco's handle replaces it.
  useEffect(() => {
    if (handleRef && !handleRef.current)
      handleRef.current = {
        setValue: (code) => {
          if (standIn.current) standIn.current.value = code;
        },
        focus: () => standIn.current?.focus(),
      };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is created once; later code arrives through the handle.
  useEffect(() => {
    let disposed = false;
    let dispose = () => {};
    loadMonaco().then(({ monaco }) => {
      if (disposed || !host.current) return;
      const dark = document.documentElement.dataset.theme === "dark";
      const typed = standIn.current;
      const value = typed?.value ?? initialCode;
      const hadFocus = typed !== null && document.activeElement === typed;
      const editor = monaco.editor.create(host.current, {
        value,
        language: "python",
        theme: dark ? "vs-dark" : "vs",
        automaticLayout: true,
        fontSize: 16,
        minimap: { enabled: false },
        tabSize: 4,
        insertSpaces: true,
        readOnly,
        scrollBeyondLastLine: false,
        ariaLabel: label,
        accessibilitySupport: "auto",
        tabFocusMode: false,
      });
      if (typed) {
        const at = editor.getModel()?.getPositionAt(typed.selectionStart);
        if (at) editor.setPosition(at);
      }
      setMonacoShown(true);
      if (hadFocus) editor.focus();
      editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => callbacks.current.onRun());
      const sub = editor.onDidChangeModelContent(() => callbacks.current.onChange(editor.getValue()));
      host.current.dataset.ready = "true";
      if (handleRef)
        handleRef.current = {
          setValue: (code) => {
            if (editor.getValue() !== code) editor.setValue(code);
          },
          focus: () => editor.focus(),
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

  return (
    <div ref={host} className={css.editor} data-testid="code-editor" data-editable={!readOnly || undefined}>
      {!monacoShown && (
        <textarea
          ref={standIn}
          className={css.editorStandIn}
          data-testid="code-editor-stand-in"
          aria-label={label}
          defaultValue={initialCode}
          readOnly={readOnly}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          onChange={(event) => callbacks.current.onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              callbacks.current.onRun();
            }
          }}
        />
      )}
    </div>
  );
}
