import { describe, expect, it } from "vitest";
import { explainCompileErrors } from "./compile-errors.ts";
import type { CompilerMessage, CppCause } from "./cpp-rules.ts";
import { fillText } from "./text.ts";

const head = "#include <iostream>\nusing namespace std;\n";
const main = (body: string, top = head) => `${top}int main() {\n${body}\n    return 0;\n}\n`;
const at = (line: number, column: number, message: string, severity = "error"): CompilerMessage => ({
  file: "main.cpp",
  line,
  column,
  severity,
  message,
});
const note = (line: number, message: string, file = "main.cpp"): CompilerMessage => ({
  file,
  line,
  column: 1,
  severity: "note",
  message,
});

interface Case {
  name: string;
  source: string;
  diagnostics: CompilerMessage[];
  /** The cause the first explanation must name, on this line; "honest" when no rule may fire. */
  cause: CppCause | "honest";
  line: number;
  says?: string[];
}

/**
 * Each rule where it must fire and where it must not (issue 37: a wrong cause is worse than none).
 * The messages are clang 19's own words, copied from the corpus test's real compiles
 * (cpp-corpus.test.ts compiles for real and fails first when clang rewords one).
 */
const cases: Case[] = [
  {
    name: "a Chinese ； is named with the key to press",
    source: main('    cout << "hi"；'),
    diagnostics: [at(4, 17, "character <U+FF1B> not allowed in an identifier")],
    cause: "full-width",
    line: 4,
    says: ["分号 ； 是中文的", "英文的 ;"],
  },
  {
    name: "Chinese punctuation inside a string is the child's text, not a mistake",
    source: main('    cout << "你好，世界"\n    cout << 1;'),
    diagnostics: [at(4, 30, "expected ';' after expression")],
    cause: "missing-semicolon",
    line: 4,
  },
  {
    name: "Chinese punctuation in a comment is no mistake either",
    source: main("    int x = 1 // 这是 x，它等于 1\n    cout << x;"),
    diagnostics: [at(4, 14, "expected ';' at end of declaration")],
    cause: "missing-semicolon",
    line: 4,
  },
  {
    name: "a missing << is not a missing semicolon",
    source: main('    int x = 3;\n    cout << "x=" x << endl;'),
    diagnostics: [at(5, 17, "expected ';' after expression")],
    cause: "missing-stream-operator",
    line: 5,
    says: ["x 前面少了 <<"],
  },
  {
    name: "two statements on a line lack a semicolon, not a <<",
    source: main("    cout << 1 << endl return 0;"),
    diagnostics: [at(4, 22, "expected ';' after expression")],
    cause: "missing-semicolon",
    line: 4,
  },
  {
    name: "a missing >> in cin",
    source: main("    int a, b;\n    cin >> a b;"),
    diagnostics: [at(5, 13, "expected ';' after expression")],
    cause: "missing-stream-operator",
    line: 5,
    says: [">> b"],
  },
  {
    name: "something after the place a ; is expected, outside cout and cin, stays honest",
    source: main("    int a = 5 b = 6;"),
    diagnostics: [at(4, 14, "expected ';' at end of declaration")],
    cause: "honest",
    line: 4,
    says: ["b"],
  },
  {
    name: "cin << is the wrong direction",
    source: main("    int a;\n    cin << a;"),
    diagnostics: [
      at(5, 9, "invalid operands to binary expression ('istream' (aka 'basic_istream<char>') and 'int')"),
    ],
    cause: "stream-direction",
    line: 5,
    says: ["cin", ">>"],
  },
  {
    name: "cout << of a void function's result is not a wrong direction",
    source: `${head}void show(int a) { cout << a; }\nint main() {\n    cout << show(1);\n}\n`,
    diagnostics: [
      at(5, 10, "invalid operands to binary expression ('ostream' (aka 'basic_ostream<char>') and 'void')"),
    ],
    cause: "void-value",
    line: 5,
    says: ["show()", "void"],
  },
  {
    name: "invalid operands to cout that are neither a direction nor void stay honest",
    source: `${head}struct P { int x; };\nint main() {\n    P p;\n    cout << p;\n}\n`,
    diagnostics: [
      at(6, 10, "invalid operands to binary expression ('ostream' (aka 'basic_ostream<char>') and 'P')"),
    ],
    cause: "honest",
    line: 6,
  },
  {
    name: "clang's far guess (hello → ftello) is not passed on",
    source: main("    cout << hello;"),
    diagnostics: [at(4, 13, "use of undeclared identifier 'hello'; did you mean 'ftello'?")],
    cause: "undeclared",
    line: 4,
  },
  {
    name: "a slip in a familiar name is named",
    source: main("    cot << 1;"),
    diagnostics: [at(4, 5, "use of undeclared identifier 'cot'; did you mean 'cout'?")],
    cause: "typo",
    line: 4,
    says: ["你是不是想写 cout"],
  },
  {
    name: "a Chinese name is text without its quotes",
    source: main("    cout << 你好;"),
    diagnostics: [at(4, 13, "use of undeclared identifier '你好'")],
    cause: "missing-quotes",
    line: 4,
    says: ['"你好"'],
  },
  {
    name: "a Chinese name declared in an inner block is a scope mistake, not missing quotes",
    source: main("    if (true) {\n        int 分数 = 3;\n    }\n    cout << 分数;"),
    diagnostics: [at(7, 13, "use of undeclared identifier '分数'")],
    cause: "scope",
    line: 7,
  },
  {
    name: "a name whose declaration did not compile is folded into that line's error",
    source: main("    int a，b;\n    a = 1;"),
    diagnostics: [
      at(4, 10, "character <U+FF0C> not allowed in an identifier"),
      at(5, 5, "use of undeclared identifier 'a'"),
    ],
    cause: "full-width",
    line: 4,
  },
  {
    name: "missing std:: when the header is there",
    source: main("    cout << 1;", "#include <iostream>\n"),
    diagnostics: [at(3, 5, "use of undeclared identifier 'cout'; did you mean 'std::cout'?")],
    cause: "missing-std",
    line: 3,
  },
  {
    name: "a missing include, even when clang guesses another name",
    source: main("    string s;", "#include <cstdio>\nusing namespace std;\n"),
    diagnostics: [at(4, 5, "use of undeclared identifier 'string'; did you mean 'stdin'?")],
    cause: "missing-include",
    line: 4,
    says: ["#include <string>"],
  },
  {
    name: "no missing include when bits/stdc++.h is there",
    source: main("    strng s;", "#include <bits/stdc++.h>\nusing namespace std;\n"),
    diagnostics: [at(4, 5, "unknown type name 'strng'; did you mean 'string'?")],
    cause: "typo",
    line: 4,
  },
  {
    name: "elif",
    source: main("    int x = 1;\n    if (x > 1) cout << 1;\n    elif (x > 0) cout << 2;"),
    diagnostics: [
      at(6, 5, "use of undeclared identifier 'elif'"),
      at(6, 17, "expected ';' after expression"),
    ],
    cause: "elif",
    line: 6,
  },
  {
    name: "system() in the sandbox, pointed at its line",
    source: main('    system("pause");'),
    diagnostics: [
      at(0, 0, "undefined symbol: system"),
      at(0, 0, "linker command failed with exit code 1 (use -v to see invocation)"),
    ],
    cause: "sandboxed-function",
    line: 4,
    says: ["system"],
  },
  {
    name: "an undefined symbol the program never names stays honest",
    source: main("    cout << 1;"),
    diagnostics: [at(0, 0, "undefined symbol: __qisi_strange")],
    cause: "honest",
    line: 0,
  },
  {
    name: "a missing main",
    source: `${head}int mian() {\n    return 0;\n}\n`,
    diagnostics: [at(0, 0, "/usr/lib/wasm32-wasi/libc.a(__main_argc_argv.o): undefined symbol: main")],
    cause: "missing-main",
    line: 3,
    says: ["mian"],
  },
  {
    name: "argument counts come from clang's note",
    source: `${head}int add(int a, int b) { return a + b; }\nint main() {\n    cout << add(1);\n}\n`,
    diagnostics: [
      at(5, 13, "no matching function for call to 'add'"),
      note(3, "candidate function not viable: requires 2 arguments, but 1 was provided"),
    ],
    cause: "arg-count",
    line: 5,
    says: ["2 个参数", "给了 1 个"],
  },
  {
    name: "no matching function for a wrong type is not an argument count",
    source: `${head}int twice(int a) { return a * 2; }\nint main() {\n    cout << twice("a");\n}\n`,
    diagnostics: [
      at(5, 13, "no matching function for call to 'twice'"),
      note(
        3,
        "candidate function not viable: no known conversion from 'const char[2]' to 'int' for 1st argument",
      ),
    ],
    cause: "honest",
    line: 5,
  },
  {
    name: "an error inside a library header moves to the child's line",
    source: main(
      "    int a = max(1, 2, 3);",
      "#include <iostream>\n#include <algorithm>\nusing namespace std;\n",
    ),
    diagnostics: [
      {
        ...at(30, 10, "called object type 'int' is not a function or function pointer"),
        file: "/usr/include/c++/v1/__algorithm/max.h",
      },
      note(5, "in instantiation of function template specialization 'std::max<int, int>' requested here"),
    ],
    cause: "honest",
    line: 5,
  },
  {
    name: "if (…); before an else, from the else's error alone",
    source: main(
      "    int x = 1;\n    if (x > 1); {\n        cout << 1;\n    } else {\n        cout << 2;\n    }",
    ),
    diagnostics: [at(7, 7, "expected expression")],
    cause: "if-semicolon",
    line: 5,
  },
  {
    name: "an else without that mistake stays honest",
    source: main("    int x = 1;\n    else {\n        cout << 2;\n    }"),
    diagnostics: [at(5, 5, "expected expression")],
    cause: "honest",
    line: 5,
  },
  {
    name: "a = in a condition that cannot be assigned to",
    source: main("    int y = 8;\n    if (y % 4 = 0) cout << y;"),
    diagnostics: [at(5, 15, "expression is not assignable")],
    cause: "assign-in-condition",
    line: 5,
  },
  {
    name: "a constant assigned outside a condition is not that",
    source: main("    5 = 3;"),
    diagnostics: [at(4, 7, "expression is not assignable")],
    cause: "honest",
    line: 4,
  },
  {
    name: "a string left open on its line",
    source: main('    cout << "hello;'),
    diagnostics: [at(4, 13, "expected expression")],
    cause: "unterminated-string",
    line: 4,
  },
  {
    name: "an even number of quotes is no open string",
    source: main('    cout << "a" "b" + ;'),
    diagnostics: [at(4, 23, "expected expression")],
    cause: "honest",
    line: 4,
  },
  {
    name: "a for with commas, before clang's redefinition",
    source: main("    for (int i = 0, i < 3, i++) cout << i;"),
    diagnostics: [at(4, 21, "redefinition of 'i'"), note(4, "previous definition is here")],
    cause: "for-commas",
    line: 4,
  },
  {
    name: "a real redefinition",
    source: main("    int a = 1;\n    int a = 2;"),
    diagnostics: [at(5, 9, "redefinition of 'a'"), note(4, "previous definition is here")],
    cause: "redefinition",
    line: 5,
    says: ["第 4 行"],
  },
  {
    name: "a warning that names no cause is left out beside errors",
    source: main("    cout << 1\n    1 + 1;"),
    diagnostics: [
      at(4, 14, "expected ';' after expression"),
      at(5, 7, "expression result unused", "warning"),
    ],
    cause: "missing-semicolon",
    line: 4,
  },
];

describe("the C++ explanation rules, where they must fire and where they must not", () => {
  it.each(cases)("$name", ({ source, diagnostics, cause, line, says = [] }) => {
    const [first] = explainCompileErrors(diagnostics, source, { warnings: true });
    expect(first).toBeDefined();
    expect({ cause: first!.cause, line: first!.line }).toEqual({ cause, line });
    const words = fillText(first!.text);
    expect(words).toMatch(/\p{Script=Han}/u);
    for (const word of says) expect(words).toContain(word);
  });

  it("keeps the compiler's words with every explanation, notes included", () => {
    const [first] = explainCompileErrors(
      [
        at(5, 13, "no matching function for call to 'add'"),
        note(3, "candidate function not viable: requires 2 arguments, but 1 was provided"),
      ],
      main(""),
    );
    expect(first!.original).toBe(
      "main.cpp:5:13: error: no matching function for call to 'add'\nmain.cpp:3:1: note: candidate function not viable: requires 2 arguments, but 1 was provided",
    );
  });

  it("explains warnings only when asked, and drops the linker's summary line", () => {
    const source = main("    int x;\n    cout << x;");
    const warning = at(5, 13, "variable 'x' is uninitialized when used here", "warning");
    expect(explainCompileErrors([warning], source)).toEqual([]);
    expect(explainCompileErrors([warning], source, { warnings: true })[0]?.cause).toBe("uninitialized");
    expect(
      explainCompileErrors(
        [at(0, 0, "linker command failed with exit code 1 (use -v to see invocation)")],
        source,
      ),
    ).toEqual([]);
  });

  it("tells each mistake once: the same words on two lines, and follow-ons on one line, fold together", () => {
    const source = main("    x = 5;\n    cout << x;");
    const explained = explainCompileErrors(
      [at(4, 5, "use of undeclared identifier 'x'"), at(5, 13, "use of undeclared identifier 'x'")],
      source,
    );
    expect(explained).toHaveLength(1);
    expect(explained[0]!.original).toContain("main.cpp:5:13");
  });
});
