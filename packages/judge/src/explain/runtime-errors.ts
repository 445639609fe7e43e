import type { ExplainText } from "./text.ts";

/** How a program's trap or failure reads, before it is put into Chinese. */
export type RuntimeFailure =
  | "divide-by-zero"
  | "integer-overflow"
  | "out-of-bounds"
  | "memory-access"
  | "stack-overflow"
  | "abort"
  | "out-of-memory"
  | "output-limit"
  | "crash";

/**
 * What the runner knows about a program that stopped with an error: the kind, and the child's
 * line when the runner can map the trap back to the source (both C++ runners, issue 38).
 */
export interface RuntimeFacts {
  failure: RuntimeFailure;
  /** The child's line (from 1), when known. */
  line?: number | null;
}

/**
 * What went wrong, from a trap's message (the browser's error text, or the judge's `detail` for
 * RE). Programs are compiled with array bounds checks that trap (`unreachable`), wasm's integer
 * division traps on zero by itself, a call chain deeper than the engine's stack says so, and
 * `abort()` (a failed `assert`, libc++'s own checks such as `stoi("abc")`) says "abort" or "Aborted"
 * (SIGABRT on the native runner).
 */
export function classifyTrapMessage(message: string): RuntimeFailure {
  if (/call stack|too much recursion|stack overflow/i.test(message)) return "stack-overflow";
  if (/divi(de|sion) by zero|SIGFPE|floating point exception/i.test(message)) return "divide-by-zero";
  if (/integer overflow/i.test(message)) return "integer-overflow";
  if (/\babort(ed)?\b|SIGABRT|assertion/i.test(message)) return "abort";
  if (/unreachable/i.test(message)) return "out-of-bounds";
  if (/out of bounds|index out of bounds|SIGSEGV|segmentation fault/i.test(message)) return "memory-access";
  return "crash";
}

/** The sentence for each kind; `{line}` is filled in by the variant that names a line. */
function sentence(failure: RuntimeFailure): { plain: ExplainText; atLine: ExplainText } {
  switch (failure) {
    case "divide-by-zero":
      return {
        plain: /*i18n*/ {
          id: "cpp.runtime.divide-by-zero",
          message:
            "运行出错：除以 0 了。整数不能除以 0（用 % 求余数也一样），除之前先用 if 检查除数是不是 0。",
        },
        atLine: /*i18n*/ {
          id: "cpp.runtime.divide-by-zero-at",
          message:
            "运行到第 {line} 行时出错了：这里除以 0 了。整数不能除以 0（用 % 求余数也一样），除之前先用 if 检查除数是不是 0。",
        },
      };
    case "integer-overflow":
      return {
        plain: /*i18n*/ {
          id: "cpp.runtime.integer-overflow",
          message: "运行出错：整数除法的结果太大，装不下了（比如最小的 int 除以 -1）。",
        },
        atLine: /*i18n*/ {
          id: "cpp.runtime.integer-overflow-at",
          message: "运行到第 {line} 行时出错了：这里整数除法的结果太大，装不下了（比如最小的 int 除以 -1）。",
        },
      };
    case "out-of-bounds":
      return {
        plain: /*i18n*/ {
          id: "cpp.runtime.out-of-bounds",
          message:
            "运行出错：多半是数组下标越界了（数组 a[n] 的下标只能是 0 到 n-1），也可能是程序自己停了下来（比如 stoi 读到了不是数字的文字）。先检查循环的范围和下标。",
        },
        atLine: /*i18n*/ {
          id: "cpp.runtime.out-of-bounds-at",
          message:
            "运行到第 {line} 行时出错了：数组下标越界了。数组 a[n] 的下标只能是 0 到 n-1，检查一下这一行的下标和循环的范围。",
        },
      };
    case "memory-access":
      return {
        plain: /*i18n*/ {
          id: "cpp.runtime.memory-access",
          message: "运行出错：访问了不属于程序的内存。常见原因是数组下标越界（比如负数下标），或者递归太深。",
        },
        atLine: /*i18n*/ {
          id: "cpp.runtime.memory-access-at",
          message:
            "运行到第 {line} 行时出错了：访问了不属于程序的内存。常见原因是数组下标越界（比如负数下标），或者递归太深。",
        },
      };
    case "stack-overflow":
      return {
        plain: /*i18n*/ {
          id: "cpp.runtime.stack-overflow",
          message:
            "运行出错：递归太深，栈空间用完了。检查递归有没有结束条件；浏览器里大约只能递归几千层，更深的请改成循环。",
        },
        atLine: /*i18n*/ {
          id: "cpp.runtime.stack-overflow-at",
          message:
            "运行到第 {line} 行时出错了：递归太深，栈空间用完了。检查这个函数有没有结束条件（什么时候不再调用自己）；浏览器里大约只能递归几千层。",
        },
      };
    case "abort":
      return {
        plain: /*i18n*/ {
          id: "cpp.runtime.abort",
          message:
            "运行出错：程序自己停了下来（abort）。常见原因是 assert 的条件不成立，或者用 stoi 把不是数字的文字变成整数。",
        },
        atLine: /*i18n*/ {
          id: "cpp.runtime.abort-at",
          message:
            "运行到第 {line} 行时程序自己停了下来（abort）。常见原因是 assert 的条件不成立，或者用 stoi 把不是数字的文字变成整数。",
        },
      };
    case "out-of-memory":
      return {
        plain: /*i18n*/ {
          id: "cpp.runtime.out-of-memory",
          message: "运行出错：内存用完了。是不是开了特别大的数组，或者在循环里不停地往 vector 里放东西？",
        },
        atLine: /*i18n*/ {
          id: "cpp.runtime.out-of-memory-at",
          message:
            "运行到第 {line} 行时内存用完了。是不是开了特别大的数组，或者在循环里不停地往 vector 里放东西？",
        },
      };
    case "output-limit":
      return {
        plain: /*i18n*/ {
          id: "cpp.runtime.output-limit",
          message: "输出太多了（超过 1 MB），程序已经停下。是不是有一个停不下来的循环在不停地输出？",
        },
        atLine: /*i18n*/ {
          id: "cpp.runtime.output-limit-at",
          message:
            "输出太多了（超过 1 MB），程序在第 {line} 行停下了。是不是有一个停不下来的循环在不停地输出？",
        },
      };
    case "crash":
      return {
        plain: /*i18n*/ {
          id: "cpp.runtime.crash",
          message: "运行出错：程序意外停止了，我们还说不准是什么原因。检查一下数组下标、除数和递归。",
        },
        atLine: /*i18n*/ {
          id: "cpp.runtime.crash-at",
          message:
            "运行到第 {line} 行时程序意外停止了，我们还说不准是什么原因。检查一下这一行的数组下标、除数和递归。",
        },
      };
  }
}

/**
 * What a program that stopped with an error did, in words a child can act on, instead of a raw
 * trap: the kind, and the line when the runner knows it. Takes a kind alone too (the runners that
 * do not map lines yet).
 */
export function explainRuntimeFailure(facts: RuntimeFailure | RuntimeFacts): ExplainText {
  const { failure, line } = typeof facts === "string" ? { failure: facts, line: null } : facts;
  const { plain, atLine } = sentence(failure);
  return line && line > 0 ? { ...atLine, values: { line: String(line) } } : plain;
}
