import type { ExplainText } from "./text.ts";

/**
 * The ten errors beginners meet most (issue 19), keyed on clang's message text: the one place that
 * reads clang's English. The C++ studio, the /problems page and the server's lesson checks all
 * explain compile errors through this table. Order matters: the first rule that matches explains
 * the diagnostic.
 */
export type BeginnerError =
  | "missing-semicolon"
  | "undeclared"
  | "missing-include"
  | "missing-std"
  | "braces"
  | "assign-in-condition"
  | "missing-return-type"
  | "stream-direction"
  | "quotes"
  | "uninitialized"
  /** Not one of the ten, but a wall without it: exceptions are off in our C++ (issue 18). */
  | "throw";

/** What the table reads of a compiler message (the judge's `Diagnostic` and the API's `CppDiagnostic` both fit). */
export interface DiagnosticLike {
  severity: string;
  message: string;
}

/** Names a beginner uses and the header that declares them, for "missing #include". */
const headerOf: Record<string, string> = {
  cout: "iostream",
  cin: "iostream",
  endl: "iostream",
  printf: "cstdio",
  scanf: "cstdio",
  getchar: "cstdio",
  puts: "cstdio",
  sqrt: "cmath",
  pow: "cmath",
  abs: "cmath",
  floor: "cmath",
  ceil: "cmath",
  string: "string",
  vector: "vector",
  sort: "algorithm",
  max: "algorithm",
  min: "algorithm",
  swap: "algorithm",
  reverse: "algorithm",
  memset: "cstring",
  strlen: "cstring",
  setw: "iomanip",
  setprecision: "iomanip",
};

export interface Explained {
  rule: BeginnerError;
  text: ExplainText;
}

interface Rule {
  rule: BeginnerError;
  explain: (diagnostic: DiagnosticLike, source: string) => ExplainText | null;
}

const hasInclude = (source: string, header: string) =>
  new RegExp(`#\\s*include\\s*<\\s*(${header}|bits/stdc\\+\\+\\.h)\\s*>`).test(source);

const rules: Rule[] = [
  {
    rule: "missing-semicolon",
    explain: (d) =>
      /^expected ';'/.test(d.message)
        ? /*i18n*/ {
            id: "cpp.error.missing-semicolon",
            message:
              '少了分号：C++ 的每一句话都要用英文分号 ";" 结尾。看看这一行（或上一行）的末尾是不是忘了写 ";"。',
          }
        : null,
  },
  {
    rule: "missing-std",
    explain: (d): ExplainText | null => {
      const match =
        /^(?:use of undeclared identifier|no template named) '(\w+)'; did you mean 'std::\1'\?/.exec(
          d.message,
        );
      if (!match) return null;
      return /*i18n*/ {
        id: "cpp.error.missing-std",
        message:
          "{name} 住在 std 这个“名字空间”里：写成 std::{name}，或者在 #include 下面加一行 using namespace std;",
        values: { name: match[1] ?? "" },
      };
    },
  },
  {
    rule: "missing-include",
    explain: (d, source): ExplainText | null => {
      const match = /^(?:use of undeclared identifier|no template named|unknown type name) '(\w+)'$/.exec(
        d.message,
      );
      const name = match?.[1];
      const header = name ? headerOf[name] : undefined;
      if (!name || !header || hasInclude(source, header)) return null;
      return /*i18n*/ {
        id: "cpp.error.missing-include",
        message: "少了头文件：用 {name} 之前，要在程序最上面写 #include <{header}>，告诉电脑去哪里找它。",
        values: { name, header },
      };
    },
  },
  {
    rule: "undeclared",
    explain: (d): ExplainText | null => {
      const match = /^use of undeclared identifier '(\w+)'(?:; did you mean '([\w:]+)'\?)?/.exec(d.message);
      if (!match) return null;
      const name = match[1] ?? "";
      const suggestion = match[2];
      if (suggestion)
        return /*i18n*/ {
          id: "cpp.error.undeclared-typo",
          message: "电脑不认识 {name} 这个名字。你是不是想写 {suggestion}？注意大小写和拼写要完全一样。",
          values: { name, suggestion },
        };
      return /*i18n*/ {
        id: "cpp.error.undeclared",
        message: "电脑不认识 {name} 这个名字：是拼错了，还是忘了先声明它（比如 int {name};）？",
        values: { name },
      };
    },
  },
  {
    rule: "braces",
    explain: (d): ExplainText | null => {
      if (/^expected '\}'/.test(d.message))
        return /*i18n*/ {
          id: "cpp.error.brace-missing",
          message: '大括号没有配对：有一个 "{" 找不到和它配对的 "}"。数一数每个 { 是不是都有一个 } 对应。',
        };
      if (/^extraneous closing brace/.test(d.message))
        return /*i18n*/ {
          id: "cpp.error.brace-extra",
          message: '多了一个 "}"：这个右大括号前面没有对应的 "{"。看看是不是多写了一个，或者少写了一个 "{"。',
        };
      return null;
    },
  },
  {
    rule: "assign-in-condition",
    explain: (d) =>
      /using the result of an assignment as a condition/.test(d.message)
        ? /*i18n*/ {
            id: "cpp.error.assign-in-condition",
            message:
              '这里是一个等号 "="，它的意思是“把右边的值放进左边”。如果想比较两边是否相等，要写两个等号 "=="。',
          }
        : null,
  },
  {
    rule: "missing-return-type",
    explain: (d) =>
      /^a type specifier is required for all declarations/.test(d.message)
        ? /*i18n*/ {
            id: "cpp.error.missing-return-type",
            message: "少了类型：函数前面要写它返回什么类型，比如 int main()，不能只写 main()。",
          }
        : null,
  },
  {
    rule: "stream-direction",
    explain: (d): ExplainText | null => {
      if (!/^invalid operands to binary expression/.test(d.message)) return null;
      if (/\('istream'/.test(d.message))
        return /*i18n*/ {
          id: "cpp.error.cin-direction",
          message: '箭头方向反了：cin 后面要用 ">>"，数据从键盘“流进”变量，比如 cin >> x;',
        };
      if (/\('ostream'/.test(d.message))
        return /*i18n*/ {
          id: "cpp.error.cout-direction",
          message: '箭头方向反了：cout 后面要用 "<<"，数据“流向”屏幕，比如 cout << x;',
        };
      return null;
    },
  },
  {
    rule: "quotes",
    explain: (d): ExplainText | null => {
      if (/^multi-character character constant|^character constant too long/.test(d.message))
        return /*i18n*/ {
          id: "cpp.error.single-quotes",
          message: "引号用错了：单引号 ' ' 里只能放一个字符，比如 'a'；一串文字要用双引号，比如 \"hello\"。",
        };
      if (/^cannot initialize a variable of type 'char' with an lvalue of type 'const char\[/.test(d.message))
        return /*i18n*/ {
          id: "cpp.error.char-quotes",
          message:
            "引号用错了：char 只能放一个字符，要用单引号，比如 char c = 'a'; 双引号 \"a\" 是一串文字（字符串）。",
        };
      return null;
    },
  },
  {
    rule: "uninitialized",
    explain: (d): ExplainText | null => {
      const match = /^variable '(\w+)' is uninitialized when used here/.exec(d.message);
      if (!match) return null;
      return /*i18n*/ {
        id: "cpp.error.uninitialized",
        message:
          "变量 {name} 还没有值就被用了：它里面可能是任意的数。先给它一个值，比如 int {name} = 0; 或者先用 cin 读入。",
        values: { name: match[1] ?? "" },
      };
    },
  },
  {
    rule: "throw",
    explain: (d) =>
      /^cannot use '(throw|try)' with exceptions disabled/.test(d.message)
        ? /*i18n*/ {
            id: "cpp.error.throw",
            message:
              "这里的 C++ 不支持 throw / try（异常）。可以用 if 判断出错的情况，输出提示后 return 结束程序。",
          }
        : null,
  },
];

/**
 * The explanation for one compiler message, or null when it is not one of the ten (show the
 * compiler's own words then). Notes never get one: they belong to the message before them.
 */
export function explainDiagnostic(diagnostic: DiagnosticLike, source: string): Explained | null {
  if (diagnostic.severity === "note") return null;
  for (const { rule, explain } of rules) {
    const text = explain(diagnostic, source);
    if (text) return { rule, text };
  }
  return null;
}
