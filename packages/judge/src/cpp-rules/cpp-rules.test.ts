import { describe, expect, it } from "vitest";
import { bracketDepth, type CppStructureRule, cppRuleFailure, parseCpp } from "./index.ts";

/** A whole program around the lines of `main` (and functions above it). */
const program = (main: string, above = "") =>
  `#include <iostream>\nusing namespace std;\n${above}\nint main() {\n${main}\n    return 0;\n}\n`;

const failure = async (source: string, ...rules: CppStructureRule[]) => cppRuleFailure(source, rules);
const holds = async (source: string, rule: CppStructureRule) => (await failure(source, rule)) === null;

describe("a loop, if, cin and other constructs", () => {
  it("finds for, while, do-while and a range-for as loops", async () => {
    const loop: CppStructureRule = { require: "loop" };
    expect(await holds(program("    for (int i = 0; i < 3; i++) cout << i;"), loop)).toBe(true);
    expect(await holds(program("    int i = 0;\n    while (i < 3) i++;"), loop)).toBe(true);
    expect(await holds(program("    int i = 0;\n    do { i++; } while (i < 3);"), loop)).toBe(true);
    expect(await holds(program("    int a[3] = {1, 2, 3};\n    for (int x : a) cout << x;"), loop)).toBe(
      true,
    );
    expect(await failure(program("    cout << 0 << 1 << 2;"), loop)).toEqual({
      rule: 0,
      message: "这道题要用循环（for、while 或 do-while）来完成哦。",
    });
  });

  it("does not count a for in a function nobody calls, and says so", async () => {
    const count = "void count() {\n    for (int i = 0; i < 3; i++) cout << i;\n}\n";
    expect(await failure(program("    cout << 012;", count), { require: "for" })).toEqual({
      rule: 0,
      message:
        "你写了 for 循环，可它在函数 count 里面，而 count 一次也没有被调用，所以它不会运行。记得在 main 里调用 count()。",
    });
    expect(await holds(program("    count();", count), { require: "for" })).toBe(true);
    // A prototype names the function without calling it.
    const prototype = "void count();\n";
    expect(
      await failure(program("    cout << 1;", `${prototype}${count}`), { require: "for" }),
    ).toMatchObject({ rule: 0 });
    // Called from a function main calls: it runs.
    expect(
      await holds(program("    twice();", `${count}void twice() { count(); count(); }\n`), {
        require: "for",
      }),
    ).toBe(true);
    expect(await failure(program("    cout << 1;", count), { forbid: "for" })).toEqual({
      rule: 0,
      message: "这道题不能用 for 循环，换一种办法试试。",
    });
  });

  it("knows if, else (not else-if), switch, cin, arrays, vector, string and calls", async () => {
    const ifElseIf = program("    int a = 1;\n    if (a > 2) cout << 1;\n    else if (a > 0) cout << 2;");
    expect(await holds(ifElseIf, { require: "if" })).toBe(true);
    expect(await failure(ifElseIf, { require: "else" })).toMatchObject({
      message: "这道题要用 else 来完成哦。",
    });
    expect(
      await holds(`${ifElseIf.replace("cout << 2;", "cout << 2;\n    else cout << 3;")}`, {
        require: "else",
      }),
    ).toBe(true);
    expect(await holds(program("    int a;\n    cin >> a;\n    cout << a;"), { require: "cin" })).toBe(true);
    expect(
      await holds(program('    int a;\n    scanf("%d", &a);\n    printf("%d", a);'), { require: "cin" }),
    ).toBe(true);
    expect(await failure(program("    int a = 3;\n    cout << a;"), { require: "cin" })).toMatchObject({
      message: "这道题要用 cin 读入来完成哦。",
    });
    expect(
      await holds(program("    int a[10];\n    a[0] = 1;\n    cout << a[0];"), { require: "array" }),
    ).toBe(true);
    expect(
      await holds(
        program("    vector<int> v;\n    v.push_back(1);\n    cout << v[0];", "#include <vector>"),
        {
          require: "call:push_back",
        },
      ),
    ).toBe(true);
    expect(await holds(program('    string s = "a";\n    cout << s;'), { require: "string" })).toBe(true);
    expect(
      await holds(program("    int a = 2;\n    switch (a) { case 1: break; default: cout << a; }"), {
        require: "switch",
      }),
    ).toBe(true);
  });
});

describe("a variable is assigned and used in the output", () => {
  const anyVariable: CppStructureRule = { variable: {} };
  it("holds for a variable printed, read with cin, or a loop's counter", async () => {
    expect(
      await holds(
        program("    int money = 20;\n    money = money - 6;\n    cout << money << endl;"),
        anyVariable,
      ),
    ).toBe(true);
    expect(
      await holds(program("    int a, b;\n    cin >> a >> b;\n    cout << a + b << endl;"), anyVariable),
    ).toBe(true);
    expect(await holds(program("    for (int i = 0; i < 3; i++) cout << i;"), anyVariable)).toBe(true);
    expect(
      await holds(program('    int a;\n    scanf("%d", &a);\n    printf("%d\\n", a);'), anyVariable),
    ).toBe(true);
    expect(
      await holds(program("    int money = 20;\n    cout << money;"), {
        variable: { name: "money", usedIn: "output" },
      }),
    ).toBe(true);
  });

  it("fails when the literal is printed although a variable holds it", async () => {
    expect(
      await failure(program("    int money = 14;\n    cout << 14 << endl;"), { variable: { name: "money" } }),
    ).toEqual({
      rule: 0,
      message: "变量 money 已经装好了值，可输出的时候没有用到它：写 cout << money（不加引号）。",
    });
    expect(await failure(program('    int a = 3;\n    cout << "a";'), anyVariable)).toMatchObject({
      rule: 0,
    });
  });

  it("fails without a variable that gets a value; a declaration alone gives none", async () => {
    expect(await failure(program("    cout << 14;"), anyVariable)).toMatchObject({
      message: expect.stringMatching(/^这道题要用变量/),
    });
    expect(await failure(program("    int a;\n    cout << 14;"), anyVariable)).toMatchObject({ rule: 0 });
    expect(await failure(program("    int b = 1;\n    cout << b;"), { variable: { name: "money" } })).toEqual(
      {
        rule: 0,
        message: "这道题要用一个叫 money 的变量：先把值放进 money 里（比如 money = …;）。",
      },
    );
  });

  it("can ask for the variable in a return", async () => {
    const add = "int add(int a, int b) {\n    int s = a + b;\n    return s;\n}\n";
    expect(await holds(program("    cout << add(1, 2);", add), { variable: { usedIn: "return" } })).toBe(
      true,
    );
  });
});

describe("an operator is used", () => {
  const times: CppStructureRule = { operator: "*" };
  it("holds for a * b, *= and 12 * 34", async () => {
    expect(await holds(program("    int a = 12, b = 34;\n    cout << a * b;"), times)).toBe(true);
    expect(await holds(program("    int x = 5;\n    x *= 2;\n    cout << x;"), times)).toBe(true);
    expect(await holds(program('    cout << "12 * 34 = " << 12 * 34 << endl;'), times)).toBe(true);
  });

  it("fails for cout << 408; an operator in a string or a comment, or a pointer's *, is none", async () => {
    const message = "这道题要让计算机用乘号 * 算出来，别自己先算好再把答案写进程序里哦。";
    expect(await failure(program("    cout << 408;"), times)).toEqual({ rule: 0, message });
    expect(await failure(program('    cout << "12 * 34 = 408" << endl;'), times)).toMatchObject({ rule: 0 });
    expect(await failure(program("    // 12 * 34\n    /* a * b */ cout << 408;"), times)).toMatchObject({
      rule: 0,
    });
    expect(await failure(program("    int a = 1;\n    int *p = &a;\n    cout << *p;"), times)).toMatchObject({
      rule: 0,
    });
    // The stream's << is no operator anyone asks for: + is not found in it.
    expect(await failure(program("    int a = 1;\n    cout << a << a;"), { operator: "+" })).toMatchObject({
      rule: 0,
    });
  });

  it("knows comparisons, logic and ++", async () => {
    const source = program("    int a = 1;\n    if (a >= 0 && !(a > 5)) a++;\n    cout << a;");
    for (const operator of [">=", "&&", "!", "++", ">"] as const)
      expect(await holds(source, { operator })).toBe(true);
    expect(await failure(source, { operator: "<=" })).toMatchObject({
      message: "这道题要用比较符号 <= 比一比。",
    });
    expect(await failure(source, { operator: "--" })).toMatchObject({
      message: "这道题要用 -- 让变量减 1。",
    });
  });
});

describe("a literal is not printed: no variable, no input, no function of its own in what is printed", () => {
  const noLiteral: CppStructureRule = { noLiteralOutput: true };
  const literal = (line: number, where = "cout 后面") =>
    `第 ${line} 行的 ${where}直接写好了要输出的内容。让程序自己把它得出来吧：用上变量或者读进来的输入，换了数也一样能对。`;
  it.each([
    ["    cout << 14 << endl;", 5, undefined],
    ['    cout << "12 * 34 = 408" << endl;', 5, undefined],
    ["    cout << 12 * 34 << endl;", 5, undefined],
    ['    cout << "12 * 34 = " << 12 * 34 << endl;', 5, undefined],
    ["    std::cout << 408 << std::endl;", 5, undefined],
    ["    cout << fixed << setprecision(2) << 3.14;", 5, undefined],
    ["    cout << max(3, 5);", 5, undefined],
    ['    printf("%d\\n", 408);', 5, "printf 里"],
    ['    puts("408");', 5, "puts 里"],
    ['    int a;\n    cin >> a;\n    cout << "答案是：";\n    cout << a;', 7, undefined],
  ])("fails for %j on line %i", async (main, line, where) => {
    expect(await failure(program(main), noLiteral)).toEqual({ rule: 0, message: literal(line, where) });
  });

  it.each([
    "    int a, b;\n    cin >> a >> b;\n    cout << a + b << endl;",
    "    int money = 20;\n    money = money - 6;\n    cout << money << endl;",
    '    int n, k;\n    cin >> n >> k;\n    cout << n / k << " " << n % k << endl;',
    "    int a = 1;\n    cout << \"a = \" << a << endl;\n    cout << endl;\n    cout << '\\n';",
    '    int a;\n    scanf("%d", &a);\n    printf("%d\\n", a * 2);',
    "    int max = 3;\n    cout << max;",
  ])("holds for %j", async (main) => {
    expect(await holds(program(main), noLiteral)).toBe(true);
  });

  it("ignores output in a function nobody calls, and counts a function of the program's own", async () => {
    const show = "void show() { cout << 408; }\nint answer() { return 408; }\n";
    expect(await holds(program("    cout << answer();", show), noLiteral)).toBe(true);
    expect(await failure(program("    show();", show), noLiteral)).toEqual({ rule: 0, message: literal(3) });
  });
});

describe("a function is defined and called", () => {
  const add = "int add(int a, int b) {\n    return a + b;\n}\n";
  it("holds for a function main calls, declared first or not", async () => {
    expect(await holds(program("    cout << add(1, 2);", add), { function: {} })).toBe(true);
    expect(
      await holds(program("    cout << add(1, 2);", `int add(int a, int b);\n`).concat(add), {
        function: { name: "add" },
      }),
    ).toBe(true);
  });

  it("fails for a function never called, none at all, or another name", async () => {
    expect(await failure(program("    cout << 3;", add), { function: {} })).toEqual({
      rule: 0,
      message: "你定义了函数 add，可是一次也没有调用它：在 main 里写上 add(…);，它才会运行。",
    });
    expect(await failure(program("    cout << 3;"), { function: {} })).toMatchObject({
      message: expect.stringMatching(/^这道题要自己定义一个函数/),
    });
    expect(await failure(program("    cout << add(1, 2);", add), { function: { name: "plus" } })).toEqual({
      rule: 0,
      message: "这道题要自己定义一个叫 plus 的函数，再在 main 里调用它。",
    });
  });
});

describe("reading the program", () => {
  it("answers the first broken rule's index, with the author's message when there is one", async () => {
    const source = program("    int a = 5;\n    cout << 5;");
    expect(await failure(source, { require: "cin" }, { variable: {}, message: "用上 a 吧。" })).toMatchObject(
      {
        rule: 0,
      },
    );
    expect(await failure(source, { operator: "+", message: "加起来吧。" }, { variable: {} })).toEqual({
      rule: 0,
      message: "加起来吧。",
    });
    expect(
      await failure(program("    int a = 5;\n    cout << a;"), { variable: {} }, { noLiteralOutput: true }),
    ).toBeNull();
  });

  it("refuses to read more than 64 KB, politely", async () => {
    const long = program(`    int a = 1;\n${"    // 很长的注释\n".repeat(6000)}    cout << a;`);
    expect(await failure(long, { require: "loop" })).toEqual({
      rule: null,
      message: "程序太长了，检查不了它是怎么写的。删掉用不着的部分再试试吧。",
    });
  });

  it("refuses brackets nested deeper than clang allows, counting none in strings or comments", async () => {
    const deep = program(`    int a = ${"(".repeat(20_000)}1${")".repeat(20_000)};\n    cout << a;`);
    expect(await failure(deep, { require: "loop" })).toEqual({
      rule: null,
      message: "程序里的括号套了太多层，检查不了它是怎么写的。把它拆成几行简单的再试试吧。",
    });
    const quoted = program(
      `    // ${"(".repeat(300)}\n    /* ${"{".repeat(300)} */\n    cout << "${"[".repeat(300)}" << '(' << "\\"(";`,
    );
    expect(bracketDepth(quoted)).toBe(1);
    expect(await failure(quoted, { require: "loop" })).toMatchObject({ rule: 0 });
  });

  it("reads a long chain of operators without a stack overflow", async () => {
    const chain = program(`    int a = ${"1 + ".repeat(12_000)}1;\n    cout << a;`);
    expect(await holds(chain, { operator: "+" })).toBe(true);
  });

  it("needs no parser when there are no rules", async () => {
    expect(await cppRuleFailure("int main() {", [])).toBeNull();
  });

  it("parses a child's program without errors, and marks what it cannot read", async () => {
    const hasError = async (source: string) => {
      const parsed = await parseCpp(source);
      return typeof parsed === "string" ? parsed : parsed.hasError;
    };
    expect(await hasError(program("    int a;\n    cin >> a;\n    cout << a * 2 << endl;"))).toBe(false);
    expect(await hasError(program("    cout << 1 << endl；"))).toBe(true);
  });
});
