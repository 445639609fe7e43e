import type { CheckText } from "./check-text.ts";

/**
 * The sentences about a printed output that differs from the expected one, for Python and C++
 * alike (output-difference.ts chooses). `where` is empty when the output is one line ("应该输出…"),
 * else "第 2 行" or "第 3 个词"; every quoted piece is already in 「」.
 */
/** Where in the output: nothing for a one-line output, else "第 2 行" or "第 3 个词". */
type Where = string | CheckText;
/** A quoted piece of output, or a name for it (一个空行). */
type Piece = string | CheckText;

export const outputSentences = {
  // Each returns a CheckText; the descriptors are literal so `pnpm i18n:extract` reads their ids.
  nothingPrinted: (expected: string) => /*i18n*/ ({
    id: "check.output.nothing",
    message: "应该输出{expected}，可你的程序什么也没有输出",
    values: { expected },
  }),
  nothingPrintedLines: (count: number) => /*i18n*/ ({
    id: "check.output.nothing-lines",
    message: "应该输出 {count} 行，可你的程序什么也没有输出",
    values: { count },
  }),
  differentLine: (expected: string, actual: string) => /*i18n*/ ({
    id: "check.output.different",
    message: "应该输出{expected}，你的程序输出了{actual}",
    values: { expected, actual },
  }),
  differentLineAt: (where: Where, expected: string, actual: string) => /*i18n*/ ({
    id: "check.output.different-at",
    message: "{where}应该是{expected}，你的程序输出的是{actual}",
    values: {
      where,
      expected,
      actual,
    },
  }),
  fromColumn: (column: number) => /*i18n*/ ({
    id: "check.output.from-column",
    message: "（从第 {column} 个字开始不一样）",
    values: { column },
  }),
  /** One side shows nothing (a space) and the other a character: named, without calling them alike. */
  namedAt: (column: number, expected: Piece, actual: Piece) => /*i18n*/ ({
    id: "check.output.named-at",
    message: "：第 {column} 个字应该是{expected}，你的程序输出的是{actual}",
    values: { column, expected, actual },
  }),
  lookAlike: (column: number, expected: Piece, actual: Piece) => /*i18n*/ ({
    id: "check.output.look-alike",
    message: "：第 {column} 个字应该是{expected}，你的程序输出的是{actual}，它们看起来很像，其实不是同一个字",
    values: { column, expected, actual },
  }),
  width: (
    where: Where,
    column: number,
    usedWidth: CheckText,
    neededWidth: CheckText,
    name: CheckText,
    used: string,
    needed: string,
  ) => /*i18n*/ ({
    id: "check.output.width",
    message: "{where}第 {column} 个字用了{usedWidth}的{name}{used}，这里要用{neededWidth}的{name}{needed}",
    values: { where, column, usedWidth, neededWidth, name, used, needed },
  }),
  widthMore: (count: number) => /*i18n*/ ({
    id: "check.output.width-more",
    message: "（这样的地方还有 {count} 处）",
    values: { count },
  }),
  fullWidth: () => /*i18n*/ ({ id: "check.output.full-width", message: "全角（中文输入法）" }),
  halfWidth: () => /*i18n*/ ({ id: "check.output.half-width", message: "半角（英文输入法）" }),
  extra: (where: Where, place: CheckText, what: Piece) => /*i18n*/ ({
    id: "check.output.extra",
    message: "{where}{place}多了{what}",
    values: { where, place, what },
  }),
  missing: (where: Where, place: CheckText, what: Piece) => /*i18n*/ ({
    id: "check.output.missing",
    message: "{where}{place}少了{what}",
    values: { where, place, what },
  }),
  extraCount: (where: Where, place: CheckText, count: number, name: Piece) => /*i18n*/ ({
    id: "check.output.extra-count",
    message: "{where}{place}多了 {count} 个{name}",
    values: { where, place, count, name },
  }),
  missingCount: (where: Where, place: CheckText, count: number, name: Piece) => /*i18n*/ ({
    id: "check.output.missing-count",
    message: "{where}{place}少了 {count} 个{name}",
    values: { where, place, count, name },
  }),
  placeStart: () => /*i18n*/ ({ id: "check.output.place-start", message: "开头" }),
  placeEnd: () => /*i18n*/ ({ id: "check.output.place-end", message: "末尾" }),
  placeAfter: (before: string) => /*i18n*/ ({
    id: "check.output.place-after",
    message: "在{before}后面",
    values: { before },
  }),
  one: (name: Piece) => /*i18n*/ ({ id: "check.output.one", message: "一个{name}", values: { name } }),
  lineBreakMissing: (line: number, first: string, second: string) => /*i18n*/ ({
    id: "check.output.line-break-missing",
    message: "第 {line} 行少了一个换行：{first}和{second}应该分成两行",
    values: { line, first, second },
  }),
  lineBreakExtra: (line: number, first: string, second: string) => /*i18n*/ ({
    id: "check.output.line-break-extra",
    message: "第 {line} 行多了一个换行：{first}和{second}应该在同一行",
    values: { line, first, second },
  }),
  fewerLines: (expected: number, actual: number, missing: Piece) => /*i18n*/ ({
    id: "check.output.fewer-lines",
    message: "应该输出 {expected} 行，你的程序只输出了 {actual} 行，少了一行：{missing}",
    values: { expected, actual, missing },
  }),
  moreLines: (expected: number, actual: number, extra: Piece) => /*i18n*/ ({
    id: "check.output.more-lines",
    message: "应该输出 {expected} 行，你的程序输出了 {actual} 行，多了一行：{extra}",
    values: { expected, actual, extra },
  }),
  emptyLine: () => /*i18n*/ ({ id: "check.output.empty-line", message: "一个空行" }),
  lineAt: (line: number) => /*i18n*/ ({
    id: "check.output.line-at",
    message: "第 {line} 行",
    values: { line },
  }),
  wordAt: (index: number) => /*i18n*/ ({
    id: "check.output.word-at",
    message: "第 {index} 个词",
    values: { index },
  }),
  fewerWords: (expected: number, actual: number, missing: string) => /*i18n*/ ({
    id: "check.output.fewer-words",
    message: "应该输出 {expected} 个词，你的程序只输出了 {actual} 个，少了{missing}",
    values: { expected, actual, missing },
  }),
  moreWords: (expected: number, actual: number, extra: string) => /*i18n*/ ({
    id: "check.output.more-words",
    message: "应该输出 {expected} 个词，你的程序输出了 {actual} 个，多了{extra}",
    values: { expected, actual, extra },
  }),
  trailingExtra: (line: number, what: Piece) => /*i18n*/ ({
    id: "check.output.trailing-extra",
    message: "第 {line} 行末尾多了{what}（行末的空格也算）",
    values: {
      line,
      what,
    },
  }),
  trailingMissing: (line: number, what: Piece) => /*i18n*/ ({
    id: "check.output.trailing-missing",
    message: "第 {line} 行末尾少了{what}（行末的空格也算）",
    values: {
      line,
      what,
    },
  }),
  trailingExtraCount: (line: number, count: number, name: Piece) => /*i18n*/ ({
    id: "check.output.trailing-extra-count",
    message: "第 {line} 行末尾多了 {count} 个{name}（行末的空格也算）",
    values: { line, count, name },
  }),
  trailingMissingCount: (line: number, count: number, name: Piece) => /*i18n*/ ({
    id: "check.output.trailing-missing-count",
    message: "第 {line} 行末尾少了 {count} 个{name}（行末的空格也算）",
    values: { line, count, name },
  }),
  finalNewlineMissing: () => /*i18n*/ ({
    id: "check.output.final-newline-missing",
    message: "最后少了一个换行：最后一行后面也要换行",
  }),
  finalNewlineExtra: (count: number) => /*i18n*/ ({
    id: "check.output.final-newline-extra",
    message: "最后多了 {count} 个空行",
    values: { count },
  }),
  lineEnds: () => /*i18n*/ ({
    id: "check.output.line-ends",
    message: "输出的文字对了，可行末的空格或最后的换行和要求的不一样",
  }),
  /** A character named with its code, for two that look alike: 「。」（U+3002）. */
  coded: (name: Piece, code: string) => /*i18n*/ ({
    id: "check.output.coded",
    message: "{name}（{code}）",
    values: { name, code },
  }),
  /** Two sentences read as one. */
  joined: (first: CheckText, second: CheckText) => /*i18n*/ ({
    id: "check.output.joined",
    message: "{first}{second}",
    values: { first, second },
  }),
};
