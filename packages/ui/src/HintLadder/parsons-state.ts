import { moveItem } from "./move";
import type { ParsonsLineValue } from "./types";

/** One line of a Parsons puzzle as the child has it: where it came from, its indentation. */
export interface PuzzleLine {
  /** Its index in the puzzle's lines (what the check names it by). */
  id: number;
  text: string;
  /** Levels of four spaces (Python); always 0 where indentation is part of the text or does not matter. */
  indent: number;
}

/** The program being put together, and the lines the child set aside as not needed. */
export interface PuzzleState {
  program: PuzzleLine[];
  aside: PuzzleLine[];
}

/** The deepest indentation a line can get (the contract's limit). */
export const maxIndent = 8;

/** Every line in the program, in the puzzle's (shuffled) order, none indented yet. */
export function startPuzzle(lines: readonly string[]): PuzzleState {
  return { program: lines.map((text, id) => ({ id, text, indent: 0 })), aside: [] };
}

export function moveLine(state: PuzzleState, from: number, to: number): PuzzleState {
  return { ...state, program: moveItem(state.program, from, to) };
}

export function indentLine(state: PuzzleState, id: number, by: number): PuzzleState {
  return {
    ...state,
    program: state.program.map((line) =>
      line.id === id ? { ...line, indent: Math.max(0, Math.min(maxIndent, line.indent + by)) } : line,
    ),
  };
}

/** A line the child thinks the program does not need goes aside (it keeps no indentation). */
export function setAside(state: PuzzleState, id: number): PuzzleState {
  const line = state.program.find((l) => l.id === id);
  if (!line) return state;
  return {
    program: state.program.filter((l) => l.id !== id),
    aside: [...state.aside, { ...line, indent: 0 }],
  };
}

/** A line set aside comes back into the program, at `at` (the end by default). */
export function putBack(state: PuzzleState, id: number, at = state.program.length): PuzzleState {
  const line = state.aside.find((l) => l.id === id);
  if (!line) return state;
  const program = [...state.program];
  program.splice(Math.max(0, Math.min(program.length, at)), 0, line);
  return { program, aside: state.aside.filter((l) => l.id !== id) };
}

/** What the check gets: the program's lines by index, with their indentation. */
export function arrangementOf(state: PuzzleState): ParsonsLineValue[] {
  return state.program.map((line) => ({ line: line.id, indent: line.indent }));
}

/** The program as text (four spaces a level), for a puzzle without a check of its own. */
export function programText(state: PuzzleState): string {
  return `${state.program.map((line) => "    ".repeat(line.indent) + line.text).join("\n")}\n`;
}
