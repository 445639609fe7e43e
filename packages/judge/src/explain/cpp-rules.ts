import {
  declarationTypes,
  familiarNames,
  foreignHeaders,
  headerOf,
  knownHeaders,
  sandboxedFunctions,
} from "./cpp-names.ts";
import {
  characterIndex,
  editDistance,
  firstLineMatching,
  hasChinese,
  sourceLines,
  surelyMeant,
  tokenAt,
  wholeWord,
} from "./source-text.ts";
import type { ExplainText } from "./text.ts";

/**
 * Why a C++ program did not compile (or what a warning is about), as a stable id: the corpus test
 * and the studio's `data-cause` key off it. `honest` is not a cause: no rule was sure, and the
 * text only says where the compiler points.
 */
export type CppCause =
  | "full-width"
  | "for-commas"
  | "missing-semicolon"
  | "missing-stream-operator"
  | "stream-direction"
  | "void-value"
  | "missing-std"
  | "missing-include"
  | "elif"
  | "python-word"
  | "missing-quotes"
  | "typo"
  | "scope"
  | "declared-later"
  | "undeclared"
  | "missing-return-type"
  | "main-return-int"
  | "missing-main"
  | "sandboxed-function"
  | "undefined-function"
  | "arg-count"
  | "braces"
  | "parens"
  | "assign-in-condition"
  | "comparison-unused"
  | "quotes"
  | "unterminated-string"
  | "uninitialized"
  | "throw"
  | "if-semicolon"
  | "redefinition"
  | "const-assign"
  | "string-plus-number"
  | "string-plus-string"
  | "missing-return"
  | "division-by-zero"
  | "header-not-found";

/** One compiler message as the judge, the compile API and a stored submission carry it. */
export interface CompilerMessage {
  /** `main.cpp` for the child's program; a header's path for messages inside the library. Absent: the child's. */
  file?: string;
  line: number;
  column: number;
  severity: string;
  message: string;
}

export interface RuleInput {
  message: CompilerMessage;
  /** The notes clang printed after it ("candidate function not viable: requires 2 arguments…"). */
  notes: readonly CompilerMessage[];
  source: string;
  /** The text of the message's line in the child's program. */
  text: string;
  /** Lines on which the compiler reported an error: a name declared on one of them never came to be. */
  errorLines: ReadonlySet<number>;
}

export interface RuleAnswer {
  /** `honest` from a rule: it can say exactly what the compiler expects, but not why. */
  cause: CppCause | "honest";
  text: ExplainText;
  /** When the mistake is on another line than the one the compiler names (`if (…);` before an else). */
  line?: number;
  /** A follow-on of the error on this line (a name whose declaration did not compile): shown only without it. */
  followsFrom?: number;
}

type Rule = (input: RuleInput) => RuleAnswer | null;

const hasInclude = (source: string, header: string) =>
  new RegExp(`#\\s*include\\s*<\\s*(${header.replace(/[.+]/g, "\\$&")}|bits/stdc\\+\\+\\.h)\\s*>`).test(
    source,
  );

const keywords = new Set([
  "return",
  "if",
  "else",
  "for",
  "while",
  "do",
  "int",
  "long",
  "double",
  "float",
  "char",
  "bool",
  "string",
  "void",
  "cout",
  "cin",
  "break",
  "continue",
]);

/** What follows a column on its line, as the child would name it: a word, a quoted text or a symbol. */
function thingAt(text: string, column: number): string {
  const rest = text.slice(characterIndex(text, column)).trimStart();
  const quoted = /^"(?:[^"\\]|\\.)*"?|^'(?:[^'\\]|\\.)*'?/.exec(rest);
  if (quoted) return quoted[0];
  return tokenAt(rest, 1);
}

/** `expected ';'`: a missing semicolon when nothing follows on the line, a missing << or >> inside cout/cin. */
const semicolonOrStream: Rule = ({ message, text }): RuleAnswer | null => {
  if (!/^expected ';'/.test(message.message)) return null;
  const rest = text.slice(characterIndex(text, message.column)).trim();
  const next = thingAt(text, message.column);
  if (rest === "" || rest.startsWith("//") || rest.startsWith("}") || keywords.has(next))
    return {
      cause: "missing-semicolon",
      text: /*i18n*/ {
        id: "cpp.error.missing-semicolon",
        message: "这一行的末尾少了分号：C++ 的每一句话都要用英文分号 ; 结尾，在这句话的最后补上 ; 就好了。",
      },
    };
  if (/expected ';' after expression/.test(message.message)) {
    const before = text.slice(0, characterIndex(text, message.column));
    if (/\b(cout|cerr)\b/.test(before) && !/\bcin\b/.test(before))
      return {
        cause: "missing-stream-operator",
        text: /*i18n*/ {
          id: "cpp.error.missing-shift-left",
          message:
            "cout 一次输出好几样东西时，每一样前面都要有 <<。这一行的 {next} 前面少了 <<，写成 << {next} 就好了。",
          values: { next },
        },
      };
    if (/\bcin\b/.test(before))
      return {
        cause: "missing-stream-operator",
        text: /*i18n*/ {
          id: "cpp.error.missing-shift-right",
          message:
            "cin 一次读好几个变量时，每个变量前面都要有 >>。这一行的 {next} 前面少了 >>，写成 >> {next} 就好了。",
          values: { next },
        },
      };
  }
  return {
    cause: "honest",
    text: /*i18n*/ {
      id: "cpp.honest.expected-semicolon",
      message:
        "编译器读到这一行的 {next} 时，觉得前面的话应该已经结束了，在等一个英文分号 ;。看看 {next} 前面是不是少了分号，或者少了别的符号（比如逗号或运算符）。",
      values: { next },
    },
  };
};

const voidValue: Rule = ({ message, source, text }): RuleAnswer | null => {
  if (
    !/rvalue of type 'void'|incompatible type 'void'|and 'void'\)|\('void' and|from\s'void'/.test(
      message.message,
    )
  )
    return null;
  const called = [...text.matchAll(/([\p{L}_][\p{L}\p{N}_]*)\s*\(/gu)]
    .map((match) => match[1]!)
    .find((name) => new RegExp(`\\bvoid\\s+${wholeWord(name)}\\s*\\(`, "u").test(source));
  return {
    cause: "void-value",
    text: called
      ? /*i18n*/ {
          id: "cpp.error.void-value-named",
          message:
            "{name}() 是一个 void 函数：它只做事（比如输出），不会交回一个值，所以这里不能拿它的结果来用。想让它交回值，把 void 改成 int 这样的类型，并在函数里写 return；只想让它输出，就单独写一句 {name}(…);",
          values: { name: called },
        }
      : /*i18n*/ {
          id: "cpp.error.void-value",
          message:
            "这里用到的函数是 void 的：它只做事（比如输出），不会交回一个值，所以不能拿它的结果来用。想让它交回值，把 void 改成 int 这样的类型，并在函数里写 return。",
        },
  };
};

const streamDirection: Rule = ({ message, text }): RuleAnswer | null => {
  if (
    !/^invalid operands to binary expression \('(?:std::)?(?:basic_)?(istream|ostream)/.test(message.message)
  )
    return null;
  if (/\bcin\b[^;]*<</.test(text))
    return {
      cause: "stream-direction",
      text: /*i18n*/ {
        id: "cpp.error.cin-direction",
        message: "箭头方向反了：cin 后面要用 >>，数据从键盘“流进”变量，比如 cin >> x;",
      },
    };
  if (/\bcout\b[^;]*>>/.test(text))
    return {
      cause: "stream-direction",
      text: /*i18n*/ {
        id: "cpp.error.cout-direction",
        message: "箭头方向反了：cout 后面要用 <<，数据“流向”屏幕，比如 cout << x;",
      },
    };
  return null;
};

/** Where `name` is declared in the program ("int total", "for (int i"), or 0. */
function declarationLine(source: string, name: string): number {
  const declared = new RegExp(
    `\\b${declarationTypes}\\b[^;(){}]*?(?<![\\p{L}\\p{N}_])${wholeWord(name)}`,
    "u",
  );
  return firstLineMatching(source, declared);
}

/** The one name in the program (or among the familiar ones) that the child surely meant. */
function meantName(name: string, source: string, suggestion: string | undefined): string | null {
  if (suggestion && !suggestion.includes("::")) {
    const familiar = familiarNames.includes(suggestion);
    if (surelyMeant(name, suggestion, familiar ? 3 : 4)) return suggestion;
  }
  const familiar = familiarNames.filter((known) => surelyMeant(name, known, 3));
  if (familiar.length === 1) return familiar[0]!;
  const declared = new Set(
    [...source.matchAll(new RegExp(`\\b${declarationTypes}\\s+([\\p{L}_][\\p{L}\\p{N}_]*)`, "gu"))].map(
      (match) => match[1]!,
    ),
  );
  const own = [...declared].filter((known) => surelyMeant(name, known));
  return own.length === 1 ? own[0]! : null;
}

const pythonWords: Record<string, ExplainText> = {
  print: /*i18n*/ {
    id: "cpp.error.python-print",
    message: 'print 是 Python 的写法。C++ 里用 cout 输出，比如 cout << "你好" << endl;',
  },
  input: /*i18n*/ {
    id: "cpp.error.python-input",
    message: "input 是 Python 的写法。C++ 里用 cin 读入，比如 cin >> x;（先写 int x; 声明变量）",
  },
  True: /*i18n*/ { id: "cpp.error.python-true", message: "C++ 的真和假要小写：写成 true 和 false。" },
  False: /*i18n*/ { id: "cpp.error.python-true", message: "C++ 的真和假要小写：写成 true 和 false。" },
};

const unknownName: Rule = ({ message, source, errorLines }): RuleAnswer | null => {
  const match =
    /^(?:use of undeclared identifier|unknown type name|no template named) '([^']+)'(?:; did you mean '([^']+)'\?)?/.exec(
      message.message,
    );
  if (!match) return null;
  const name = match[1]!;
  const suggestion = match[2];
  if (suggestion === `std::${name}`)
    return {
      cause: "missing-std",
      text: /*i18n*/ {
        id: "cpp.error.missing-std",
        message:
          "{name} 住在 std 这个“名字空间”里：在 #include 那几行下面加一行 using namespace std; 就好了（或者写成 std::{name}）。",
        values: { name },
      },
    };
  const header = headerOf[name];
  if (header && !hasInclude(source, header))
    return {
      cause: "missing-include",
      text: /*i18n*/ {
        id: "cpp.error.missing-include",
        message: "少了头文件：用 {name} 之前，要在程序最上面写 #include <{header}>，告诉电脑去哪里找它。",
        values: { name, header },
      },
    };
  if (name === "elif")
    return {
      cause: "elif",
      text: /*i18n*/ {
        id: "cpp.error.elif",
        message: "C++ 里没有 elif（那是 Python 的写法）。要写成 else if (条件)，比如 else if (x > 0)。",
      },
    };
  const python = pythonWords[name] ?? pythonWords[name.toLowerCase()];
  if (python) return { cause: "python-word", text: python };
  const declaredAt = declarationLine(source, name);
  if (declaredAt > 0 && errorLines.has(declaredAt))
    return {
      cause: "undeclared",
      followsFrom: declaredAt,
      text: /*i18n*/ {
        id: "cpp.error.declaration-failed",
        message: "{name} 在第 {declared} 行的声明没能编译，所以这里也不认识它。先改好第 {declared} 行。",
        values: { name, declared: String(declaredAt) },
      },
    };
  if (declaredAt > 0 && declaredAt < message.line)
    return {
      cause: "scope",
      text: /*i18n*/ {
        id: "cpp.error.scope",
        message:
          "{name} 是在第 {declared} 行声明的，可它只在那一对大括号（或那个 for）里面有效，到这里已经不存在了。想在这里用它，就把声明移到外面（比如 main 的开头），在里面只给它赋值。",
        values: { name, declared: String(declaredAt) },
      },
    };
  if (declaredAt > message.line)
    return {
      cause: "declared-later",
      text: /*i18n*/ {
        id: "cpp.error.declared-later",
        message:
          "{name} 到第 {declared} 行才声明，这里用得太早了。C++ 要先声明、后使用：把声明移到这一行的前面。",
        values: { name, declared: String(declaredAt) },
      },
    };
  if (hasChinese(name))
    return {
      cause: "missing-quotes",
      text: /*i18n*/ {
        id: "cpp.error.missing-quotes",
        message:
          '{name} 是要输出的文字吗？文字要放在一对英文双引号里，写成 "{name}"，电脑才不会把它当成名字。',
        values: { name },
      },
    };
  const meant = meantName(name, source, suggestion);
  if (meant)
    return {
      cause: "typo",
      text: /*i18n*/ {
        id: "cpp.error.undeclared-typo",
        message: "电脑不认识 {name} 这个名字。你是不是想写 {suggestion}？C++ 分大小写，拼写要完全一样。",
        values: { name, suggestion: meant },
      },
    };
  return {
    cause: "undeclared",
    text: /*i18n*/ {
      id: "cpp.error.undeclared",
      message:
        "电脑不认识 {name} 这个名字：是拼错了，还是忘了先声明它（比如 int {name};）？如果它是要输出的文字，要加上英文双引号。",
      values: { name },
    },
  };
};

const mainRules: Rule = ({ message, source, text }): RuleAnswer | null => {
  if (/^a type specifier is required for all declarations/.test(message.message))
    return {
      cause: "missing-return-type",
      text: /\bmain\b/.test(text)
        ? /*i18n*/ {
            id: "cpp.error.missing-return-type",
            message: "少了类型：main 前面要写它返回什么类型，写成 int main()，不能只写 main()。",
          }
        : /*i18n*/ {
            id: "cpp.error.missing-type",
            message: "少了类型：声明变量或函数时，前面要写类型，比如 int x = 0; 或 int add(int a, int b)。",
          },
    };
  if (/^'main' must return 'int'/.test(message.message))
    return {
      cause: "main-return-int",
      text: /*i18n*/ {
        id: "cpp.error.main-return-int",
        message: "main 函数要写成 int main()，不能写 void main()；最后用 return 0; 告诉电脑程序顺利结束了。",
      },
    };
  if (/undefined symbol: main$/.test(message.message)) {
    const lines = sourceLines(source);
    const index = lines.findIndex((line) => {
      const name = /^\s*(?:int|void)?\s*([A-Za-z_]\w*)\s*\(\s*(?:void)?\s*\)\s*\{?\s*$/.exec(line)?.[1];
      return name !== undefined && surelyMeant(name, "main", 3);
    });
    if (index >= 0) {
      const name = /([A-Za-z_]\w*)\s*\(/.exec(lines[index]!)![1]!;
      return {
        cause: "missing-main",
        line: index + 1,
        text: /*i18n*/ {
          id: "cpp.error.main-misspelled",
          message: "{name} 要写成 main（全部小写）：每个 C++ 程序都要有一个 int main()，程序从它开始运行。",
          values: { name },
        },
      };
    }
    return {
      cause: "missing-main",
      line: 0,
      text: /*i18n*/ {
        id: "cpp.error.missing-main",
        message: "程序里找不到 int main()：每个 C++ 程序都要有一个 main 函数，程序从它开始运行。",
      },
    };
  }
  return null;
};

const linkRules: Rule = ({ message, source }): RuleAnswer | null => {
  const match = /undefined symbol: (.+)$/.exec(message.message);
  if (!match) return null;
  const name = /^([\w:~]+)/.exec(match[1]!)?.[1] ?? match[1]!;
  const plain = name.replace(/^.*::/, "");
  if (sandboxedFunctions.has(plain)) {
    const line = firstLineMatching(source, new RegExp(`\\b${plain}\\s*\\(`));
    return {
      cause: "sandboxed-function",
      line,
      text:
        plain === "system"
          ? /*i18n*/ {
              id: "cpp.error.system",
              message:
                '这里的程序运行在一个安全的小盒子里，不能用 system() 去运行别的程序。像 system("pause") 这样的句子直接删掉就好了。',
            }
          : /*i18n*/ {
              id: "cpp.error.sandboxed-function",
              message:
                "{name}() 在这里用不了：它要用到电脑的操作系统，而这里的程序运行在一个安全的小盒子里。删掉它，或者换一种写法。",
              values: { name: plain },
            },
    };
  }
  const declared = firstLineMatching(source, new RegExp(`\\b${plain}\\s*\\([^)]*\\)\\s*;`));
  const used = declared || firstLineMatching(source, new RegExp(`\\b${plain}\\s*\\(`));
  if (used > 0)
    return {
      cause: "undefined-function",
      line: used,
      text: /*i18n*/ {
        id: "cpp.error.undefined-function",
        message:
          "函数 {name} 只写了名字，没有写出它的内容（大括号里的函数体）。把函数写完整；如果已经写了，看看名字和参数是不是和这里一模一样。",
        values: { name: plain },
      },
    };
  return null;
};

const argCount: Rule = ({ message, notes }): RuleAnswer | null => {
  const tooMany = /^too (many|few) arguments to function call, (?:expected|single argument)/.exec(
    message.message,
  );
  const call = /^no matching function for call to '([^']+)'/.exec(message.message);
  if (!tooMany && !call) return null;
  for (const note of notes) {
    const counts =
      /requires (?:at least |at most )?(\d+|single) arguments?, but (\d+) (?:was|were) provided/.exec(
        note.message,
      );
    if (counts && call) {
      const need = counts[1] === "single" ? "1" : counts[1]!;
      return {
        cause: "arg-count",
        text: /*i18n*/ {
          id: "cpp.error.arg-count",
          message: "{name} 需要 {need} 个参数，这里给了 {given} 个。对照函数定义的括号，看看少了还是多了。",
          values: { name: call[1]!, need, given: counts[2]! },
        },
      };
    }
  }
  if (tooMany)
    return {
      cause: "arg-count",
      text: /*i18n*/ {
        id: "cpp.error.arg-count-unnamed",
        message: "这里调用函数时给的参数个数不对。对照函数定义的括号，看看少了还是多了。",
      },
    };
  return null;
};

/** Braces go in as values: a literal brace in a Lingui message would start a placeholder. */
const braces = { open: "{", close: "}" };

const bracketRules: Rule = ({ message, notes }): RuleAnswer | null => {
  if (/^expected '\}'/.test(message.message))
    return {
      cause: "braces",
      text: /*i18n*/ {
        id: "cpp.error.brace-missing",
        message:
          "大括号没有配对：程序里有一个 {open} 找不到和它配对的 {close}。数一数每个 {open} 是不是都有一个 {close} 对应，缺的补在它该结束的地方。",
        values: braces,
      },
    };
  if (/^extraneous closing brace/.test(message.message))
    return {
      cause: "braces",
      text: /*i18n*/ {
        id: "cpp.error.brace-extra",
        message:
          "多了一个 {close}：这个右大括号前面没有和它配对的 {open}。看看是不是多写了一个 {close}，或者前面少写了一个 {open}。",
        values: braces,
      },
    };
  const paren =
    /^expected '\)'/.test(message.message) && notes.find((n) => /^to match this '\('/.test(n.message));
  if (paren)
    return {
      cause: "parens",
      text: /*i18n*/ {
        id: "cpp.error.paren-missing",
        message: "括号没有配对：这一行有一个 ( 还缺一个 ) 来关上它。数一数左右括号是不是一样多。",
      },
    };
  return null;
};

const conditionRules: Rule = ({ message, source, text }): RuleAnswer | null => {
  if (/using the result of an assignment as a condition/.test(message.message))
    return {
      cause: "assign-in-condition",
      text: /*i18n*/ {
        id: "cpp.error.assign-in-condition",
        message: "这里是一个等号 =，它的意思是“把右边的值放进左边”。想比较两边是否相等，要写两个等号 ==。",
      },
    };
  if (/^equality comparison result unused/.test(message.message))
    return {
      cause: "comparison-unused",
      text: /*i18n*/ {
        id: "cpp.error.comparison-unused",
        message: "这里的 == 是在比较，不会改变变量。想把值放进变量，用一个等号 =，比如 a = 1;",
      },
    };
  const empty = /^(if statement|while loop|for loop) has empty body/.exec(message.message);
  if (empty)
    return {
      cause: "if-semicolon",
      text:
        empty[1] === "if statement"
          ? /*i18n*/ {
              id: "cpp.error.if-semicolon",
              message:
                "if (…) 后面多了一个分号 ;，它让 if 到这里就结束了，下面的代码不管条件成不成立都会运行。把这个分号删掉。",
            }
          : /*i18n*/ {
              id: "cpp.error.loop-semicolon",
              message:
                "循环的括号后面多了一个分号 ;，循环只会重复这个空语句，下面的代码不在循环里。把这个分号删掉。",
            },
    };
  // `if (year % 4 = 0)`: clang reads an assignment to something that cannot take a value.
  if (
    /^expression is not assignable/.test(message.message) &&
    /\b(if|while)\s*\((?:[^=!<>]|==|[!<>]=)*[^=!<>]=[^=]/.test(text)
  )
    return {
      cause: "assign-in-condition",
      text: /*i18n*/ {
        id: "cpp.error.assign-in-condition",
        message: "这里是一个等号 =，它的意思是“把右边的值放进左边”。想比较两边是否相等，要写两个等号 ==。",
      },
    };
  // `if (…); { … } else`: the else has no if left to belong to.
  if (/^expected expression/.test(message.message) && /^\s*\}?\s*else\b/.test(text)) {
    const lines = sourceLines(source);
    for (let index = message.line - 2; index >= 0; index--) {
      if (/\bif\s*\(.*\)\s*;/.test(lines[index]!))
        return {
          cause: "if-semicolon",
          line: index + 1,
          text: /*i18n*/ {
            id: "cpp.error.if-semicolon-else",
            message:
              "if (…) 后面多了一个分号 ;，它让 if 到这里就结束了，后面的 else 就找不到自己的 if 了。把这个分号删掉。",
          },
        };
    }
  }
  return null;
};

/** A line with an odd number of double quotes (outside 'x' characters) leaves a string open. */
function opensString(text: string): boolean {
  if (/\bR"/.test(text)) return false;
  const code = text.replace(/'(?:[^'\\]|\\.)'/g, "").replace(/\\./g, "");
  const cut = code.indexOf("//");
  const quotes = (
    cut >= 0 && (code.slice(0, cut).match(/"/g)?.length ?? 0) % 2 === 0 ? code.slice(0, cut) : code
  ).match(/"/g);
  return (quotes?.length ?? 0) % 2 === 1;
}

const quoteRules: Rule = ({ message, text }): RuleAnswer | null => {
  if (
    /^missing terminating '?"'? character/.test(message.message) ||
    (/^(error|fatal)$/.test(message.severity) && opensString(text))
  )
    return {
      cause: "unterminated-string",
      text: /*i18n*/ {
        id: "cpp.error.unterminated-string",
        message: '这一行的文字少了结尾的英文双引号 "：文字要用一对引号包起来，比如 cout << "你好";',
      },
    };
  if (
    /^multi-character character constant|^character constant too long/.test(message.message) ||
    (/^no viable conversion from\s'int' to 'string'/.test(message.message) && /'[^'\\]{2,}'/.test(text))
  )
    return {
      cause: "quotes",
      text: /*i18n*/ {
        id: "cpp.error.single-quotes",
        message: "引号用错了：单引号里只能放一个字符，比如 'a'；一串文字要用双引号，比如 \"hello\"。",
      },
    };
  if (
    /^cannot initialize a variable of type 'char' with an lvalue of type 'const char\s*\[/.test(
      message.message,
    )
  )
    return {
      cause: "quotes",
      text: /*i18n*/ {
        id: "cpp.error.char-quotes",
        message:
          "引号用错了：char 只能放一个字符，要用单引号，比如 char c = 'a'; 双引号 \"a\" 是一串文字（字符串）。",
      },
    };
  return null;
};

const valueRules: Rule = ({ message, notes }): RuleAnswer | null => {
  const uninitialized = /^variable '([^']+)' is (?:uninitialized when used here|used uninitialized)/.exec(
    message.message,
  );
  if (uninitialized)
    return {
      cause: "uninitialized",
      text: /*i18n*/ {
        id: "cpp.error.uninitialized",
        message:
          "变量 {name} 还没有值就被用了：它里面可能是任意一个数。先给它一个值，比如 int {name} = 0; 或者先用 cin 读入。",
        values: { name: uninitialized[1]! },
      },
    };
  if (/^cannot use '(throw|try)' with exceptions disabled/.test(message.message))
    return {
      cause: "throw",
      text: /*i18n*/ {
        id: "cpp.error.throw",
        message:
          "这里的 C++ 不支持 throw / try（异常）。可以用 if 判断出错的情况，输出提示后 return 结束程序。",
      },
    };
  const redefinition = /^redefinition of '([^']+)'/.exec(message.message);
  if (redefinition) {
    const previous = notes.find((n) => /^previous definition is here/.test(n.message));
    return {
      cause: "redefinition",
      text: /*i18n*/ {
        id: "cpp.error.redefinition",
        message:
          "{name} 被声明了两次（第 {previous} 行已经声明过一次）。同一个名字只能声明一次：这里想改它的值，就去掉前面的类型，直接写 {name} = …;",
        values: { name: redefinition[1]!, previous: String(previous?.line ?? "?") },
      },
    };
  }
  const constant = /^cannot assign to variable '([^']+)' with const-qualified type/.exec(message.message);
  if (constant)
    return {
      cause: "const-assign",
      text: /*i18n*/ {
        id: "cpp.error.const-assign",
        message: "{name} 是用 const 声明的常量，它的值不能再改。想改它，就去掉声明里的 const。",
        values: { name: constant[1]! },
      },
    };
  if (/^adding '[^']+' to a string does not append to the string/.test(message.message))
    return {
      cause: "string-plus-number",
      text: /*i18n*/ {
        id: "cpp.error.string-plus-number",
        message:
          '用引号写的文字 + 数字，不会把数字接到文字后面。想一起输出，用 << 分开写：cout << "得分：" << 100;',
      },
    };
  if (
    /^invalid operands to binary expression \('const char\s*\[\d+\]' and 'const char\s*\[\d+\]'\)/.test(
      message.message,
    )
  )
    return {
      cause: "string-plus-string",
      text: /*i18n*/ {
        id: "cpp.error.string-plus-string",
        message:
          '两段用引号写的文字不能直接用 + 连起来。想一起输出，用 << 分开写；想拼成一个字符串，写成 string("你") + "好"。',
      },
    };
  if (/^non-void function does not return a value/.test(message.message))
    return {
      cause: "missing-return",
      text: /*i18n*/ {
        id: "cpp.error.missing-return",
        message:
          "这个函数说好要交回一个值（比如 int），可是走到最后也没有 return。在函数结束前写上 return 结果;",
      },
    };
  if (/^(division|remainder) by zero is undefined/.test(message.message))
    return {
      cause: "division-by-zero",
      text: /*i18n*/ {
        id: "cpp.error.division-by-zero",
        message: "这里除以 0 了：整数不能除以 0（用 % 求余数也一样），运行时程序会出错。",
      },
    };
  return null;
};

const headerRule: Rule = ({ message }): RuleAnswer | null => {
  const match = /^'([^']+)' file not found/.exec(message.message);
  if (!match) return null;
  const name = match[1]!;
  if (foreignHeaders.has(name))
    return {
      cause: "header-not-found",
      text: /*i18n*/ {
        id: "cpp.error.foreign-header",
        message:
          "<{name}> 是某些 Windows 电脑上才有的头文件，这里用不了，它里面的 getch()、Sleep() 这些函数也不能用。删掉这一行和用到它们的地方。",
        values: { name },
      },
    };
  const close = knownHeaders.filter((header) => editDistance(name, header, 2) <= 2);
  if (close.length === 1)
    return {
      cause: "header-not-found",
      text: /*i18n*/ {
        id: "cpp.error.header-typo",
        message: "没有叫 {name} 的头文件。你是不是想写 #include <{suggestion}>？",
        values: { name, suggestion: close[0]! },
      },
    };
  return null;
};

const endlRule: Rule = ({ message, text }): RuleAnswer | null => {
  if (!/^reference to overloaded function could not be resolved/.test(message.message)) return null;
  const name = tokenAt(text, message.column);
  if (name && surelyMeant(name, "endl", 3))
    return {
      cause: "typo",
      text: /*i18n*/ {
        id: "cpp.error.undeclared-typo",
        message: "电脑不认识 {name} 这个名字。你是不是想写 {suggestion}？C++ 分大小写，拼写要完全一样。",
        values: { name, suggestion: "endl" },
      },
    };
  return null;
};

/**
 * The rules in the order they are tried: the first that answers explains the message. Each reads
 * clang's words and, where the words alone would mislead (a missing << reads to clang as a missing
 * semicolon), the child's line.
 */
export const cppRules: readonly Rule[] = [
  semicolonOrStream,
  voidValue,
  streamDirection,
  unknownName,
  mainRules,
  linkRules,
  argCount,
  bracketRules,
  conditionRules,
  quoteRules,
  valueRules,
  headerRule,
  endlRule,
];
