import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** What a failed run tells us: the runner's `RunFailure`, or a lesson check's failing run. */
export interface PythonErrorFacts {
  /** The exception class, e.g. `NameError`. */
  name: string;
  /** Python's message after the name, with CPython's hints ("Did you mean: 'print'?"). */
  message: string;
  /** The learner's line, when Python knows it. */
  line: number | null;
}

/** A warm explanation in the learner's words: what went wrong on which line, and the fix. */
export interface PythonErrorExplanation {
  line: number | null;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

type Explain = (found: RegExpMatchArray) => Pick<PythonErrorExplanation, "title" | "text">;

interface Rule {
  names: string[];
  /** Tried against the message; the groups go to `explain`. Without it, any message. */
  pattern?: RegExp;
  explain: Explain;
}

const closing: Record<string, string> = { "(": ")", "[": "]", "{": "}" };
const opening: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

/**
 * The mistakes children make most, first match wins, so the specific rules come before the
 * general one of their exception. Messages are CPython 3.14's (Pyodide's): the table-driven test
 * (`explain-error.pyodide.test.ts`) runs a program for each rule and fails when Python rewords one.
 */
const rules: Rule[] = [
  {
    names: ["UnboundLocalError"],
    pattern: /local variable '([^']+)'/,
    explain: ([, name = ""]) => ({
      title: msg`变量在函数里还没有值`,
      text: msg`函数里有一句给 ${name} 赋值，Python 就把这个函数里的 ${name} 都当成函数自己的新变量，可这一行用到它时它还没有值。想改函数外面的 ${name}，在函数的第一行写 global ${name}；或者把 ${name} 当作参数传进函数。`,
    }),
  },
  {
    names: ["TypeError"],
    pattern: /^'str' object cannot be interpreted as an integer/,
    explain: () => ({
      title: msg`这里要整数，不是文字`,
      text: msg`input() 得到的总是文字，哪怕输入的是 5。range() 这样的地方要整数：先用 int() 把它变成数字，比如 n = int(input())，再写 range(n)。`,
    }),
  },
  {
    names: ["TypeError"],
    pattern:
      /^'([<>]=?)' not supported between instances of '(?:str' and 'int|int' and 'str|str' and 'float|float' and 'str)'/,
    explain: ([, op = ">"]) => ({
      title: msg`文字和数字不能比大小`,
      text: msg`这里用 ${op} 比较了文字和数字。input() 得到的是文字，要先用 int() 把它变成数字：把 x = input() 改成 x = int(input())，再比较。`,
    }),
  },
  {
    names: ["TypeError"],
    pattern: /^can't multiply sequence by non-int of type 'str'/,
    explain: () => ({
      title: msg`文字只能乘以整数`,
      text: msg`文字乘以整数会把它重复几遍，比如 "哈" * 3 得到 "哈哈哈"。这里乘的是文字（比如 "3"）：去掉引号写成 3；如果它来自 input()，先用 int() 变成数字。`,
    }),
  },
  {
    names: ["TypeError"],
    pattern: /^can't multiply sequence by non-int of type 'float'/,
    explain: () => ({
      title: msg`文字只能乘以整数`,
      text: msg`文字乘以整数会把它重复几遍，比如 "哈" * 3；小数不行。用 int() 把小数变成整数，比如 "哈" * int(n)。`,
    }),
  },
  {
    names: ["TypeError"],
    pattern: /^object of type '(int|float|bool)' has no len\(\)/,
    explain: () => ({
      title: msg`数字没有长度`,
      text: msg`len() 数的是一串东西有多长，比如文字 "你好" 或列表 [1, 2, 3]，数字没有长度。想知道一个数有几位，写成 len(str(n))。`,
    }),
  },
  {
    names: ["TypeError"],
    pattern:
      /can only concatenate str|must be str, not|unsupported operand type\(s\) for \+: '(?:int|float)' and 'str'/,
    explain: () => ({
      title: msg`文字和数字不能直接相加`,
      text: msg`这里用 + 把文字和数字连在一起了。想拼成一句话，用 str() 把数字变成文字，比如 "得分：" + str(score)；想做加法，用 int() 把文字变成数字。`,
    }),
  },
  {
    names: ["TypeError"],
    pattern:
      /^unsupported operand type\(s\) for (\S+): '(?:str' and '(?:int|float)|(?:int|float)' and 'str)'/,
    explain: ([, op = "-"]) => ({
      title: msg`文字不能做这种计算`,
      text: msg`文字和数字之间不能用 ${op} 计算。input() 得到的是文字：先用 int() 或 float() 变成数字，比如 x = int(input())。`,
    }),
  },
  {
    names: ["TypeError"],
    explain: () => ({
      title: msg`类型错误`,
      text: msg`这里用的数据类型不合适，比如参数的个数或种类不对。看看这一行的函数需要什么样的参数。`,
    }),
  },
  {
    names: ["ValueError"],
    pattern: /^could not convert string to float: (.*)$/,
    explain: ([, value = ""]) => ({
      title: msg`这段文字变不成小数`,
      text: msg`float() 只能把像 "1.4" 这样的文字变成小数，这里却是 ${value}。请用阿拉伯数字和英文小数点来输入，比如 1.4。`,
    }),
  },
  {
    names: ["ValueError"],
    pattern: /^invalid literal for int\(\) with base 10: (.*)$/,
    explain: ([, value = ""]) => ({
      title: msg`这段文字变不成整数`,
      text: msg`int() 只能把像 "12" 这样只有数字的文字变成整数，这里却是 ${value}。输入时只用数字，别带字母、空格或汉字；带小数点的用 float()。`,
    }),
  },
  {
    names: ["ValueError"],
    explain: () => ({
      title: msg`数值错误`,
      text: msg`数据的类型对了，但值不合适。看看这一行用到的值是从哪里来的。`,
    }),
  },
  {
    names: ["NameError"],
    pattern: /^name '([^']+)' is not defined\. Did you mean: '([^']+)'\?/,
    explain: ([, name = "", suggestion = ""]) => ({
      title: msg`名字拼错了`,
      text: msg`Python 不认识 ${name}。你是不是想写 ${suggestion}？照着改过来再运行试试。`,
    }),
  },
  {
    names: ["NameError"],
    pattern: /^name '([^']+)' is not defined\. Did you forget to import '([^']+)'\?/,
    explain: ([, name = "", module = ""]) => ({
      title: msg`忘了导入模块`,
      text: msg`用 ${name} 之前要先导入它：在程序的第一行写 import ${module}。`,
    }),
  },
  {
    names: ["NameError"],
    pattern: /^name '([^']+)' is not defined/,
    explain: ([, name = ""]) => ({
      title: msg`名字错误`,
      text: msg`Python 不认识 ${name}。是不是拼错了，或者变量还没赋值就用了？如果你想写的是一段文字，要加上引号："${name}"。`,
    }),
  },
  {
    names: ["AttributeError"],
    pattern: /has no attribute '([^']+)'\. Did you mean: '([^']+)'\?/,
    explain: ([, name = "", suggestion = ""]) => ({
      title: msg`名字拼错了`,
      text: msg`这里没有叫 ${name} 的功能。你是不是想写 ${suggestion}？`,
    }),
  },
  {
    names: ["AttributeError"],
    explain: () => ({
      title: msg`属性错误`,
      text: msg`这个对象没有这个功能或属性，是不是名字拼错了？`,
    }),
  },
  {
    names: ["TabError"],
    explain: () => ({
      title: msg`Tab 和空格混在一起了`,
      text: msg`这一行的缩进里既有 Tab 又有空格，Python 分不清它们算几格。把这一行开头的空白全部删掉，再统一用 4 个空格缩进。`,
    }),
  },
  {
    names: ["IndentationError"],
    pattern: /expected an indented block/,
    explain: () => ({
      title: msg`缩进错误`,
      text: msg`冒号 ":" 后面的那一行要往右缩进（通常是 4 个空格），告诉 Python 它属于上面那句。`,
    }),
  },
  {
    names: ["IndentationError"],
    explain: () => ({
      title: msg`缩进错误`,
      text: msg`这一行前面的空格没对齐。同一层的代码左边要对齐，同一个文件里别混用 Tab 和空格。`,
    }),
  },
  {
    names: ["SyntaxError"],
    pattern: /^'([([{])' was never closed/,
    explain: ([, open = "("]) => {
      const close = closing[open] ?? ")";
      return {
        title: msg`括号没有配对`,
        text: msg`这一行的 ${open} 没有对应的 ${close}。在它该结束的地方补上 ${close}，再数一数左右括号是不是一样多。`,
      };
    },
  },
  {
    names: ["SyntaxError"],
    pattern: /^unmatched '([)\]}])'/,
    explain: ([, close = ")"]) => {
      const open = opening[close] ?? "(";
      return {
        title: msg`多了一个括号`,
        text: msg`这里的 ${close} 前面没有和它配对的 ${open}。删掉多出来的 ${close}，或者在前面补上 ${open}。`,
      };
    },
  },
  {
    names: ["SyntaxError"],
    pattern: /^closing parenthesis '([)\]}])' does not match opening parenthesis '([([{])'/,
    explain: ([, close = ")", open = "("]) => {
      const expected = closing[open] ?? ")";
      return {
        title: msg`括号配错了`,
        text: msg`${open} 要用 ${expected} 来关，这里却用了 ${close}。把 ${close} 换成 ${expected}。`,
      };
    },
  },
  {
    names: ["SyntaxError"],
    pattern: /unterminated (?:triple-quoted )?string literal/,
    explain: () => ({
      title: msg`引号没有配对`,
      text: msg`文字要用一对引号包起来，这里只有开头的引号。在文字末尾补上同样的引号，比如 print("你好")。`,
    }),
  },
  {
    names: ["SyntaxError"],
    pattern: /Maybe you meant '==' or ':=' instead of '='|cannot assign to .* here\. Maybe you meant '=='/,
    explain: () => ({
      title: msg`比较要用两个等号`,
      text: msg`一个等号 = 是把值放进变量，比较两个值是否相等要用两个等号 ==。比如把 if x = 5: 改成 if x == 5:。`,
    }),
  },
  {
    names: ["SyntaxError"],
    pattern: /expected ':'/,
    explain: () => ({
      title: msg`少了冒号`,
      text: msg`if、for、while、def 这样的语句末尾要加一个英文冒号 ":"。`,
    }),
  },
  {
    names: ["SyntaxError"],
    pattern: /invalid character/,
    explain: () => ({
      title: msg`有中文符号`,
      text: msg`这里有中文符号（比如中文括号、中文引号或中文逗号），请换成英文输入法下的符号。`,
    }),
  },
  {
    names: ["SyntaxError"],
    explain: () => ({
      title: msg`语法错误`,
      text: msg`Python 读不懂这一行。检查一下拼写、冒号、括号和引号，红色提示里的 ^ 指着出问题的位置。`,
    }),
  },
  {
    names: ["ZeroDivisionError"],
    explain: () => ({
      title: msg`除数是 0`,
      text: msg`数字不能除以 0。运行前先检查一下除数是不是 0，比如 if b != 0: 再做 a / b。`,
    }),
  },
  {
    names: ["IndexError"],
    explain: () => ({
      title: msg`列表里没有这个位置`,
      text: msg`位置从 0 开始数，最后一个是长度减 1。比如有 3 个元素的列表，能用的位置是 0、1、2。`,
    }),
  },
  {
    names: ["KeyError"],
    explain: () => ({
      title: msg`字典里没有这个键`,
      text: msg`字典里没有这个键，检查一下拼写；不确定有没有时，可以先用 if 键 in 字典: 判断。`,
    }),
  },
  {
    names: ["ModuleNotFoundError", "ImportError"],
    explain: () => ({
      title: msg`找不到这个模块`,
      text: msg`检查一下模块的名字，或者这个模块在浏览器里还不能用。`,
    }),
  },
  {
    names: ["RecursionError"],
    explain: () => ({
      title: msg`递归太深`,
      text: msg`函数一直在调用自己停不下来，检查一下结束条件。`,
    }),
  },
];

/**
 * Explains a failed run to a child: which line, what went wrong and a concrete fix; null for
 * errors it does not know. Pure, so a lesson's checks can explain their failing runs the same way.
 */
export function explainPythonError(error: PythonErrorFacts): PythonErrorExplanation | null {
  for (const rule of rules) {
    if (!rule.names.includes(error.name)) continue;
    const found = rule.pattern ? error.message.match(rule.pattern) : ([error.message] as RegExpMatchArray);
    if (found) return { line: error.line, ...rule.explain(found) };
  }
  return null;
}
