import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import * as css from "./judge.css";

export interface SolutionEditorProps {
  language: "cpp" | "python";
  /** The code when the editor mounts; a language switch swaps the code through `code`. */
  code: string;
  onChange: (code: string) => void;
  /** Ctrl/Cmd+Enter. */
  onSubmit: () => void;
}

type EditorHandle = { setCode(code: string, language: "cpp" | "python"): void };

/**
 * Monaco with C++ (or Python) highlighting, loaded on mount as its own chunk; until it arrives a
 * plain textarea takes the code, so the page works (and is keyboard-usable) from the first paint.
 * Tab indents inside the editor; Ctrl+M (Monaco's tab trap toggle) lets keyboard users leave it.
 */
export function SolutionEditor({ language, code, onChange, onSubmit }: SolutionEditorProps) {
  const { t } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  const handle = useRef<EditorHandle | null>(null);
  const callbacks = useRef({ onChange, onSubmit });
  callbacks.current = { onChange, onSubmit };
  const label = language === "cpp" ? t`C++ 代码编辑器` : t`Python 代码编辑器`;

  // created once; later code and language arrive through the handle.
  useEffect(() => {
    let disposed = false;
    let dispose = () => {};
    import("./monaco-setup").then(({ monaco }) => {
      if (disposed || !host.current) return;
      host.current.replaceChildren();
      const dark = document.documentElement.dataset.theme === "dark";
      const editor = monaco.editor.create(host.current, {
        value: code,
        language,
        theme: dark ? "vs-dark" : "vs",
        automaticLayout: true,
        fontSize: 16,
        minimap: { enabled: false },
        tabSize: 4,
        insertSpaces: true,
        scrollBeyondLastLine: false,
        // "dimmed" greys the number of the empty line after the final newline below AA contrast (axe).
        renderFinalNewline: "on",
        ariaLabel: label,
        accessibilitySupport: "auto",
      });
      editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => callbacks.current.onSubmit());
      const sub = editor.onDidChangeModelContent(() => callbacks.current.onChange(editor.getValue()));
      handle.current = {
        setCode(next, nextLanguage) {
          const model = editor.getModel();
          if (model) monaco.editor.setModelLanguage(model, nextLanguage);
          if (editor.getValue() !== next) editor.setValue(next);
        },
      };
      host.current.dataset.ready = "true";
      dispose = () => {
        sub.dispose();
        editor.getModel()?.dispose();
        editor.dispose();
      };
    });
    return () => {
      disposed = true;
      handle.current = null;
      dispose();
    };
  }, []);

  useEffect(() => {
    handle.current?.setCode(code, language);
  }, [code, language]);

  return (
    <div ref={host} className={css.editor} data-testid="solution-editor">
      <textarea
        className={css.fallbackEditor}
        aria-label={label}
        value={code}
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
