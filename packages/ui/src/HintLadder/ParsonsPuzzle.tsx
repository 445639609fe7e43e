import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowDown, ArrowUp } from "lucide-react";
import { type DragEvent, useEffect, useRef, useState } from "react";
import { Button } from "../Button";
import { VisuallyHidden } from "../VisuallyHidden";
import * as css from "./HintLadder.css";
import { moveItem } from "./move";

export interface ParsonsPuzzleProps {
  /** The solution's lines, shuffled (indentation kept). */
  lines: string[];
  /** 放进编辑器: the lines in the child's order as one program; the normal 检查 then decides. */
  onUse?: (code: string) => void;
}

interface Line {
  id: number;
  text: string;
}

/**
 * The solution's lines out of order: the child puts them in order with the 上移/下移 buttons (focus
 * stays on the button of the line that moved) or by dragging, then sends them to the editor.
 */
export function ParsonsPuzzle({ lines, onUse }: ParsonsPuzzleProps) {
  const { t } = useLingui();
  const [order, setOrder] = useState<Line[]>(() => lines.map((text, id) => ({ id, text })));
  const [announcement, setAnnouncement] = useState("");
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    if (!pendingFocus.current) return;
    buttons.current.get(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const move = (from: number, to: number, focusDirection?: "up" | "down") => {
    const next = moveItem(order, from, to);
    const moved = order[from];
    if (!moved) return;
    const at = next.indexOf(moved);
    if (focusDirection) {
      // At an end the button just pressed turns off: keep focus on the line with the other one.
      const direction =
        focusDirection === "up" && at === 0
          ? "down"
          : focusDirection === "down" && at === next.length - 1
            ? "up"
            : focusDirection;
      pendingFocus.current = `${moved.id}:${direction}`;
    }
    setOrder(next);
    setAnnouncement(t`已移到第 ${at + 1} 行`);
  };

  const dragProps = (index: number, id: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", String(index));
      setDragging(id);
    },
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setOver(id);
    },
    onDragLeave: () => setOver((current) => (current === id ? null : current)),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const from = order.findIndex((line) => line.id === dragging);
      if (from >= 0) move(from, index);
      setDragging(null);
      setOver(null);
    },
    onDragEnd: () => {
      setDragging(null);
      setOver(null);
    },
  });

  return (
    <div className={css.root}>
      <p className={css.dialogText}>
        <Trans>
          答案的每一行都在这里，只是顺序被打乱了。用“上移”“下移”按钮或者拖动，把它们排成正确的顺序。
        </Trans>
      </p>
      <ol className={css.puzzle} aria-label={t`打乱顺序的程序`}>
        {order.map((line, index) => (
          <li
            key={line.id}
            className={css.line}
            data-dragging={dragging === line.id}
            data-over={over === line.id && dragging !== line.id}
            {...dragProps(index, line.id)}
          >
            <VisuallyHidden>
              <Trans>第 {index + 1} 行：</Trans>
            </VisuallyHidden>
            <pre className={css.lineText}>{line.text}</pre>
            <button
              type="button"
              className={css.moveButton}
              ref={(el) => {
                if (el) buttons.current.set(`${line.id}:up`, el);
                else buttons.current.delete(`${line.id}:up`);
              }}
              disabled={index === 0}
              aria-label={t`上移：${line.text.trim()}`}
              onClick={() => move(index, index - 1, "up")}
            >
              <ArrowUp size={18} aria-hidden="true" />
            </button>
            <button
              type="button"
              className={css.moveButton}
              ref={(el) => {
                if (el) buttons.current.set(`${line.id}:down`, el);
                else buttons.current.delete(`${line.id}:down`);
              }}
              disabled={index === order.length - 1}
              aria-label={t`下移：${line.text.trim()}`}
              onClick={() => move(index, index + 1, "down")}
            >
              <ArrowDown size={18} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ol>
      <VisuallyHidden>
        <span role="status">{announcement}</span>
      </VisuallyHidden>
      {onUse ? (
        <div className={css.actions}>
          <Button variant="secondary" onClick={() => onUse(`${order.map((line) => line.text).join("\n")}\n`)}>
            <Trans>放进编辑器</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
