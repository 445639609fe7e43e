import { msg } from "@lingui/core/macro";
import type { PythonRule, RuleInput } from "./python-rule.ts";
import { assignments, builtinNames, functionsOf } from "./python-source.ts";

const is = (input: RuleInput, ...names: string[]) => names.includes(input.name);

/** A function the failing line calls that has no `return`: its value is None. */
function printingFunction({ text, source }: RuleInput): string | null {
  const functions = functionsOf(source);
  for (const call of text.matchAll(/([\p{L}_][\p{L}\p{N}_]*)\s*\(/gu)) {
    const found = functions.get(call[1]!);
    if (found && !found.returns) return call[1]!;
  }
  return null;
}

const noneValue: PythonRule = (input) => {
  if (!is(input, "TypeError") || !/NoneType/.test(input.message)) return null;
  const fn = printingFunction(input);
  return {
    cause: "none-value",
    title: msg`这个值是 None（什么也没有）`,
    text: fn
      ? msg`函数 ${fn} 里没有 return：它只会输出，交回来的值是 None（什么也没有），所以不能拿来计算或拼接。在函数里用 return 把结果交回来，比如 return x * 2。`
      : msg`这里用到的值是 None（什么也没有），不能拿来计算或拼接。它常常是一个只会 print、没有 return 的函数交回来的：在函数里用 return 把结果交回来。`,
  };
};

const textAndNumbers: PythonRule = (input) => {
  if (!is(input, "TypeError")) return null;
  const { message } = input;
  if (/^'str' object cannot be interpreted as an integer/.test(message))
    return {
      cause: "str-as-int",
      title: msg`这里要整数，不是文字`,
      text: msg`input() 得到的总是文字，哪怕输入的是 5。range() 这样的地方要整数：先用 int() 把它变成数字，比如 n = int(input())，再写 range(n)。`,
    };
  const compare =
    /^'([<>]=?)' not supported between instances of '(?:str' and '(?:int|float)|(?:int|float)' and 'str)'/.exec(
      message,
    );
  if (compare) {
    const op = compare[1]!;
    return {
      cause: "compare-str-number",
      title: msg`文字和数字不能比大小`,
      text: msg`这里用 ${op} 比较了文字和数字。input() 得到的是文字，要先用 int() 把它变成数字：把 x = input() 改成 x = int(input())，再比较。`,
    };
  }
  if (/^can't multiply sequence by non-int of type 'str'/.test(message))
    return {
      cause: "str-times-str",
      title: msg`文字只能乘以整数`,
      text: msg`文字乘以整数会把它重复几遍，比如 "哈" * 3 得到 "哈哈哈"。这里乘的是文字（比如 "3"）：去掉引号写成 3；如果它来自 input()，先用 int() 变成数字。`,
    };
  if (/^can't multiply sequence by non-int of type 'float'/.test(message))
    return {
      cause: "str-times-str",
      title: msg`文字只能乘以整数`,
      text: msg`文字乘以整数会把它重复几遍，比如 "哈" * 3；小数不行。用 int() 把小数变成整数，比如 "哈" * int(n)。`,
    };
  if (/^object of type '(int|float|bool)' has no len\(\)/.test(message))
    return {
      cause: "len-number",
      title: msg`数字没有长度`,
      text: msg`len() 数的是一串东西有多长，比如文字 "你好" 或列表 [1, 2, 3]，数字没有长度。想知道一个数有几位，写成 len(str(n))。`,
    };
  if (
    /can only concatenate str \(not "(?:int|float)"\) to str|must be str, not (?:int|float)|unsupported operand type\(s\) for \+: '(?:int|float)' and 'str'/.test(
      message,
    )
  )
    return {
      cause: "str-plus-number",
      title: msg`文字和数字不能直接相加`,
      text: msg`这里用 + 把文字和数字连在一起了。想拼成一句话，用 str() 把数字变成文字，比如 "得分：" + str(score)；想做加法，用 int() 把 input() 得到的文字变成数字。`,
    };
  const arithmetic =
    /^unsupported operand type\(s\) for (\S+): '(?:str' and '(?:int|float)|(?:int|float)' and 'str)'/.exec(
      message,
    );
  if (arithmetic) {
    const op = arithmetic[1]!;
    return {
      cause: "str-arithmetic",
      title: msg`文字不能做这种计算`,
      text: msg`文字和数字之间不能用 ${op} 计算。input() 得到的是文字：先用 int() 或 float() 变成数字，比如 x = int(input())。`,
    };
  }
  if (/^list indices must be integers or slices, not str/.test(message))
    return {
      cause: "index-type",
      title: msg`位置要用整数`,
      text: msg`列表的位置要用整数，比如 a[0]，不能用文字 a["0"]。如果位置来自 input()，先用 int() 变成数字。`,
    };
  return null;
};

const argCount: PythonRule = (input) => {
  if (!is(input, "TypeError")) return null;
  const { message } = input;
  const tooMany = /^(\w+)\(\) takes (\d+) positional arguments? but (\d+) (?:was|were) given/.exec(message);
  if (tooMany) {
    const [, fn, need, given] = tooMany as unknown as [string, string, string, string];
    return {
      cause: "arg-count",
      title: msg`参数的个数不对`,
      text: msg`${fn}() 需要 ${need} 个参数，这里给了 ${given} 个。对照 def ${fn}(…) 括号里的参数，看看多给了哪一个。`,
    };
  }
  const missing = /^(\w+)\(\) missing (\d+) required positional arguments?: (.+)$/.exec(message);
  if (missing) {
    const [, fn, count, names] = missing as unknown as [string, string, string, string];
    return {
      cause: "arg-count",
      title: msg`少给了参数`,
      text: msg`调用 ${fn}() 时少给了 ${count} 个参数（${names}）。对照 def ${fn}(…) 括号里的参数，把它们都给上。`,
    };
  }
  const builtin =
    /^(\w+)\(\) takes (?:exactly one argument|no arguments|at most \d+ arguments?) \((\d+) given\)|^(\w+) expected (?:at most )?(\d+) arguments?, got (\d+)/.exec(
      message,
    );
  if (builtin) {
    const fn = builtin[1] ?? builtin[3] ?? "";
    return {
      cause: "arg-count",
      title: msg`参数的个数不对`,
      text: msg`${fn}() 的括号里放的东西个数不对。看看这一行 ${fn}() 的括号里是不是多了或少了一个，别忘了几样东西之间用逗号隔开。`,
    };
  }
  return null;
};

const callsAndLoops: PythonRule = (input) => {
  if (!is(input, "TypeError")) return null;
  const callable = /^'(\w+)' object is not callable/.exec(input.message);
  if (callable) {
    const shadowed = assignments(input.source).find(
      (a) =>
        builtinNames.includes(a.name) &&
        a.inFunction === null &&
        new RegExp(`\\b${a.name}\\s*\\(`).test(input.text),
    );
    if (shadowed) {
      const { name, line } = shadowed;
      return {
        cause: "shadowed-builtin",
        title: msg`${name} 被当成了变量名`,
        text: msg`第 ${line} 行把 ${name} 当成了变量的名字，从那以后 ${name} 就不再是原来的函数了。给那个变量换一个名字，比如 my_${name}。`,
      };
    }
    const kind = callable[1]!;
    return {
      cause: "not-callable",
      title: msg`这不是函数`,
      text: msg`这里把一个 ${kind} 类型的值当成函数，在它后面加了括号。只有函数后面才加括号；如果想做乘法，要写 *，比如 2 * (3 + 4)。`,
    };
  }
  if (/^'(int|float|bool)' object is not iterable/.test(input.message))
    return {
      cause: "not-iterable",
      title: msg`数字不能直接用来循环`,
      text: msg`for … in 后面要放一串东西，比如 range(5)、列表或文字，不能直接放一个数。想循环 n 次，写成 for i in range(n):。`,
    };
  return null;
};

const valueError: PythonRule = (input) => {
  if (!is(input, "ValueError")) return null;
  const { message } = input;
  const float = /^could not convert string to float: (.*)$/.exec(message);
  if (float) {
    const value = float[1]!;
    return {
      cause: "float-conversion",
      title: msg`这段文字变不成小数`,
      text: msg`float() 只能把像 "1.4" 这样的文字变成小数，这里却是 ${value}。请用阿拉伯数字和英文小数点来输入，比如 1.4。`,
    };
  }
  const int = /^invalid literal for int\(\) with base 10: (.*)$/.exec(message);
  if (int) {
    const value = int[1]!;
    return {
      cause: "int-conversion",
      title: msg`这段文字变不成整数`,
      text:
        value === "''"
          ? msg`int() 拿到的是空的文字：输入的这一行什么也没有。看看输入是不是少了一行，或者多按了一次回车。`
          : msg`int() 只能把像 "12" 这样只有数字的文字变成整数，这里却是 ${value}。输入时只用数字，别带字母、空格或汉字；带小数点的用 float()；一行里有好几个数，先用 split() 分开。`,
    };
  }
  const unpack = /^(too many|not enough) values to unpack \(expected (\d+)(?:, got (\d+))?\)/.exec(message);
  if (unpack) {
    const expected = unpack[2]!;
    return {
      cause: "unpack-count",
      title: msg`左右两边的个数不一样`,
      text:
        unpack[1] === "too many"
          ? msg`等号左边有 ${expected} 个变量，右边的值却更多。如果右边是 input().split()，看看输入的那一行是不是正好有 ${expected} 个数。`
          : msg`等号左边有 ${expected} 个变量，右边的值却不够。如果右边是 input().split()，看看输入的那一行是不是正好有 ${expected} 个数。`,
    };
  }
  return null;
};

const simpleRules: PythonRule = (input) => {
  if (is(input, "ZeroDivisionError"))
    return {
      cause: "division-by-zero",
      title: msg`除数是 0`,
      text: msg`数字不能除以 0（用 // 或 % 也一样）。运行前先检查一下除数是不是 0，比如 if b != 0: 再做 a / b。`,
    };
  if (is(input, "IndexError") && /index out of range/.test(input.message))
    return {
      cause: "index-range",
      title: msg`没有这个位置`,
      text: /assignment/.test(input.message)
        ? msg`列表里还没有这个位置，不能直接给它赋值。想在末尾加一个，用 append()，比如 a.append(5)。`
        : msg`位置从 0 开始数，最后一个是长度减 1。比如有 3 个元素的列表，能用的位置是 0、1、2。检查一下这一行的位置和循环的范围。`,
    };
  if (is(input, "RecursionError"))
    return {
      cause: "recursion",
      title: msg`递归停不下来`,
      text: msg`函数一直在调用自己，停不下来了。检查结束条件：比如 n 变成 0 时直接 return，不再调用自己；每次调用时 n 要离结束条件更近一步。`,
    };
  if (is(input, "KeyError")) {
    const key = input.message;
    return {
      cause: "missing-key",
      title: msg`字典里没有这个键`,
      text: msg`字典里没有 ${key} 这个键，检查一下拼写；不确定有没有时，可以先用 if 键 in 字典: 判断，或者用 字典.get(键)。`,
    };
  }
  if (is(input, "EOFError"))
    return {
      cause: "no-input",
      title: msg`没有更多的输入了`,
      text: msg`程序想用 input() 再读一行，可是输入已经用完了。数一数程序里有几个 input()，和要输入的行数是不是一样多。`,
    };
  if (is(input, "MemoryError"))
    return {
      cause: "memory",
      title: msg`内存用完了`,
      text: msg`程序用的内存太多了：是不是有一个停不下来的循环在不停地往列表里加东西，或者造了一个特别大的列表？`,
    };
  return null;
};

/** The rules for errors raised while the program runs; the NoneType rule comes first, it is behind many messages. */
export const runtimeRules: readonly PythonRule[] = [
  noneValue,
  textAndNumbers,
  argCount,
  callsAndLoops,
  valueError,
  simpleRules,
];
