import { type RefObject, useRef, useState } from "react";
import * as css from "./EditorStandIn.css";

/**
 * Monaco is 2.7 MB of JavaScript: seconds on a cheap phone. Until it has loaded, this textarea holds
 * the code, so a child can read and type at once (Ctrl/Cmd+Enter runs, as in Monaco). Monaco then
 * takes over (`useEditorStandIn`).
 */
export function EditorStandIn({
  standInRef,
  label,
  initialCode,
  fontSize,
  readOnly = false,
  onChange,
  onRun,
}: {
  standInRef: RefObject<HTMLTextAreaElement | null>;
  label: string;
  initialCode: string;
  fontSize: number;
  readOnly?: boolean;
  onChange: (code: string) => void;
  onRun: () => void;
}) {
  return (
    <textarea
      ref={standInRef}
      className={css.standIn}
      style={{ fontSize }}
      data-testid="code-editor-stand-in"
      aria-label={label}
      defaultValue={initialCode}
      readOnly={readOnly}
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          onRun();
        }
      }}
    />
  );
}

/** What Monaco takes over from the stand-in: the code typed so far, the cursor, the focus. */
interface StandInState {
  value: string;
  /** The cursor as an offset into `value`. */
  cursor: number;
  focused: boolean;
}

function stateOf(standIn: HTMLTextAreaElement | null, initialCode: string): StandInState {
  if (!standIn) return { value: initialCode, cursor: 0, focused: false };
  return {
    value: standIn.value,
    cursor: standIn.selectionStart,
    focused: document.activeElement === standIn,
  };
}

/** The little of a Monaco editor the hand-over needs. */
interface MonacoEditorLike {
  getModel(): { getPositionAt(offset: number): unknown } | null;
  setPosition(position: unknown): void;
  focus(): void;
}

/**
 * The stand-in's life in an editor component (Python's and C++'s): render `EditorStandIn` with
 * `standIn` while `shown`; give the editor's handle `earlyHandle` until Monaco's replaces it; create
 * Monaco through `takeOver`.
 */
export function useEditorStandIn(initialCode: string) {
  const standIn = useRef<HTMLTextAreaElement>(null);
  const [shown, setShown] = useState(true);
  return {
    standIn,
    shown,
    /** The editor handle's part that works before Monaco: the code goes into the stand-in, focus onto it. */
    earlyHandle: {
      setValue: (code: string) => {
        if (standIn.current) standIn.current.value = code;
      },
      focus: () => standIn.current?.focus(),
    },
    /** Creates Monaco with what the stand-in holds, then moves the cursor and the focus over and removes it. */
    takeOver<Editor extends MonacoEditorLike>(create: (value: string) => Editor): Editor {
      const typed = stateOf(standIn.current, initialCode);
      const editor = create(typed.value);
      const cursor = editor.getModel()?.getPositionAt(typed.cursor);
      if (cursor) editor.setPosition(cursor);
      setShown(false);
      if (typed.focused) editor.focus();
      return editor;
    },
  };
}
