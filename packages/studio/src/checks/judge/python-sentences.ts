import type { CheckText } from "./check-text.ts";

/**
 * The sentences of a Python check that are not about the printed text (output-sentences.ts has
 * those): when it happened ("试了 3 次，第 2 次输入 3 和 5 时"), returned values, errors, limits.
 * Children's words: never 测试, WA or AC.
 */
type Piece = string | number | CheckText;

export const pythonSentences = {
  // ── When ──
  withInput: (rows: string[]): CheckText => {
    const [a = "", b = "", c = ""] = rows;
    if (rows.length >= 3)
      return /*i18n*/ {
        id: "check.python.when-input-3",
        message: "输入 {a}、{b} 和 {c} 时",
        values: { a, b, c },
      };
    if (rows.length === 2)
      return /*i18n*/ { id: "check.python.when-input-2", message: "输入 {a} 和 {b} 时", values: { a, b } };
    return /*i18n*/ { id: "check.python.when-input", message: "输入 {a} 时", values: { a } };
  },
  withLongInput: (input: string) => /*i18n*/ ({
    id: "check.python.when-long-input",
    message: "输入「{input}」时",
    values: { input },
  }),
  running: () => /*i18n*/ ({ id: "check.python.when-running", message: "运行程序时" }),
  calling: (call: string) => /*i18n*/ ({
    id: "check.python.when-calling",
    message: "调用 {call} 时",
    values: { call },
  }),
  hidden: () => /*i18n*/ ({ id: "check.python.when-hidden", message: "换了一组没给你看的输入时" }),
  hiddenAbout: (about: string) => /*i18n*/ ({
    id: "check.python.when-hidden-about",
    message: "换了一组没给你看的输入（{about}）时",
    values: { about },
  }),
  hiddenCall: (name: string) => /*i18n*/ ({
    id: "check.python.when-hidden-call",
    message: "用没给你看的参数调用 {name} 时",
    values: { name },
  }),
  hiddenCallAbout: (name: string, about: string) => /*i18n*/ ({
    id: "check.python.when-hidden-call-about",
    message: "用没给你看的参数（{about}）调用 {name} 时",
    values: { name, about },
  }),
  random: (about: Piece) => /*i18n*/ ({
    id: "check.python.when-random",
    message: "换了一组随机的输入（{about}）时",
    values: { about },
  }),
  randomCall: (name: string, about: Piece) => /*i18n*/ ({
    id: "check.python.when-random-call",
    message: "用随机的参数（{about}）调用 {name} 时",
    values: { name, about },
  }),
  /** The prefix of a failing run among several: 试了 3 次，第 2 次输入 3 和 5 时，. */
  tries: (count: number, index: number, when: CheckText) => /*i18n*/ ({
    id: "check.python.tries",
    message: "试了 {count} 次，第 {index} 次{when}，",
    values: { count, index, when },
  }),
  /** The prefix of a failing run that was the only one: 输入 3 和 5 时，. */
  once: (when: CheckText) => /*i18n*/ ({ id: "check.python.once", message: "{when}，", values: { when } }),
  /** When, then what went wrong. */
  whenThen: (prefix: CheckText, body: CheckText) => /*i18n*/ ({
    id: "check.python.when-then",
    message: "{prefix}{body}",
    values: { prefix, body },
  }),
  /** The sentence, then the author's note on a known mistake after a dash. */
  withNote: (sentence: CheckText, note: string) => /*i18n*/ ({
    id: "check.python.with-note",
    message: "{sentence}——{note}",
    values: { sentence, note },
  }),
  // ── Hidden cases: only what the program did ──
  hiddenNothing: () => /*i18n*/ ({ id: "check.python.hidden-nothing", message: "你的程序什么也没有输出" }),
  hiddenOutput: (actual: string) => /*i18n*/ ({
    id: "check.python.hidden-output",
    message: "你的程序输出了{actual}，不对",
    values: { actual },
  }),
  hiddenOutputLines: (actual: string, count: number) => /*i18n*/ ({
    id: "check.python.hidden-output-lines",
    message: "你的程序输出了 {count} 行，第一行是{actual}，不对",
    values: { actual, count },
  }),
  // ── Returned values ──
  returned: (expected: string, actual: string) => /*i18n*/ ({
    id: "check.python.returned",
    message: "应该返回 {expected}，你的函数返回了 {actual}",
    values: { expected, actual },
  }),
  hiddenReturned: (actual: string) => /*i18n*/ ({
    id: "check.python.hidden-returned",
    message: "你的函数返回了 {actual}，不对",
    values: { actual },
  }),
  printedNotReturned: (sentence: CheckText) => /*i18n*/ ({
    id: "check.python.printed-not-returned",
    message: "{sentence}（它把结果 print 出来了，可没有 return 回来）",
    values: { sentence },
  }),
  // ── Errors and limits ──
  // Python's own words (English) are not the sentence: the studio explains the error in Chinese
  // under it (@qisi/judge/explain) and folds Python's words there.
  syntax: (line: number) => /*i18n*/ ({
    id: "check.python.syntax",
    message: "第 {line} 行有 Python 读不懂的地方",
    values: { line },
  }),
  syntaxSomewhere: () => /*i18n*/ ({
    id: "check.python.syntax-somewhere",
    message: "程序里有 Python 读不懂的地方",
  }),
  error: (line: number) => /*i18n*/ ({
    id: "check.python.error",
    message: "第 {line} 行出错了，停了下来",
    values: { line },
  }),
  errorSomewhere: () => /*i18n*/ ({
    id: "check.python.error-somewhere",
    message: "程序出错了，停了下来",
  }),
  noInput: () => /*i18n*/ ({
    id: "check.python.no-input",
    message: "程序还想再读一个输入，可是给它的输入已经用完了",
  }),
  noInputAt: (line: number) => /*i18n*/ ({
    id: "check.python.no-input-at",
    message: "第 {line} 行的 input() 还想再读一个输入，可是给它的输入已经用完了",
    values: { line },
  }),
  /** Why a program read past its input, guessed from where the input() is (no author's note matched). */
  noInputInLoop: (sentence: CheckText) => /*i18n*/ ({
    id: "check.python.no-input-in-loop",
    message: "{sentence}——这个 input() 在循环里：是不是循环到了该停的时候还没有停？",
    values: { sentence },
  }),
  noInputExtra: (sentence: CheckText) => /*i18n*/ ({
    id: "check.python.no-input-extra",
    message: "{sentence}——是不是多写了一个 input()？数一数程序要读几个输入",
    values: { sentence },
  }),
  outputLimit: () => /*i18n*/ ({
    id: "check.python.output-limit",
    message: "程序输出的字太多了——是不是有一个停不下来的循环？",
  }),
  drawingLimit: () => /*i18n*/ ({
    id: "check.python.drawing-limit",
    message: "程序画的线太多了——是不是有一个停不下来的循环？",
  }),
  timeout: () => /*i18n*/ ({
    id: "check.python.timeout",
    message: "程序运行了太久还没结束——是不是有一个停不下来的循环？",
  }),
  memory: () => /*i18n*/ ({
    id: "check.python.memory",
    message: "程序用的内存太多了——是不是有一个越变越大的列表，或者停不下来的循环？",
  }),
  missing: (name: string) => /*i18n*/ ({
    id: "check.python.missing",
    message: "你的程序里还没有名叫 {name} 的函数，记得用 def 定义它",
    values: { name },
  }),
  stopped: () => /*i18n*/ ({
    id: "check.python.stopped",
    message: "你的程序让检查没法进行下去，改一改再试试吧",
  }),
  tooLong: () => /*i18n*/ ({ id: "check.python.too-long", message: "程序太长了，检查不了（最多 64 KB）" }),
  // ── Random inputs, described from their generators ──
  randomInt: (lo: number, hi: number) => /*i18n*/ ({
    id: "check.python.random-int",
    message: "整数（{lo} 到 {hi}）",
    values: { lo, hi },
  }),
  randomFloat: (lo: number, hi: number) => /*i18n*/ ({
    id: "check.python.random-float",
    message: "小数（{lo} 到 {hi}）",
    values: { lo, hi },
  }),
  randomChoice: (options: string) => /*i18n*/ ({
    id: "check.python.random-choice",
    message: "值（{options} 中的一个）",
    values: { options },
  }),
  randomWord: (lo: number, hi: number) => /*i18n*/ ({
    id: "check.python.random-word",
    message: "单词（{lo} 到 {hi} 个字母）",
    values: { lo, hi },
  }),
  randomList: (item: CheckText) => /*i18n*/ ({
    id: "check.python.random-list",
    message: "一串{item}",
    values: { item },
  }),
  randomSeveral: (count: number, item: CheckText) => /*i18n*/ ({
    id: "check.python.random-several",
    message: "{count} 个{item}",
    values: { count, item },
  }),
  randomAnd: (first: CheckText, rest: CheckText) => /*i18n*/ ({
    id: "check.python.random-and",
    message: "{first}和{rest}",
    values: { first, rest },
  }),
  randomThen: (first: CheckText, rest: CheckText) => /*i18n*/ ({
    id: "check.python.random-then",
    message: "{first}、{rest}",
    values: { first, rest },
  }),
};
