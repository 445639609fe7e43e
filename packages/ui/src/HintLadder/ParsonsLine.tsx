import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowDown, ArrowUp, IndentDecrease, IndentIncrease, Undo2, X } from "lucide-react";
import type { DragEvent, ReactNode } from "react";
import { VisuallyHidden } from "../VisuallyHidden";
import * as css from "./ParsonsPuzzle.css";
import { maxIndent, type PuzzleLine } from "./parsons-state";

/** The buttons a line has, named so focus can stay on the one pressed (or its partner). */
export type LineButton = "up" | "down" | "in" | "out" | "aside" | "back";

export interface ParsonsLineProps {
  line: PuzzleLine;
  /** 1-based place in the program; absent for a line set aside. */
  position?: number;
  count: number;
  /** The child sets indentation (Python): ← → buttons. */
  indentable: boolean;
  onButton: (button: LineButton) => void;
  buttonRef: (button: LineButton, element: HTMLButtonElement | null) => void;
  drag: {
    draggable: true;
    onDragStart: (event: DragEvent) => void;
    onDragOver: (event: DragEvent) => void;
    onDragLeave: () => void;
    onDrop: (event: DragEvent) => void;
    onDragEnd: () => void;
  };
  dragging: boolean;
  over: boolean;
}

function LineButtonView({
  name,
  label,
  disabled,
  icon,
  props,
}: {
  name: LineButton;
  label: string;
  disabled?: boolean;
  icon: ReactNode;
  props: Pick<ParsonsLineProps, "onButton" | "buttonRef">;
}) {
  return (
    <button
      type="button"
      className={css.moveButton}
      ref={(el) => props.buttonRef(name, el)}
      disabled={disabled}
      aria-label={label}
      title={label}
      onClick={() => props.onButton(name)}
    >
      {icon}
    </button>
  );
}

/**
 * One line of the puzzle: its text at its indentation, and buttons to move it up or down, indent
 * it (Python), or set it aside as not needed; a line set aside has one button, to put it back.
 * Every button is a real button, so the whole puzzle works with the keyboard alone.
 */
export function ParsonsLine(props: ParsonsLineProps) {
  const { t } = useLingui();
  const { line, position, count, indentable, drag, dragging, over } = props;
  const text = line.text.trim();
  const inProgram = position !== undefined;
  const icon = (Icon: typeof ArrowUp) => <Icon size={18} aria-hidden="true" />;
  return (
    <li className={css.line} data-dragging={dragging} data-over={over} data-indent={line.indent} {...drag}>
      <VisuallyHidden>
        {inProgram ? (
          indentable ? (
            <Trans>
              第 {position} 行，缩进 {line.indent} 格：
            </Trans>
          ) : (
            <Trans>第 {position} 行：</Trans>
          )
        ) : (
          <Trans>用不上的一行：</Trans>
        )}
      </VisuallyHidden>
      <pre className={css.lineText}>{line.text}</pre>
      <span className={css.lineButtons}>
        {inProgram ? (
          <>
            <LineButtonView
              name="up"
              label={t`上移：${text}`}
              disabled={position === 1}
              icon={icon(ArrowUp)}
              props={props}
            />
            <LineButtonView
              name="down"
              label={t`下移：${text}`}
              disabled={position === count}
              icon={icon(ArrowDown)}
              props={props}
            />
            {indentable ? (
              <>
                <LineButtonView
                  name="out"
                  label={t`少缩进一格：${text}`}
                  disabled={line.indent === 0}
                  icon={icon(IndentDecrease)}
                  props={props}
                />
                <LineButtonView
                  name="in"
                  label={t`多缩进一格：${text}`}
                  disabled={line.indent === maxIndent}
                  icon={icon(IndentIncrease)}
                  props={props}
                />
              </>
            ) : null}
            <LineButtonView name="aside" label={t`用不上，拿出去：${text}`} icon={icon(X)} props={props} />
          </>
        ) : (
          <LineButtonView name="back" label={t`放回程序里：${text}`} icon={icon(Undo2)} props={props} />
        )}
      </span>
    </li>
  );
}
