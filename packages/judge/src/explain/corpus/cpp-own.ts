import type { CppCorpusEntry } from "./cpp-corpus-entry.ts";

const head = "#include <iostream>\nusing namespace std;\n";
/** A program whose main holds `body` (its first line is line 4). */
const main = (body: string, top = head) => `${top}int main() {\n${body}\n    return 0;\n}\n`;

/**
 * Our own beginner mistakes in C++ (issue 37): each program, the line the child should be sent to,
 * and the cause the explanation must name ("honest" where no cause can be sure).
 */
export const cppOwnCorpus: CppCorpusEntry[] = [
  // Full-width punctuation of every kind, letters, digits and the full-width space.
  { name: "中文分号", program: main('    cout << "你好"；'), line: 4, cause: "full-width" },
  { name: "中文逗号", program: main("    int a，b;\n    a = 1;"), line: 4, cause: "full-width" },
  { name: "中文句号当分号", program: main("    cout << 1。"), line: 4, cause: "full-width" },
  {
    name: "中文冒号",
    program: main("    int x = 1;\n    switch (x) {\n    case 1： cout << 1; break;\n    }"),
    line: 6,
    cause: "full-width",
  },
  { name: "中文双引号", program: main("    cout << “你好”;"), line: 4, cause: "full-width" },
  { name: "中文单引号", program: main("    char c = ‘a’;\n    cout << c;"), line: 4, cause: "full-width" },
  { name: "中文括号", program: main("    cout << （1 + 2） * 3;"), line: 4, cause: "full-width" },
  {
    name: "中文感叹号",
    program: main("    int a = 1;\n    if (a ！= 2) cout << a;"),
    line: 5,
    cause: "full-width",
  },
  {
    name: "中文问号",
    program: main("    int a = 1;\n    int b = a > 0 ？ 1 : 2;\n    cout << b;"),
    line: 5,
    cause: "full-width",
  },
  { name: "全角字母", program: main("    ｃout << 1;"), line: 4, cause: "full-width" },
  { name: "全角数字", program: main("    int x = １２;\n    cout << x;"), line: 4, cause: "full-width" },
  { name: "全角空格", program: main("    int　x = 1;\n    cout << x;"), line: 4, cause: "full-width" },
  { name: "全角小于号", program: main("    cout ＜＜ 1;"), line: 4, cause: "full-width" },
  { name: "结尾引号是中文的", program: main('    cout << "你好”;'), line: 4, cause: "full-width" },
  // cout and cin.
  {
    name: "少了 <<",
    program: main('    int x = 3;\n    cout << "x=" x << endl;'),
    line: 5,
    cause: "missing-stream-operator",
  },
  {
    name: "两个变量之间少了 <<",
    program: main("    int a = 1, b = 2;\n    cout << a b;"),
    line: 5,
    cause: "missing-stream-operator",
  },
  {
    name: "少了 >>",
    program: main("    int a, b;\n    cin >> a b;\n    cout << a + b;"),
    line: 5,
    cause: "missing-stream-operator",
  },
  { name: "cin <<", program: main("    int a;\n    cin << a;"), line: 5, cause: "stream-direction" },
  { name: "cout >>", program: main("    int a = 1;\n    cout >> a;"), line: 5, cause: "stream-direction" },
  { name: "Cout", program: main("    Cout << 1;"), line: 4, cause: "typo" },
  { name: "endl 拼错", program: main("    cout << 1 << edl;"), line: 4, cause: "typo" },
  { name: "Print 是 Python 的写法", program: main('    Print("hi");'), line: 4, cause: "python-word" },
  // Quotes.
  { name: "文字忘了引号（中文）", program: main("    cout << 你好;"), line: 4, cause: "missing-quotes" },
  { name: "少了结尾的引号", program: main('    cout << "hello;'), line: 4, cause: "unterminated-string" },
  { name: "char 用了双引号", program: main('    char c = "a";'), line: 4, cause: "quotes" },
  {
    name: "字符串用了单引号",
    program: main(
      "    string s = 'hello';\n    cout << s;",
      "#include <iostream>\n#include <string>\nusing namespace std;\n",
    ),
    line: 5,
    cause: "quotes",
  },
  // Semicolons, braces, parentheses.
  { name: "少了分号", program: main("    int x = 1\n    cout << x;"), line: 4, cause: "missing-semicolon" },
  { name: "最后一句少了分号", program: main("    cout << 1 << endl"), line: 4, cause: "missing-semicolon" },
  {
    name: "少了右大括号",
    program: `${head}int main() {\n    if (1) {\n        cout << 1;\n    return 0;\n}\n`,
    line: 7,
    cause: "braces",
  },
  {
    name: "少了右括号",
    program: main("    if (1 > 0 {\n        cout << 1;\n    }"),
    line: 4,
    cause: "parens",
  },
  {
    name: "for 里用了逗号",
    program: main("    for (int i = 0, i < 3, i++) cout << i;"),
    line: 4,
    cause: "for-commas",
  },
  // main and the headers.
  {
    name: "main 前面没有 int",
    program: `${head}main() {\n    cout << 1;\n    return 0;\n}\n`,
    line: 3,
    cause: "missing-return-type",
  },
  {
    name: "void main",
    program: `${head}void main() {\n    cout << 1;\n}\n`,
    line: 3,
    cause: "main-return-int",
  },
  {
    name: "main 拼错了",
    program: `${head}int mian() {\n    cout << 1;\n    return 0;\n}\n`,
    line: 3,
    cause: "missing-main",
  },
  { name: "Int main", program: `${head}Int main() {\n    return 0;\n}\n`, line: 3, cause: "typo" },
  {
    name: "忘了 #include <iostream>",
    program: main("    cout << 1;", "using namespace std;\n"),
    line: 3,
    cause: "missing-include",
  },
  {
    name: "忘了 using namespace std",
    program: main("    cout << 1;", "#include <iostream>\n"),
    line: 3,
    cause: "missing-std",
  },
  {
    name: "头文件拼错",
    program: "#include <iostrem>\nusing namespace std;\nint main() {\n    cout << 1;\n    return 0;\n}\n",
    line: 1,
    cause: "header-not-found",
  },
  {
    name: "conio.h",
    program:
      "#include <iostream>\n#include <conio.h>\nusing namespace std;\nint main() {\n    getch();\n    return 0;\n}\n",
    line: 2,
    cause: "header-not-found",
  },
  // Names: undeclared, scope, uninitialised.
  { name: "没声明就用", program: main("    x = 5;\n    cout << x;"), line: 4, cause: "undeclared" },
  { name: "变量名拼错", program: main("    int total = 0;\n    totl = 1;"), line: 5, cause: "typo" },
  {
    name: "循环外用循环里的变量",
    program: main("    for (int i = 0; i < 3; i++) {\n        int s = i;\n    }\n    cout << s;"),
    line: 7,
    cause: "scope",
  },
  {
    name: "循环外用 i",
    program: main("    for (int i = 0; i < 3; i++) {\n    }\n    cout << i;"),
    line: 6,
    cause: "scope",
  },
  { name: "先用后声明", program: main("    cout << n;\n    int n = 3;"), line: 4, cause: "declared-later" },
  { name: "没有初始值", program: main("    int x;\n    cout << x;"), line: 5, cause: "uninitialized" },
  {
    name: "累加前没清零",
    program: main("    int sum;\n    for (int i = 1; i <= 3; i++) sum += i;\n    cout << sum;"),
    line: 5,
    cause: "uninitialized",
  },
  {
    name: "重复声明",
    program: main("    int a = 1;\n    int a = 2;\n    cout << a;"),
    line: 5,
    cause: "redefinition",
  },
  // Conditions.
  {
    name: "if 里用了 =",
    program: main("    int a = 1;\n    if (a = 2) cout << a;"),
    line: 5,
    cause: "assign-in-condition",
  },
  {
    name: "elif",
    program: main("    int x = 1;\n    if (x > 1) cout << 1;\n    elif (x > 0) cout << 2;"),
    line: 6,
    cause: "elif",
  },
  {
    name: "if 后面多了分号",
    program: main("    int x = 1;\n    if (x > 1);\n    {\n        cout << 1;\n    }"),
    line: 5,
    cause: "if-semicolon",
  },
  {
    name: "if 后面多了分号再 else",
    program: main(
      "    int x = 1;\n    if (x > 1); {\n        cout << 1;\n    } else {\n        cout << 2;\n    }",
    ),
    line: 5,
    cause: "if-semicolon",
  },
  {
    name: "while 后面多了分号",
    program: main("    int i = 0;\n    while (i < 3);\n    {\n        i++;\n    }"),
    line: 5,
    cause: "if-semicolon",
  },
  // Functions and linking.
  {
    name: 'system("pause")',
    program: main('    cout << 1;\n    system("pause");'),
    line: 5,
    cause: "sandboxed-function",
  },
  {
    name: "system 带 cstdlib",
    program: main('    system("cls");', "#include <iostream>\n#include <cstdlib>\nusing namespace std;\n"),
    line: 5,
    cause: "sandboxed-function",
  },
  {
    name: "函数只声明没写",
    program: `${head}int add(int a, int b);\nint main() {\n    cout << add(1, 2);\n    return 0;\n}\n`,
    line: 3,
    cause: "undefined-function",
  },
  {
    name: "参数少了",
    program: `${head}int add(int a, int b) {\n    return a + b;\n}\nint main() {\n    cout << add(1);\n    return 0;\n}\n`,
    line: 7,
    cause: "arg-count",
  },
  {
    name: "参数多了",
    program: `${head}int add(int a, int b) {\n    return a + b;\n}\nint main() {\n    cout << add(1, 2, 3);\n    return 0;\n}\n`,
    line: 7,
    cause: "arg-count",
  },
  {
    name: "用只会输出的函数的值",
    program: `${head}void show(int a) {\n    cout << a;\n}\nint main() {\n    int x = show(1);\n    return 0;\n}\n`,
    line: 7,
    cause: "void-value",
  },
  {
    name: "输出只会输出的函数",
    program: `${head}void show(int a) {\n    cout << a;\n}\nint main() {\n    cout << show(1);\n    return 0;\n}\n`,
    line: 7,
    cause: "void-value",
  },
  {
    name: "函数忘了 return",
    program: `${head}int twice(int a) {\n    int b = a * 2;\n}\nint main() {\n    cout << twice(2);\n    return 0;\n}\n`,
    line: 5,
    cause: "missing-return",
  },
  { name: "throw", program: main("    throw 1;"), line: 4, cause: "throw" },
  // Strings and numbers.
  { name: "文字加数字", program: main('    cout << "得分：" + 100;'), line: 4, cause: "string-plus-number" },
  {
    name: "两段文字相加",
    program: main(
      '    string s = "你" + "好";\n    cout << s;',
      "#include <iostream>\n#include <string>\nusing namespace std;\n",
    ),
    line: 5,
    cause: "string-plus-string",
  },
  { name: "除以 0", program: main("    cout << 10 / 0;"), line: 4, cause: "division-by-zero" },
  { name: "常量改值", program: main("    const int a = 1;\n    a = 2;"), line: 5, cause: "const-assign" },
  // Where no rule can be sure.
  { name: "变量名以数字开头", program: main("    int 1a = 3;"), line: 4, cause: "honest" },
  { name: "cin 后面什么都没有", program: main("    cin >> ;"), line: 4, cause: "honest" },
];
