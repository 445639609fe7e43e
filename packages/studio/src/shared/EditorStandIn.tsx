import type { RefObject } from "react";
import * as css from "./EditorStandIn.css";

/**
 * Monaco is 2.7 MB of JavaScript: seconds on a cheap phone. Until it has loaded, this textarea holds
 * the code, so a child can read and type at once (Ctrl/Cmd+Enter runs, as in Monaco). Monaco then
 * takes over with `takeOverFrom`.
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
export interface StandInState {
  value: string;
  /** The cursor as an offset into `value`. */
  cursor: number;
  focused: boolean;
}

export function takeOverFrom(standIn: HTMLTextAreaElement | null, initialCode: string): StandInState {
  if (!standIn) return { value: initialCode, cursor: 0, focused: false };
  return {
    value: standIn.value,
    cursor: standIn.selectionStart,
    focused: document.activeElement === standIn,
  };
}
