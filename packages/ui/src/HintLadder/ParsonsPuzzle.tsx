import { Trans, useLingui } from "@lingui/react/macro";
import { type DragEvent, useEffect, useRef, useState } from "react";
import { Button } from "../Button";
import { CheckResult, type CheckResultValue } from "../CheckResult";
import { VisuallyHidden } from "../VisuallyHidden";
import { type LineButton, ParsonsLine } from "./ParsonsLine";
import * as css from "./ParsonsPuzzle.css";
import {
  arrangementOf,
  indentLine,
  moveLine,
  type PuzzleState,
  programText,
  putBack,
  setAside,
  startPuzzle,
} from "./parsons-state";
import type { ParsonsLineValue } from "./types";

/** What a Parsons check answers: the result, and on a pass the program it makes. */
export type ParsonsCheckValue = CheckResultValue & { program?: string };

export interface ParsonsPuzzleProps {
  /** The lines, shuffled; with `indent`, without their indentation. */
  lines: string[];
  /** The child sets each line's indentation (Python): the lines come without it. */
  indent?: boolean;
  /**
   * Checks the arrangement on its own (the server runs the program it makes through the exercise's
   * checks). Without it (an older ladder) there is no check and 放进编辑器 takes the lines as they are.
   */
  onCheck?: (lines: ParsonsLineValue[]) => Promise<ParsonsCheckValue | null>;
  /** 放进编辑器: after a passing check, the program it made, into this exercise's editor. */
  onUse?: (code: string) => void;
}

/** How far a line dragged sideways must move to gain or lose one level of indentation. */
const indentStepPx = 28;

/**
 * A program's lines out of order, perhaps with a line or two it does not need: the child sets
 * those aside, puts the rest in order and (Python) indents them, with the buttons on each line
 * (focus stays on the button pressed) or by dragging (up and down to move, sideways to indent,
 * onto 用不上的行 to set aside); then 检查拼图 checks it on its own, and a right puzzle goes into
 * the editor with 放进编辑器.
 */
export function ParsonsPuzzle({ lines, indent = false, onCheck, onUse }: ParsonsPuzzleProps) {
  const { t } = useLingui();
  const [state, setState] = useState<PuzzleState>(() => startPuzzle(lines));
  const [announcement, setAnnouncement] = useState("");
  const [result, setResult] = useState<ParsonsCheckValue | null>(null);
  const [checking, setChecking] = useState(false);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | "aside" | null>(null);
  const dragStart = useRef<{ id: number; x: number } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<string[]>([]);

  useEffect(() => {
    const wanted = pendingFocus.current;
    if (wanted.length === 0) return;
    pendingFocus.current = [];
    for (const key of wanted) {
      const button = buttons.current.get(key);
      if (button && !button.disabled) return button.focus();
    }
  });

  const change = (next: PuzzleState, said: string, focus: string[] = []) => {
    setState(next);
    setAnnouncement(said);
    pendingFocus.current = focus;
    // A changed puzzle is not the one checked.
    setResult(null);
  };

  const press = (id: number, button: LineButton) => {
    const at = state.program.findIndex((l) => l.id === id);
    const line = state.program[at] ?? state.aside.find((l) => l.id === id);
    if (!line) return;
    switch (button) {
      case "up":
      case "down": {
        const next = moveLine(state, at, button === "up" ? at - 1 : at + 1);
        const place = next.program.findIndex((l) => l.id === id) + 1;
        const other = button === "up" ? "down" : "up";
        return change(next, t`已移到第 ${place} 行`, [`${id}:${button}`, `${id}:${other}`]);
      }
      case "in":
      case "out": {
        const next = indentLine(state, id, button === "in" ? 1 : -1);
        const levels = next.program.find((l) => l.id === id)?.indent ?? 0;
        const other = button === "in" ? "out" : "in";
        return change(next, t`缩进 ${levels} 格`, [`${id}:${button}`, `${id}:${other}`]);
      }
      case "aside":
        return change(setAside(state, id), t`拿出去了：${line.text.trim()}`, [`${id}:back`]);
      case "back":
        return change(putBack(state, id), t`放回程序的最后一行了：${line.text.trim()}`, [
          `${id}:up`,
          `${id}:aside`,
        ]);
    }
  };

  const drop = (event: DragEvent, target: { id?: number; aside?: boolean }) => {
    event.preventDefault();
    const start = dragStart.current;
    dragStart.current = null;
    setDragging(null);
    setOver(null);
    if (!start || start.id === target.id) {
      // Dropped on itself: a sideways drag indents it.
      if (start && indent) {
        const levels = Math.round((event.clientX - start.x) / indentStepPx);
        if (Number.isFinite(levels) && levels !== 0)
          change(indentLine(state, start.id, levels), t`缩进改好了`);
      }
      return;
    }
    const fromProgram = state.program.findIndex((l) => l.id === start.id);
    if (target.aside) {
      if (fromProgram >= 0) change(setAside(state, start.id), t`拿出去了`);
      return;
    }
    const to =
      target.id === undefined ? state.program.length : state.program.findIndex((l) => l.id === target.id);
    const next =
      fromProgram >= 0
        ? moveLine(state, fromProgram, Math.max(0, to))
        : putBack(state, start.id, Math.max(0, to));
    change(next, t`已移到第 ${next.program.findIndex((l) => l.id === start.id) + 1} 行`);
  };

  const dragProps = (id: number) => ({
    draggable: true as const,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", String(id));
      dragStart.current = { id, x: event.clientX };
      setDragging(id);
    },
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setOver(id);
    },
    onDragLeave: () => setOver((current) => (current === id ? null : current)),
    onDrop: (event: DragEvent) => {
      event.stopPropagation();
      drop(event, state.aside.some((l) => l.id === id) ? { aside: true } : { id });
    },
    onDragEnd: () => {
      dragStart.current = null;
      setDragging(null);
      setOver(null);
    },
  });

  const lineProps = (id: number) => ({
    onButton: (button: LineButton) => press(id, button),
    buttonRef: (button: LineButton, element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(`${id}:${button}`, element);
      else buttons.current.delete(`${id}:${button}`);
    },
    drag: dragProps(id),
    dragging: dragging === id,
    over: over === id && dragging !== id,
  });

  const check = async () => {
    if (!onCheck || state.program.length === 0) return;
    setChecking(true);
    try {
      setResult(await onCheck(arrangementOf(state)));
    } finally {
      setChecking(false);
    }
  };

  const program = result?.passed ? result.program : onCheck ? undefined : programText(state);

  return (
    <div className={css.root}>
      <p className={css.text}>
        {indent ? (
          <Trans>
            程序的每一行都在这里，只是顺序被打乱了，还可能混进了一两行用不上的。把用不上的行拿出去，剩下的排好顺序，再用缩进按钮排好每一行前面的空格。
          </Trans>
        ) : (
          <Trans>
            程序的每一行都在这里，只是顺序被打乱了，还可能混进了一两行用不上的。把用不上的行拿出去，剩下的排好顺序。
          </Trans>
        )}
      </p>
      <ol
        className={css.puzzle}
        aria-label={t`拼好的程序`}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => drop(event, {})}
      >
        {state.program.map((line, index) => (
          <ParsonsLine
            key={line.id}
            line={line}
            position={index + 1}
            count={state.program.length}
            indentable={indent}
            {...lineProps(line.id)}
          />
        ))}
      </ol>
      <div className={css.asideBox} data-over={over === "aside"}>
        <p className={css.asideTitle}>
          <Trans>用不上的行</Trans>
        </p>
        <ul
          className={css.puzzle}
          aria-label={t`用不上的行`}
          onDragOver={(event) => {
            event.preventDefault();
            setOver("aside");
          }}
          onDragLeave={() => setOver((current) => (current === "aside" ? null : current))}
          onDrop={(event) => drop(event, { aside: true })}
        >
          {state.aside.length === 0 ? (
            <li className={css.asideEmpty}>
              <Trans>觉得哪一行用不上，就点它的 ✕ 拿到这里来。</Trans>
            </li>
          ) : (
            state.aside.map((line) => (
              <ParsonsLine key={line.id} line={line} count={0} indentable={false} {...lineProps(line.id)} />
            ))
          )}
        </ul>
      </div>
      <VisuallyHidden>
        <span role="status">{announcement}</span>
      </VisuallyHidden>
      <div className={css.actions}>
        {onCheck ? (
          <Button onClick={() => void check()} busy={checking} disabled={state.program.length === 0}>
            <Trans>检查拼图</Trans>
          </Button>
        ) : null}
        {onUse && program ? (
          <Button variant={onCheck ? "primary" : "secondary"} onClick={() => onUse(program)}>
            <Trans>放进编辑器</Trans>
          </Button>
        ) : null}
      </div>
      {onCheck ? <CheckResult result={result} checking={checking} /> : null}
    </div>
  );
}
