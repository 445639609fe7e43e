import type { OutputDifference } from "@qisi/api/contract";
import { charName, halfWidth, invisibleName, isFullWidth, symbolName } from "./character-names.ts";
import type { CheckText } from "./check-text.ts";
import { outputSentences as say } from "./output-sentences.ts";
import { charsOf, codePoint, quote } from "./show-text.ts";

/**
 * Output differences a child understands (issue 37 item 3), for Python and C++ alike: where the
 * printed text first differs from the expected one, marked (`difference`: line and column of the
 * first differing character), and the difference named when it is one a child cannot see — a
 * full-width symbol for a half-width one (naming both), a space too many or too few, a missing line
 * break, a missing or extra 。, spaces at a line's end. Both sides are quoted in 「」 and, when they
 * would still look alike, the two characters are named by their code, so the sentence never reads
 * "应该是 我是小启。，你的程序输出的是 我是小启。".
 */

export type CompareMode = "lines" | "tokens" | "exact";

/** The lines a `lines` comparison sees: CRLF as LF, each line's trailing spaces and the trailing blank lines gone. */
export function outputLines(text: string): string[] {
  const rows = text
    .replace(/\r\n/g, "\n")
    .split("\n")
    .map((row) => row.replace(/[ \t\r]+$/, ""));
  while (rows.length > 0 && rows.at(-1) === "") rows.pop();
  return rows;
}

const tokensOf = (text: string) => text.split(/\s+/).filter((token) => token !== "");

/** The text as the comparison mode sees it: equal normal forms are equal outputs (and hash alike). */
export function normaliseOutput(text: string, mode: CompareMode): string {
  if (mode === "exact") return text;
  if (mode === "tokens") return tokensOf(text).join(" ");
  return outputLines(text).join("\n");
}

export const sameOutput = (expected: string, actual: string, mode: CompareMode) =>
  normaliseOutput(expected, mode) === normaliseOutput(actual, mode);

export interface OutputReport {
  sentence: CheckText;
  difference?: OutputDifference;
}

/** What differs between an expected output and the program's (call only when they differ). */
export function describeOutputDifference(expected: string, actual: string, mode: CompareMode): OutputReport {
  if (mode === "tokens") return describeTokens(expected, actual);
  const want = outputLines(expected);
  const got = outputLines(actual);
  if (mode === "exact" && want.length === got.length && want.every((row, i) => row === got[i]))
    return describeLineEnds(expected, actual);
  return describeLines(want, got);
}

const shown = (line: string, column = 0) => (line === "" ? say.emptyLine() : quote(line, column));

function describeLines(want: string[], got: string[]): OutputReport {
  if (got.length === 0)
    return {
      sentence:
        want.length === 1 ? say.nothingPrinted(quote(want[0] ?? "")) : say.nothingPrintedLines(want.length),
      difference: { line: 1, column: 1, expected: want[0] ?? "", actual: "" },
    };
  const oneLine = want.length === 1 && got.length === 1;
  for (let i = 0; i < Math.min(want.length, got.length); i++) {
    if (want[i] === got[i]) continue;
    const broken = lineBreak(want, got, i);
    if (broken) return broken;
    return describePair(want[i] ?? "", got[i] ?? "", oneLine ? "" : say.lineAt(i + 1), i + 1);
  }
  if (got.length < want.length) {
    const missing = want[got.length] ?? "";
    return {
      sentence: say.fewerLines(want.length, got.length, shown(missing)),
      difference: { line: got.length + 1, column: 1, expected: missing, actual: "" },
    };
  }
  const extra = got[want.length] ?? "";
  return {
    sentence: say.moreLines(want.length, got.length, shown(extra)),
    difference: { line: want.length + 1, column: 1, expected: "", actual: extra },
  };
}

/** Two expected lines printed as one, or one expected line broken in two. */
function lineBreak(want: string[], got: string[], i: number): OutputReport | null {
  const [expected, actual] = [want[i] ?? "", got[i] ?? ""];
  const nextWanted = want[i + 1];
  if (got.length < want.length && nextWanted !== undefined) {
    if (actual === expected + nextWanted || actual === `${expected} ${nextWanted}`)
      return {
        sentence: say.lineBreakMissing(i + 1, quote(expected), quote(nextWanted)),
        difference: { line: i + 1, column: charsOf(expected).length + 1, expected, actual },
      };
  }
  const nextGot = got[i + 1];
  if (got.length > want.length && nextGot !== undefined) {
    if (expected === actual + nextGot || expected === `${actual} ${nextGot}`)
      return {
        sentence: say.lineBreakExtra(i + 1, quote(actual), quote(nextGot)),
        difference: { line: i + 1, column: charsOf(actual).length + 1, expected, actual },
      };
  }
  return null;
}

/** The first index where two character lists differ (the shorter one's length when one starts the other). */
function firstDifference(a: string[], b: string[]): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** `count` copies of one character inserted at `at` into `base` give `longer`. */
function insertedRun(
  base: string[],
  longer: string[],
  at: number,
): { char: string; count: number; at: number } | null {
  const count = longer.length - base.length;
  const char = longer[at];
  if (count < 1 || char === undefined) return null;
  for (let k = 0; k < count; k++) if (longer[at + k] !== char) return null;
  for (let k = at; k < base.length; k++) if (base[k] !== longer[k + count]) return null;
  return { char, count, at };
}

/** 开头, 末尾, or 在「…小启」后面: where a character is missing or extra. */
function place(chars: string[], at: number, end: number): CheckText {
  if (at === 0) return say.placeStart();
  if (at >= end) return say.placeEnd();
  return say.placeAfter(`「${at > 6 ? "…" : ""}${chars.slice(Math.max(0, at - 6), at).join("")}」`);
}

/**
 * One line (or word) that differs from the expected one: a full-width/half-width mix-up, a run of
 * one character too many or too few (a space, a 。), a missing or extra ending, or, failing those,
 * both sides quoted around the first difference.
 */
function describePair(
  expected: string,
  actual: string,
  where: string | CheckText,
  line: number,
): OutputReport {
  const want = charsOf(expected);
  const got = charsOf(actual);
  const column = firstDifference(want, got);
  const difference = { line, column: column + 1, expected, actual };
  const sameButWidth =
    want.length === got.length &&
    want.every((char, k) => char === got[k] || halfWidth(char) === halfWidth(got[k] ?? ""));
  if (sameButWidth) {
    const [needed, used] = [want[column] ?? "", got[column] ?? ""];
    const others = want.filter((char, k) => char !== got[k]).length - 1;
    const width = (char: string) => (isFullWidth(char) ? say.fullWidth() : say.halfWidth());
    const sentence = say.width(
      where,
      column + 1,
      width(used),
      width(needed),
      symbolName(needed),
      `「${used}」`,
      `「${needed}」`,
    );
    return { sentence: others > 0 ? join(sentence, say.widthMore(others)) : sentence, difference };
  }
  const extra = insertedRun(want, got, column);
  if (extra) return { sentence: runSentence("extra", where, want, extra), difference };
  const missing = insertedRun(got, want, column);
  if (missing) return { sentence: runSentence("missing", where, got, missing), difference };
  if (column === want.length)
    return { sentence: say.extra(where, say.placeEnd(), quote(got.slice(column).join(""))), difference };
  if (column === got.length)
    return { sentence: say.missing(where, say.placeEnd(), quote(want.slice(column).join(""))), difference };
  const [shownWant, shownGot] = [quote(expected, column), quote(actual, column)];
  let sentence: CheckText =
    where === "" ? say.differentLine(shownWant, shownGot) : say.differentLineAt(where, shownWant, shownGot);
  const [needed, used] = [want[column] ?? "", got[column] ?? ""];
  const alike = shownWant === shownGot || lookAlike(needed, used) || (invisible(needed) && invisible(used));
  if (alike) sentence = join(sentence, say.lookAlike(column + 1, describeChar(needed), describeChar(used)));
  // A space where 「小」 should be does not look like it: name the two, never call them alike, and
  // without codes, which only tell apart two that look the same.
  else if (invisible(needed) || invisible(used))
    sentence = join(sentence, say.namedAt(column + 1, charName(needed), charName(used)));
  else if (column > 0 && want.length > 3) sentence = join(sentence, say.fromColumn(column + 1));
  return { sentence, difference };
}

/**
 * "在「小启」后面多了一个空格", "末尾少了一个「。」": a run of one character inserted into `base`
 * (the line without it) at `at`, placed at the run's first possible position.
 */
function runSentence(
  way: "extra" | "missing",
  where: string | CheckText,
  base: string[],
  run: { char: string; count: number; at: number },
): CheckText {
  let at = run.at;
  while (at > 0 && base[at - 1] === run.char) at--;
  const spot = place(base, at, base.length);
  if (run.count === 1)
    return (way === "extra" ? say.extra : say.missing)(where, spot, say.one(charName(run.char)));
  return (way === "extra" ? say.extraCount : say.missingCount)(where, spot, run.count, charName(run.char));
}

const invisible = (char: string) => invisibleName(char) !== null;

/** Characters a child takes for one another: the same after Unicode's compatibility folding, or a known pair. */
const confusable = ["-－—–ー一", "'‘’`´", '"“”″', "x×ｘ", "0OoΟ", ".。．｡", "~～〜", ",，､、", "·•・"];
function lookAlike(a: string, b: string): boolean {
  if (a.normalize("NFKC") === b.normalize("NFKC")) return true;
  return confusable.some((group) => group.includes(a) && group.includes(b));
}
const describeChar = (char: string) => say.coded(charName(char), codePoint(char));
const join = say.joined;

/** `exact` only: the words are right, the spaces at a line's end or the last line breaks are not. */
function describeLineEnds(expected: string, actual: string): OutputReport {
  const want = expected.replace(/\r\n/g, "\n").split("\n");
  const got = actual.replace(/\r\n/g, "\n").split("\n");
  for (let i = 0; i < Math.min(want.length, got.length); i++) {
    const [e, a] = [want[i] ?? "", got[i] ?? ""];
    if (e === a) continue;
    const [te, ta] = [trailing(e), trailing(a)];
    const difference = {
      line: i + 1,
      column: charsOf(e.slice(0, e.length - te.length)).length + 1,
      expected: e,
      actual: a,
    };
    if (ta.length > te.length && ta.startsWith(te))
      return {
        sentence: trailingSentence("extra", i + 1, ta.slice(te.length)),
        difference,
      };
    if (te.length > ta.length && te.startsWith(ta))
      return {
        sentence: trailingSentence("missing", i + 1, te.slice(ta.length)),
        difference,
      };
    return { sentence: say.lineEnds(), difference };
  }
  const line = Math.min(want.length, got.length);
  if (want.length > got.length)
    return {
      sentence: say.finalNewlineMissing(),
      difference: {
        line,
        column: charsOf(got[line - 1] ?? "").length + 1,
        expected: want[line - 1] ?? "",
        actual: got[line - 1] ?? "",
      },
    };
  return {
    sentence: say.finalNewlineExtra(got.length - want.length),
    difference: { line: line + 1, column: 1, expected: "", actual: got[line] ?? "" },
  };
}

const trailing = (line: string) => /[ \t\r]*$/.exec(line)?.[0] ?? "";

/** "第 1 行末尾多了一个空格": whitespace at a line's end (mixed spaces and tabs named by the first). */
function trailingSentence(way: "extra" | "missing", line: number, text: string): CheckText {
  const chars = charsOf(text);
  const name = charName(chars[0] ?? " ");
  const count = chars.every((char) => char === chars[0]) ? chars.length : 1;
  if (count === 1) return (way === "extra" ? say.trailingExtra : say.trailingMissing)(line, say.one(name));
  return (way === "extra" ? say.trailingExtraCount : say.trailingMissingCount)(line, count, name);
}

/** `tokens`: the words (numbers) in order; spaces and line breaks between them do not count. */
function describeTokens(expected: string, actual: string): OutputReport {
  const want = tokensOf(expected);
  const got = tokensOf(actual);
  if (got.length === 0)
    return {
      sentence: say.nothingPrinted(quote(want.join(" "))),
      difference: { line: 1, column: 1, expected: outputLines(expected)[0] ?? "", actual: "" },
    };
  const k = firstDifference(want, got);
  const at = (text: string, index: number) => tokenPosition(text, index);
  if (k < want.length && k < got.length) {
    const { line, column, row } = at(actual, k);
    const report = describePair(
      want[k] ?? "",
      got[k] ?? "",
      want.length === 1 && got.length === 1 ? "" : say.wordAt(k + 1),
      line,
    );
    return {
      sentence: report.sentence,
      difference: {
        line,
        column: column + (report.difference?.column ?? 1),
        expected: at(expected, k).row,
        actual: row,
      },
    };
  }
  if (got.length < want.length) {
    const { row } = at(expected, k);
    const end = outputLines(actual);
    return {
      sentence: say.fewerWords(want.length, got.length, quote(want[k] ?? "")),
      difference: {
        line: Math.max(1, end.length),
        column: charsOf(end.at(-1) ?? "").length + 1,
        expected: row,
        actual: end.at(-1) ?? "",
      },
    };
  }
  const { line, column, row } = at(actual, k);
  return {
    sentence: say.moreWords(want.length, got.length, quote(got[k] ?? "")),
    difference: { line, column: column + 1, expected: outputLines(expected).at(-1) ?? "", actual: row },
  };
}

/** The 1-based line, 0-based column (in characters) and the line's text of the index-th word. */
function tokenPosition(text: string, index: number): { line: number; column: number; row: string } {
  const rows = text.replace(/\r\n/g, "\n").split("\n");
  let seen = 0;
  for (const [r, row] of rows.entries()) {
    const pattern = /\S+/g;
    for (let match = pattern.exec(row); match; match = pattern.exec(row)) {
      if (seen === index) return { line: r + 1, column: charsOf(row.slice(0, match.index)).length, row };
      seen++;
    }
  }
  return { line: rows.length, column: 0, row: rows.at(-1) ?? "" };
}
