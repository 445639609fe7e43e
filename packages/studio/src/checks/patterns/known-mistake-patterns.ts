import { compilePattern, PatternError } from "./compile-pattern.ts";

/** A known mistake's patterns, as content writes them (Python's `KnownWrongFields`, C++'s `wrong`). */
export interface KnownMistakePatterns {
  /** Must match the program's source, line by line. */
  code?: string;
  /** Must NOT match the program's source ("this line is missing"). */
  missing?: string;
  /** Must match what the program printed, line by line. */
  output?: string;
  /** Must match the error's one line, "Name: detail". */
  error?: string;
}

/** What the patterns are matched on; a text that is absent (no error, no output to speak of) matches nothing. */
export interface KnownMistakeTexts {
  source: string;
  output?: string | undefined;
  error?: string | undefined;
}

/**
 * Whether every pattern the known mistake gives holds on the failing attempt — the one rule the
 * Python and C++ checks share, on RE2, each text bounded to 64 KB. A pattern RE2 cannot compile
 * (content imported before `content check` refused such patterns) holds for nothing.
 */
export function knownMistakeMatches(wrong: KnownMistakePatterns, texts: KnownMistakeTexts): boolean {
  return (
    holds(wrong.code, texts.source, true) &&
    (wrong.missing === undefined || !holds(wrong.missing, texts.source, true)) &&
    holds(wrong.output, texts.output, true) &&
    holds(wrong.error, texts.error, false)
  );
}

function holds(pattern: string | undefined, text: string | undefined, multiline: boolean): boolean {
  if (pattern === undefined) return true;
  if (text === undefined) return false;
  try {
    return compilePattern(pattern, { multiline }).test(text);
  } catch (error) {
    if (error instanceof PatternError) return false;
    throw error;
  }
}
