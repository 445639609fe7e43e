import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { codeEditorBasics } from "../../shared/code-editor-options.ts";
import { EditorStandIn, useEditorStandIn } from "../../shared/EditorStandIn.tsx";
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

/** Monaco, loaded on mount as its own chunk; the textarea `EditorStandIn` holds the code until then. */
export function CodeEditor({ initialCode, onChange, onRun, readOnly = false, handleRef }: CodeEditorProps) {
  const { t } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  const { standIn, shown: standInShown, earlyHandle, takeOver } = useEditorStandIn(initialCode);
  const callbacks = useRef({ onChange, onRun });
  callbacks.current = { onChange, onRun };
  const label = t`Python 代码编辑器`;

  // Until Monaco arrives the handle writes into the stand-in (a draft or a starter loaded early, a
  // partner's `load` in answer to the embed's `ready`); without it that code was lost (issue 23).
  // biome-ignore lint/correctness/useExhaustiveDependencies: set once; Monaco's handle replaces it.
  useEffect(() => {
    if (handleRef && !handleRef.current) handleRef.current = earlyHandle;
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is created once; later code arrives through the handle.
  useEffect(() => {
    let disposed = false;
    let dispose = () => {};
    loadMonaco().then(({ monaco }) => {
      if (disposed || !host.current) return;
      const container = host.current;
      const editor = takeOver((value) =>
        monaco.editor.create(container, {
          ...codeEditorBasics(label, 16),
          value,
          language: "python",
          readOnly,
          tabFocusMode: false,
        }),
      );
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
    <div ref={host} className={css.editor} data-testid="code-editor">
      {standInShown && (
        <EditorStandIn
          standInRef={standIn}
          label={label}
          initialCode={initialCode}
          fontSize={16}
          readOnly={readOnly}
          onChange={(code) => callbacks.current.onChange(code)}
          onRun={() => callbacks.current.onRun()}
        />
      )}
    </div>
  );
}
