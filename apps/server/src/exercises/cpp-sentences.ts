import type { OutputDifference } from "@qisi/api/contract";
import {
  type CompareMode,
  describeOutputDifference,
  fill,
  outputLines,
  pythonSentences,
} from "@qisi/studio/checks";

/**
 * The Chinese sentences of a C++ check, worded like the Python check's (@qisi/studio/checks), so a
 * child reads the same kind of feedback in both languages.
 */

/** One line of output as the child reads it; invisible things named. */
export function show(text: string): string {
  if (text === "") return "一个空行";
  if (text.trim() === "") return "几个空格";
  return text.length <= 60 ? text : `${text.slice(0, 60)}…`;
}

/** "输入 3 5 时", "输入 3 和 5 时", "输入「…」时" or "运行程序时": the Python check's words. */
export function whenInput(stdin: string): string {
  const rows = outputLines(stdin);
  if (rows.length === 0) return fill(pythonSentences.running());
  if (rows.length <= 3 && rows.every((row) => row.length <= 20)) return fill(pythonSentences.withInput(rows));
  return fill(
    pythonSentences.withLongInput(`${rows.slice(0, 4).join(" / ")}${rows.length > 4 ? " / …" : ""}`),
  );
}

/**
 * What differs between the expected output and the program's: the one module Python uses too
 * (@qisi/studio/checks, output-difference.ts), so an extra space, a full-width comma or a missing
 * line break is named alike in both languages, and both sides are quoted so they never look alike.
 */
export function outputSentence(expected: string, actual: string, mode: CompareMode = "lines"): string {
  return fill(describeOutputDifference(expected, actual, mode).sentence);
}

/** Where the output first differs, for the player to mark (line, column, the two lines). */
export function outputDifference(
  expected: string,
  actual: string,
  mode: CompareMode = "lines",
): OutputDifference | undefined {
  return describeOutputDifference(expected, actual, mode).difference;
}

/** The sentence, then the author's note on a known mistake after a dash (or the default question). */
export function withNote(sentence: string, note: string | undefined, fallback?: string): string {
  const base = sentence.replace(/[。！？]$/, "");
  if (note) return `${base}——${note}`;
  if (fallback) return `${base}——${fallback}`;
  return /[。！？]$/.test(sentence) ? sentence : `${sentence}。`;
}
