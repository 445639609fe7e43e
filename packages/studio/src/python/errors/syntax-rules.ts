import { msg } from "@lingui/core/macro";
import { asciiFor, type FullWidthChar, fullWidthInCode, fullWidthText } from "@qisi/judge/explain";
import type { PythonRule } from "./python-rule.ts";
import { assignments, keywords } from "./python-source.ts";

const syntaxNames = new Set(["SyntaxError", "IndentationError", "TabError"]);
const closing: Record<string, string> = { "(": ")", "[": "]", "{": "}" };
const opening: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

/**
 * The Chinese marks on the failing line: read from the program when we have it (CPython 3.11 calls
 * `1；` an "invalid decimal literal"), else from CPython's own "invalid character '，' (U+FF0C)".
 */
function marksOnLine(source: string, line: number | null, message: string): FullWidthChar[] {
  if (source && line) return fullWidthInCode(source, "python").filter((mark) => mark.line === line);
  const char =
    /invalid character '(.)'/u.exec(message)?.[1] ??
    (/non-printable character U\+3000/.test(message) ? "\u3000" : null);
  const ascii = char ? asciiFor(char) : null;
  return char && ascii !== null ? [{ line: line ?? 0, char, ascii }] : [];
}

const fullWidth: PythonRule = ({ message, line, source }) => {
  const marks = marksOnLine(source, line, message);
  if (marks.length === 0) return null;
  return { cause: "full-width", title: msg`有中文符号`, text: fullWidthText(marks, "python") };
};

const blockWord = /^\s*(if|elif|else|for|while|def|class|try|except|finally|with)\b/;

const elseIf: PythonRule = ({ text, message }) =>
  /^\s*else\s*if\b/.test(text) || /^\s*elseif\b/.test(text) || /Did you mean 'elif'/.test(message)
    ? {
        cause: "else-if",
        title: msg`Python 要写 elif`,
        text: msg`Python 里“否则如果”要写成一个词 elif，比如 elif x > 3:，不能写 else if。`,
      }
    : null;

const missingColon: PythonRule = ({ message, text }) => {
  if (!/expected ':'/.test(message)) return null;
  const word = blockWord.exec(text)?.[1];
  return {
    cause: "missing-colon",
    title: msg`少了冒号`,
    text: word
      ? msg`这一行的 ${word} 语句末尾要加一个英文冒号 :，告诉 Python 下面缩进的几行属于它。`
      : msg`if、for、while、def 这样的语句末尾要加一个英文冒号 :。`,
  };
};

const equals: PythonRule = ({ message, text }) => {
  if (!/Maybe you meant '==' (?:or ':=' )?instead of '='/.test(message)) return null;
  if (/cannot assign to literal/.test(message) && !/^\s*(if|elif|while)\b/.test(text))
    return {
      cause: "assign-to-literal",
      title: msg`等号左边要是变量名`,
      text: msg`一个等号 = 是把右边的值放进左边的变量，所以左边要写变量的名字：写成 x = 5，不能写 5 = x。想比较两个值，要用 ==。`,
    };
  return {
    cause: "comparison-equals",
    title: msg`比较要用两个等号`,
    text: msg`一个等号 = 是把值放进变量，比较两个值是否相等要用两个等号 ==。比如把 if x = 5: 改成 if x == 5:。`,
  };
};

const brackets: PythonRule = ({ message }) => {
  const never = /^'([([{])' was never closed/.exec(message);
  if (never) {
    const open = never[1]!;
    const close = closing[open] ?? ")";
    return {
      cause: "paren-unclosed",
      title: msg`括号没有配对`,
      text: msg`这一行的 ${open} 没有对应的 ${close}。在它该结束的地方补上 ${close}，再数一数左右括号是不是一样多。`,
    };
  }
  const extra = /^unmatched '([)\]}])'/.exec(message);
  if (extra) {
    const close = extra[1]!;
    const open = opening[close] ?? "(";
    return {
      cause: "paren-extra",
      title: msg`多了一个括号`,
      text: msg`这里的 ${close} 前面没有和它配对的 ${open}。删掉多出来的 ${close}，或者在前面补上 ${open}。`,
    };
  }
  const mismatch = /^closing parenthesis '([)\]}])' does not match opening parenthesis '([([{])'/.exec(
    message,
  );
  if (mismatch) {
    const close = mismatch[1]!;
    const open = mismatch[2]!;
    const expected = closing[open] ?? ")";
    return {
      cause: "paren-mismatch",
      title: msg`括号配错了`,
      text: msg`${open} 要用 ${expected} 来关，这里却用了 ${close}。把 ${close} 换成 ${expected}。`,
    };
  }
  if (/^f-string: expecting '\}'/.test(message)) {
    // Braces go in as values: a literal brace in a Lingui message would start a placeholder.
    const example = 'f"{x}"';
    return {
      cause: "f-string-brace",
      title: msg`f 字符串的大括号没有配对`,
      text: msg`f 字符串里的每个左大括号都要有一个右大括号和它配对，比如 ${example}。检查这一行 f 字符串里的括号。`,
    };
  }
  return null;
};

const unterminated: PythonRule = ({ message }) =>
  /unterminated (?:triple-quoted )?string literal/.test(message)
    ? {
        cause: "unterminated-string",
        title: msg`引号没有配对`,
        text: msg`文字要用一对引号包起来，这里只有开头的引号。在文字末尾补上同样的引号，比如 print("你好")。`,
      }
    : null;

const indentation: PythonRule = ({ name, message }) => {
  if (name === "TabError")
    return {
      cause: "tab-mix",
      title: msg`Tab 和空格混在一起了`,
      text: msg`这一行的缩进里既有 Tab 又有空格，Python 分不清它们算几格。把这一行开头的空白全部删掉，再统一用 4 个空格缩进。`,
    };
  const after =
    /^expected an indented block after (?:'(\w+)' statement|function definition|class definition) on line (\d+)/.exec(
      message,
    );
  if (after || /^expected an indented block/.test(message)) {
    const statement = after?.[1] ?? "def";
    const at = after?.[2];
    return {
      cause: "indentation-expected",
      title: msg`这一行要往右缩进`,
      text: at
        ? msg`第 ${at} 行的 ${statement} 语句以冒号结尾，它下面的这一行属于它，要往右缩进（通常是 4 个空格）。`
        : msg`冒号 : 后面的那一行要往右缩进（通常是 4 个空格），告诉 Python 它属于上面那句。`,
    };
  }
  if (/^unexpected indent/.test(message))
    return {
      cause: "indentation-unexpected",
      title: msg`这一行多了缩进`,
      text: msg`这一行前面多了空格：它不在任何 if、for、while 或 def 的下面，就要顶格写，和上一行左边对齐。`,
    };
  if (/^unindent does not match any outer indentation level/.test(message))
    return {
      cause: "indentation-mismatch",
      title: msg`缩进没有对齐`,
      text: msg`这一行往左退回的时候没有对齐：它要和上面某一行的左边正好对齐。同一层的代码用一样多的空格（通常每层 4 个）。`,
    };
  return null;
};

const printParens: PythonRule = ({ message }) =>
  /^Missing parentheses in call to 'print'/.test(message)
    ? {
        cause: "print-parens",
        title: msg`print 要加括号`,
        text: msg`Python 3 里 print 是一个函数，要输出的东西放在括号里：写成 print("你好")。`,
      }
    : null;

const returnOutside: PythonRule = ({ message }) =>
  /^'return' outside function/.test(message)
    ? {
        cause: "return-outside",
        title: msg`return 只能写在函数里`,
        text: msg`return 是把结果从函数（def）里交回来，只能写在 def 的下面、缩进进去。不在函数里的话，想输出就用 print()。`,
      }
    : null;

/** `print(hello world)`: two words side by side are text without quotes, or a name with a space in it. */
const sideBySide: PythonRule = ({ message, text, source }) => {
  if (!/Perhaps you forgot a comma\?/.test(message)) return null;
  const words = /\(\s*([\p{L}_][\p{L}\p{N}_]*)\s+([\p{L}_][\p{L}\p{N}_]*)\s*\)/u.exec(text);
  if (words) {
    const first = words[1]!;
    const second = words[2]!;
    const joined = `${first}${second}`;
    if (assignments(source).some((a) => a.name === joined))
      return {
        cause: "typo",
        title: msg`名字中间多了空格`,
        text: msg`${first} 和 ${second} 中间多了一个空格，Python 把它们当成了两样东西。你的变量叫 ${joined}，把空格删掉就好了。`,
      };
    const phrase = `${first} ${second}`;
    return {
      cause: "missing-quotes",
      title: msg`文字要加引号`,
      text: msg`${phrase} 是要输出的文字吗？文字要用一对英文引号包起来，写成 "${phrase}"，Python 才不会把它当成名字。`,
    };
  }
  return {
    cause: "missing-comma",
    title: msg`少了逗号`,
    text: msg`Python 在这里看到两样东西挨在一起。如果是好几样东西（比如列表 [1, 2, 3] 或 print 的几个值），中间要用英文逗号 , 隔开；如果是一段文字，要用引号包起来。`,
  };
};

const keywordName: PythonRule = ({ text }) => {
  const word = /^\s*([A-Za-z_]\w*)\s*=[^=]/.exec(text)?.[1];
  if (!word || !keywords.has(word)) return null;
  return {
    cause: "keyword-name",
    title: msg`关键字不能当名字`,
    text: msg`${word} 是 Python 自己要用的关键字，不能当变量的名字。换一个名字，比如 my_${word}。`,
  };
};

const cSyntax: PythonRule = ({ text }) => {
  if (/&&/.test(text))
    return {
      cause: "c-syntax",
      title: msg`Python 的“并且”写作 and`,
      text: msg`Python 里“并且”要写成 and，“或者”写成 or，比如 if x > 0 and x < 5:。`,
    };
  if (/\|\|/.test(text))
    return {
      cause: "c-syntax",
      title: msg`Python 的“或者”写作 or`,
      text: msg`Python 里“或者”要写成 or，“并且”写成 and，比如 if x < 0 or x > 5:。`,
    };
  if (/[\p{L}\p{N}_\])]\s*(\+\+|--)\s*$/u.test(text))
    return {
      cause: "c-syntax",
      title: msg`Python 没有 ++`,
      text: msg`Python 没有 ++ 和 --。加 1 要写成 i += 1，减 1 写成 i -= 1。`,
    };
  if (/^\s*(if|for|while|def|else|elif)\b.*\{\s*$/.test(text)) {
    const braces = "{ }";
    return {
      cause: "c-syntax",
      title: msg`Python 不用大括号`,
      text: msg`Python 不用大括号 ${braces} 包住代码块：在这一行末尾写冒号 :，下面属于它的几行往右缩进 4 个空格。`,
    };
  }
  return null;
};

const elifAlone: PythonRule = ({ text, message }) =>
  /^invalid syntax$/.test(message) && /^\s*(elif|else)\b/.test(text)
    ? {
        cause: "elif-without-if",
        title: msg`找不到它的 if`,
        text: msg`elif 和 else 要紧跟在 if 的代码块后面，并且和那个 if 的左边对齐。看看上面有没有 if，或者它们有没有对齐。`,
      }
    : null;

/** The rules for Python's compile errors, in order: Chinese marks first, they explain every other message on their line. */
export const syntaxRules: readonly PythonRule[] = [
  fullWidth,
  elseIf,
  missingColon,
  equals,
  brackets,
  unterminated,
  indentation,
  printParens,
  returnOutside,
  sideBySide,
  keywordName,
  cSyntax,
  elifAlone,
];

export const isSyntaxError = (name: string) => syntaxNames.has(name);
