import type { PythonMistake } from "@qisi/api/contract";

import { knownMistakeMatches } from "../patterns/index.ts";

/**
 * Known mistakes (`wrong:` in an exercise file) matched on the learner's text by RE2 (linear time,
 * @qisi/studio/checks/patterns), the same rule the C++ check uses: no program, however long its
 * output, holds the parent with a pattern that backtracks (issue 38: 99,990 newlines once held the
 * shared judge process 15.7 s). Every text is also cut to KNOWN_MISTAKE_TEXT_LIMIT first: a lesson
 * program's mistake shows in its first lines.
 */

/** Characters of source, output or error a pattern is matched on (a lesson program is far shorter). */
export const KNOWN_MISTAKE_TEXT_LIMIT = 4096;

const bounded = (text: string | null) =>
  text === null ? undefined : text.slice(0, KNOWN_MISTAKE_TEXT_LIMIT);

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
 * The first known mistake whose every given pattern holds: `code` on the source, `missing` not on
 * it, `output` on what was printed (a failure without an error), `error` on "Name: detail".
 */
export function knownMistake(
  wrong: PythonMistake[],
  facts: MistakeFacts,
): { index: number; message: string } | null {
  for (const [index, mistake] of wrong.entries()) {
    const { code, missing, output, error } = mistake;
    if (code === undefined && missing === undefined && output === undefined && error === undefined) continue;
    const texts = {
      source: facts.source.slice(0, KNOWN_MISTAKE_TEXT_LIMIT),
      output: bounded(facts.stdout),
      error: bounded(facts.error),
    };
    if (!knownMistakeMatches(mistake, texts)) continue;
    const codeOnly = output === undefined && error === undefined;
    if (codeOnly && facts.turtle && !facts.drawing) continue;
    return { index, message: mistake.message };
  }
  return null;
}
