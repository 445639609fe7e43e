import type { PythonMistake } from "@qisi/api/contract";

/**
 * Known mistakes (`wrong:` in an exercise file) matched on the learner's text. Every text is cut
 * to KNOWN_MISTAKE_TEXT_LIMIT before a pattern sees it, so no program, however long its output,
 * holds the parent with a pattern that backtracks (issue 38: 99,990 newlines once held the shared
 * judge process 15.7 s). Patterns compile through `compilePattern` below: the one line to change
 * when the linear-time engine (RE2) arrives.
 */

/** Characters of source, output or error a pattern is matched on (a lesson program is far shorter). */
export const KNOWN_MISTAKE_TEXT_LIMIT = 4096;

/** A compiled pattern: whether it occurs anywhere in the text (`^`/`$` at every line, as Python's re.M). */
export interface Pattern {
  test(text: string): boolean;
}

/** The engine. Swap this line for the linear-time module's `compilePattern` (same signature). */
const compilePattern = (source: string): Pattern => new RegExp(source, "mu");

const compiled = new Map<string, Pattern | null>();

/** A pattern compiled once; one that does not compile never matches (content check refuses it). */
function patternOf(source: string): Pattern | null {
  let pattern = compiled.get(source);
  if (pattern === undefined) {
    try {
      pattern = compilePattern(source);
    } catch {
      pattern = null;
    }
    if (compiled.size > 1000) compiled.clear();
    compiled.set(source, pattern);
  }
  return pattern;
}

const matches = (source: string, text: string) =>
  patternOf(source)?.test(text.slice(0, KNOWN_MISTAKE_TEXT_LIMIT)) ?? false;

/** What failed, as far as known mistakes care. */
export interface MistakeFacts {
  /** The learner's program. */
  source: string;
  /** What it printed on the failing case; null when it stopped with an error. */
  stdout: string | null;
  /** "Name: detail" of its error (syntax or runtime); null when it had none. */
  error: string | null;
  /** The failing case was a drawing compared with the reference's. */
  drawing: boolean;
  /**
   * A turtle task: a mistake with only a `code` pattern is about the drawing, so it speaks only
   * when the drawing is wrong, never over a syntax error or a crash.
   */
  turtle: boolean;
}

/**
 * The first known mistake whose every given pattern matches: `code` on the source, `output` on
 * what was printed (a failure without an error), `error` on "Name: detail".
 */
export function knownMistake(
  wrong: PythonMistake[],
  facts: MistakeFacts,
): { index: number; message: string } | null {
  for (const [index, mistake] of wrong.entries()) {
    if (mistake.code === undefined && mistake.output === undefined && mistake.error === undefined) continue;
    if (mistake.code !== undefined && !matches(mistake.code, facts.source)) continue;
    if (mistake.output !== undefined && (facts.stdout === null || !matches(mistake.output, facts.stdout)))
      continue;
    if (mistake.error !== undefined && (facts.error === null || !matches(mistake.error, facts.error)))
      continue;
    const codeOnly = mistake.output === undefined && mistake.error === undefined;
    if (codeOnly && facts.turtle && !facts.drawing) continue;
    return { index, message: mistake.message };
  }
  return null;
}
