/**
 * How a piece of output is quoted in a sentence a child reads: between 「」, so spaces at either
 * end stay visible, cut to a window around the place that matters when the line is long.
 */

/** Characters of a line shown whole; a longer one is cut around the column that matters. */
export const SHOWN_LINE_CHARS = 40;

/** The text in characters (code points): a column counts what a child sees, not UTF-16 units. */
export const charsOf = (text: string): string[] => Array.from(text);

/**
 * 「text」, the whole line when short, else the part around `column` (0-based, in characters)
 * with … where it was cut.
 */
export function quote(text: string, column = 0): string {
  const chars = charsOf(text);
  if (chars.length <= SHOWN_LINE_CHARS) return `「${text}」`;
  const start = Math.max(0, Math.min(column - 12, chars.length - SHOWN_LINE_CHARS));
  const end = Math.min(chars.length, start + SHOWN_LINE_CHARS);
  return `「${start > 0 ? "…" : ""}${chars.slice(start, end).join("")}${end < chars.length ? "…" : ""}」`;
}

/** Unicode's way of naming a character: U+3002. */
export const codePoint = (char: string) =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
