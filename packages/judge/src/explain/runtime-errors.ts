import type { ExplainText } from "./text.ts";

/** How a program's trap or failure reads, before it is put into Chinese. */
export type RuntimeFailure =
  | "divide-by-zero"
  | "integer-overflow"
  | "out-of-bounds"
  | "memory-access"
  | "stack-overflow"
  | "out-of-memory"
  | "output-limit"
  | "crash";

/**
 * What went wrong, from a trap's message (the browser's error text, or the judge's `detail` for
 * RE). Programs are compiled with array bounds checks that trap (`unreachable`), wasm's integer
 * division traps on zero by itself, and a call chain deeper than the engine's stack says so.
 */
export function classifyTrapMessage(message: string): RuntimeFailure {
  if (/call stack|too much recursion|stack overflow/i.test(message)) return "stack-overflow";
  if (/divi(de|sion) by zero/i.test(message)) return "divide-by-zero";
  if (/integer overflow/i.test(message)) return "integer-overflow";
  if (/unreachable/i.test(message)) return "out-of-bounds";
  if (/out of bounds|index out of bounds/i.test(message)) return "memory-access";
  return "crash";
}

/** What a program that stopped with an error did, in words a child can act on, instead of a raw trap. */
export function explainRuntimeFailure(failure: RuntimeFailure): ExplainText {
  switch (failure) {
    case "divide-by-zero":
      return /*i18n*/ {
        id: "cpp.runtime.divide-by-zero",
        message: "运行出错：除以 0 了。整数不能除以 0（用 % 求余数也一样），除之前先用 if 检查除数是不是 0。",
      };
    case "integer-overflow":
      return /*i18n*/ {
        id: "cpp.runtime.integer-overflow",
        message: "运行出错：整数除法的结果太大，装不下了（比如最小的 int 除以 -1）。",
      };
    case "out-of-bounds":
      return /*i18n*/ {
        id: "cpp.runtime.out-of-bounds",
        message:
          "运行出错：数组下标越界了，或者程序主动中止了。数组 a[n] 的下标只能是 0 到 n-1，检查一下循环的范围。",
      };
    case "memory-access":
      return /*i18n*/ {
        id: "cpp.runtime.memory-access",
        message: "运行出错：访问了不属于程序的内存。常见原因是数组下标越界（比如负数下标），或者递归太深。",
      };
    case "stack-overflow":
      return /*i18n*/ {
        id: "cpp.runtime.stack-overflow",
        message:
          "运行出错：递归太深，栈空间用完了。检查递归有没有结束条件；浏览器里大约只能递归几千层，更深的请改成循环。",
      };
    case "out-of-memory":
      return /*i18n*/ {
        id: "cpp.runtime.out-of-memory",
        message: "运行出错：内存用完了。是不是开了特别大的数组，或者在循环里不停地往 vector 里放东西？",
      };
    case "output-limit":
      return /*i18n*/ {
        id: "cpp.runtime.output-limit",
        message: "输出太多了（超过 1 MB），程序已经停下。是不是有一个停不下来的循环在不停地输出？",
      };
    case "crash":
      return /*i18n*/ {
        id: "cpp.runtime.crash",
        message: "运行出错：程序意外停止了。检查一下数组下标、除数和递归。",
      };
  }
}

/** Where it stopped, put after the explanation when the line is known (the line table of the module). */
export function explainRuntimeLine(line: number): ExplainText {
  return /*i18n*/ {
    id: "cpp.runtime.line",
    message: "出错的地方在第 {line} 行。",
    values: { line: String(line) },
  };
}
