/**
 * The Chinese sentences of a C++ check, worded like the Python harness's (packages/studio/src/checks/
 * checks.py.ts: `_when_input`, `_output_sentence`, `_show`), so a child reads the same kind of
 * feedback in both languages.
 */

const lines = (text: string): string[] => {
  const split = text
    .replace(/\r\n/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[ \t\r]+$/, ""));
  while (split.length > 0 && split.at(-1) === "") split.pop();
  return split;
};

/** One line of output as the child reads it; invisible things named. */
export function show(text: string): string {
  if (text === "") return "一个空行";
  if (text.trim() === "") return "几个空格";
  return text.length <= 60 ? text : `${text.slice(0, 60)}…`;
}

/** "输入 3 5 时", "输入 3 和 5 时", "输入「…」时" or "运行程序时". */
export function whenInput(stdin: string): string {
  const rows = lines(stdin);
  if (rows.length === 0) return "运行程序时";
  if (rows.length <= 3 && rows.every((row) => row.length <= 20)) return `输入 ${rows.join(" 和 ")} 时`;
  return `输入「${rows.slice(0, 4).join(" / ")}${rows.length > 4 ? " / …" : ""}」时`;
}

/** What differs between the expected output and the program's, as the first differing line. */
export function outputSentence(expected: string, actual: string): string {
  const want = lines(expected);
  const got = lines(actual);
  if (got.length === 0)
    return want.length === 1
      ? `应该输出 ${show(want[0]!)}，可你的程序什么也没有输出`
      : `应该输出 ${want.length} 行，可你的程序什么也没有输出`;
  if (want.length === 1 && got.length === 1 && want[0] !== got[0])
    return `应该输出 ${show(want[0]!)}，你的程序输出了 ${show(got[0]!)}`;
  for (let i = 0; i < Math.min(want.length, got.length); i++)
    if (want[i] !== got[i])
      return `第 ${i + 1} 行应该是 ${show(want[i]!)}，你的程序输出的是 ${show(got[i]!)}`;
  if (got.length < want.length)
    return `应该输出 ${want.length} 行，你的程序只输出了 ${got.length} 行，少了一行：${show(want[got.length]!)}`;
  if (got.length > want.length)
    return `应该输出 ${want.length} 行，你的程序输出了 ${got.length} 行，多了一行：${show(got[want.length]!)}`;
  // Only the exact comparison gets here: the words are right, the spaces or line ends are not.
  return "输出的文字对了，可行末的空格或最后的换行和要求的不一样";
}

/** The sentence, then the author's note on a known mistake after a dash (or the default question). */
export function withNote(sentence: string, note: string | undefined, fallback?: string): string {
  const base = sentence.replace(/[。！？]$/, "");
  if (note) return `${base}——${note}`;
  if (fallback) return `${base}——${fallback}`;
  return /[。！？]$/.test(sentence) ? sentence : `${sentence}。`;
}
