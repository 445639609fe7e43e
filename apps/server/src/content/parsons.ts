import { createHash } from "node:crypto";
import type { ParsonsArrangement, ParsonsPuzzle } from "@qisi/api/contract";

/**
 * A comment line of Python (`# …`) or C++ (`// …`). A C++ directive (`#include`) starts with "#"
 * too but is a line of the program; no Python line starts with "//".
 */
const isComment = (line: string) =>
  line.startsWith("//") ||
  (line.startsWith("#") &&
    !/^#\s*(include|define|undef|if|ifdef|ifndef|else|elif|endif|pragma)\b/.test(line));

/** The reference solution's lines a puzzle is made of: blank lines and comments left out. */
export const puzzleLines = (solution: string) =>
  solution
    .replace(/\r\n/g, "\n")
    .split("\n")
    .filter((line) => line.trim() !== "" && !isComment(line.trim()));

/** Python's indentation in levels of four spaces (a tab counts as one level). */
export const indentLevel = (line: string) => {
  const lead = /^[ \t]*/.exec(line)?.[0] ?? "";
  return Math.round(lead.replace(/\t/g, "    ").length / 4);
};

/**
 * A Parsons puzzle of a reference solution: its lines and the author's distractors, in a shuffled
 * order that is the same every time for this exercise and never the right one. Python's lines lose
 * their indentation (the child sets it: `indent`); C++'s keep none either, and need none.
 */
export function parsonsPuzzle(
  exerciseId: string,
  solution: string,
  distractors: readonly string[],
  language: "python" | "cpp",
): ParsonsPuzzle {
  const lines = [...puzzleLines(solution), ...distractors].map((line) => line.trim());
  return { lines: shuffle(exerciseId, lines), indent: language === "python" };
}

function shuffle(exerciseId: string, lines: string[]): string[] {
  if (new Set(lines).size < 2) return lines;
  let seed = createHash("sha256").update(exerciseId).digest().readUInt32LE(0);
  const next = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  const shuffled = [...lines];
  do {
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
  } while (shuffled.every((line, index) => line === lines[index]));
  return shuffled;
}

/**
 * The program a child's arrangement makes: the puzzle's lines in the child's order, each indented
 * by its level (four spaces a level; C++ ignores it). Null when it names a line the puzzle does
 * not have or uses one twice (a forged request: the player offers each line once).
 */
export function assembleParsons(puzzle: ParsonsPuzzle, arrangement: ParsonsArrangement): string | null {
  const used = new Set<number>();
  const out: string[] = [];
  for (const { line, indent = 0 } of arrangement) {
    const text = puzzle.lines[line];
    if (text === undefined || used.has(line)) return null;
    used.add(line);
    out.push(`${puzzle.indent ? "    ".repeat(indent) : ""}${text}`);
  }
  return `${out.join("\n")}\n`;
}
