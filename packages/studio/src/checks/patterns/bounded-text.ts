/**
 * What a pattern is run on: at most `patternInputLimit` UTF-16 units of the text (a program's
 * source or output can be megabytes; RE2 is linear, the bound keeps it small as well), never cut
 * inside a surrogate pair, with lone surrogates made U+FFFD (RE2 reads UTF-8: a lone surrogate
 * would end the match early) and Windows line ends made `\n` (RE2's `$` in multiline mode stops
 * only before `\n`, JavaScript's before `\r` too).
 */
export const patternInputLimit = 64 * 1024;

export interface BoundedText {
  text: string;
  /** The text was longer than the bound and only its beginning was matched. */
  cut: boolean;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

export function boundText(input: string, limit = patternInputLimit): BoundedText {
  let text = input;
  let cut = false;
  if (text.length > limit) {
    const end = isHighSurrogate(text.charCodeAt(limit - 1)) ? limit - 1 : limit;
    text = text.slice(0, end);
    cut = true;
  }
  if (!wellFormed(text)) text = toWellFormed(text);
  if (text.includes("\r")) text = text.replace(/\r\n?/g, "\n");
  return { text, cut };
}

// ES2024's String#isWellFormed / #toWellFormed (Node 20, Chromium 111); the lib we compile
// against is ES2023, hence the cast.
type WellFormedString = { isWellFormed(): boolean; toWellFormed(): string };
const wellFormed = (text: string) => (text as unknown as WellFormedString).isWellFormed();
const toWellFormed = (text: string) => (text as unknown as WellFormedString).toWellFormed();
