/**
 * A generic mutant of a reference solution (issue 37 item 2's mutation check): a small change a
 * child might make, which the exercise's checks must catch. `content check --report` runs each one
 * through the exercise's checks and counts how many fail, and how many fail with a specific Chinese
 * message rather than the generic one.
 */
export type MutantKind =
  /** A number changed by one. */
  | "constant"
  /** `<` ↔ `<=`, `>` ↔ `>=`, a loop's bound ± 1. */
  | "off-by-one"
  /** Two neighbouring lines (statements, blocks) swapped. */
  | "swap"
  /** A line (statement, block) removed. */
  | "remove"
  /** Chinese punctuation typed in the code: `（` `“”` `，` `：` `；`. */
  | "full-width"
  /** A `<<` left out of a `cout` chain. */
  | "missing-shift"
  /** A print (cout) replaced by the answer of the first test, typed in. */
  | "hard-coded";

interface MutantBase {
  kind: MutantKind;
  /** What changed, in the author's words, for the report: "第 3 行：把 5 改成 6". */
  name: string;
  /**
   * Why the change may leave the program doing what the reference does (two independent lines
   * swapped, the last newline removed): such a mutant passing is not a hole in the checks. Found
   * by looking, never by running (running is the caller's job).
   */
  mayBeEquivalent?: string;
  /** Meant not to parse or compile (full-width punctuation, a missing `<<`). */
  breaksSyntax?: boolean;
}

/** A Python or C++ mutant: the program's whole new text. */
export interface SourceMutant extends MutantBase {
  source: string;
}

/** A Scratch mutant: the whole new project.json text. */
export interface ProjectMutant extends MutantBase {
  project: string;
}

export type Mutant = SourceMutant | ProjectMutant;

/** A program that prints one expected output whatever its input: the checks must fail it. */
export interface ConstantProgram {
  name: string;
  source: string;
}

/** `text` with [start, end) replaced. */
export const spliced = (text: string, start: number, end: number, replacement: string) =>
  `${text.slice(0, start)}${replacement}${text.slice(end)}`;

/** The 1-based line of an offset. */
export const lineAt = (text: string, offset: number) => {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text[i] === "\n") line++;
  return line;
};

/** A short quotation of program text for a mutant's name. */
export const quoted = (text: string, max = 24) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** A number one more than the literal, in the literal's own style, or undefined for one we do not touch (hex, 1e9…). */
export function bumped(literal: string): string | undefined {
  const suffix = /[uUlLfF]*$/.exec(literal)?.[0] ?? "";
  const digits = literal
    .slice(0, literal.length - suffix.length)
    .replaceAll("_", "")
    .replaceAll("'", "");
  if (/^\d+$/.test(digits)) return `${BigInt(digits) + 1n}${suffix}`;
  if (/^\d*\.\d+$|^\d+\.\d*$/.test(digits)) {
    const places = digits.split(".")[1]?.length ?? 0;
    return `${(Number(digits) + 1).toFixed(places)}${suffix}`;
  }
  return undefined;
}

/** Mutants of the same text once (the first name wins), none equal to the reference. */
export function distinct<T extends SourceMutant | ProjectMutant>(reference: string, mutants: T[]): T[] {
  const seen = new Set<string>([reference]);
  return mutants.filter((mutant) => {
    const text = "source" in mutant ? mutant.source : mutant.project;
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

/** Lines of an expected output as a child would print them one by one (the last line break is print's own). */
export const outputLines = (output: string) => output.replace(/\n$/, "").split("\n");
