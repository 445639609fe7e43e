/**
 * Small readings of the child's program that the explanations need besides the tool's message:
 * the text of a line, the word at a column, where a name first appears. Pure string work, shared
 * by the C++ and the Python explanations (the studio imports this subpath in the browser).
 */

/** The program's lines; line n (from 1) is `lines[n - 1]`. */
export function sourceLines(source: string): string[] {
  return source.split(/\r?\n/);
}

/** Line `line` (from 1) of the program, or "" when there is no such line. */
export function lineText(source: string, line: number): string {
  return line > 0 ? (sourceLines(source)[line - 1] ?? "") : "";
}

const word = /[\p{L}\p{N}_]/u;

/**
 * The identifier, number or symbol run that starts at `column` (from 1; clang counts bytes, so a
 * column after Chinese text is a UTF-8 offset), or "" when there is only space there.
 */
export function tokenAt(text: string, column: number): string {
  const start = characterIndex(text, column);
  const rest = [...text.slice(start)];
  const first = rest[0];
  if (first === undefined || /\s/.test(first)) return "";
  if (!word.test(first)) return first;
  let token = "";
  for (const char of rest) {
    if (!word.test(char)) break;
    token += char;
  }
  return token;
}

/** The string index of a 1-based UTF-8 byte column (clang's columns are byte offsets). */
export function characterIndex(text: string, column: number): number {
  const encoder = new TextEncoder();
  let bytes = 0;
  let index = 0;
  for (const char of text) {
    if (bytes >= column - 1) return index;
    bytes += encoder.encode(char).length;
    index += char.length;
  }
  return text.length;
}

/** The first line (from 1) on which `pattern` matches, or 0. */
export function firstLineMatching(source: string, pattern: RegExp): number {
  const index = sourceLines(source).findIndex((text) => pattern.test(text));
  return index + 1;
}

/** A name as a regular expression that matches it as a whole word (names may be Chinese). */
export function wholeWord(name: string): string {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return `(?<![\\p{L}\\p{N}_])${escaped}(?![\\p{L}\\p{N}_])`;
}

/**
 * Optimal string alignment distance (edits, with a swap of two neighbours counted as one), capped:
 * answers `limit + 1` as soon as the names are further apart than `limit`.
 */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = limit + 1;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
  }
  return Math.min(rows[a.length]![b.length]!, limit + 1);
}

/**
 * Whether a child who typed `typed` surely meant `meant`: the same letters in another case, or one
 * slip (a letter missing, extra, wrong or two swapped) in a name long enough for one slip to be
 * telling (`minLength`: 3 for the few names every beginner types, such as cout and int). CPython's
 * and clang's own guesses go further ("hello" → "help", "hello" → "ftello"), and a wrong guess is
 * worse than none.
 */
export function surelyMeant(typed: string, meant: string, minLength = 4): boolean {
  if (typed === meant) return false;
  if (typed.toLowerCase() === meant.toLowerCase()) return true;
  return Math.min(typed.length, meant.length) >= minLength && editDistance(typed, meant, 1) <= 1;
}

/** Chinese (CJK) characters: a name made of them is almost always text that lost its quotes. */
export function hasChinese(text: string): boolean {
  return /\p{Script=Han}/u.test(text);
}
