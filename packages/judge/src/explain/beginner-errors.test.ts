import { afterAll, describe, expect, it } from "vitest";
import { STUDIO_EXTRA_FLAGS } from "../compile/flags.ts";
import { createCompiler } from "../compile/index.ts";
import type { Compiler } from "../compile/types.ts";
import { type BeginnerError, explainDiagnostic } from "./beginner-errors.ts";
import { fillText } from "./text.ts";

const program = (body: string, head = "#include <iostream>\nusing namespace std;\n") =>
  `${head}int main() {\n${body}\n}\n`;

/**
 * Issue 19: each beginner error, compiled by the real compiler with the studio's flags, gets its
 * Chinese explanation on the right line. A clang upgrade that rewords a message fails here first.
 */
const cases: { rule: BeginnerError; source: string; line: number; says: string[] }[] = [
  { rule: "missing-semicolon", source: program("  cout << 1\n"), line: 4, says: ["分号"] },
  { rule: "undeclared", source: program("  int total = 0;\n  totl = 1;"), line: 5, says: ["totl", "total"] },
  { rule: "undeclared", source: program("  cot << 1;"), line: 4, says: ["你是不是想写", "cout"] },
  {
    rule: "missing-include",
    source: program('  printf("hi");', ""),
    line: 2,
    says: ["#include <", "cstdio"],
  },
  {
    rule: "missing-std",
    source: program("  cout << 1;", "#include <iostream>\n"),
    line: 3,
    says: ["std::", "cout"],
  },
  { rule: "braces", source: program("  if (1) {\n  cout << 1;"), line: 6, says: ["大括号"] },
  { rule: "braces", source: `${program("  return 0;")}}\n`, line: 6, says: ["多了一个"] },
  {
    rule: "assign-in-condition",
    source: program("  int a = 1;\n  if (a = 2) cout << a;"),
    line: 5,
    says: ["=="],
  },
  { rule: "missing-return-type", source: "main() {\n  return 0;\n}\n", line: 1, says: ["int main()"] },
  { rule: "stream-direction", source: program("  int x;\n  cin << x;"), line: 5, says: ["cin", ">>"] },
  { rule: "stream-direction", source: program("  int x = 1;\n  cout >> x;"), line: 5, says: ["cout", "<<"] },
  { rule: "quotes", source: program('  char c = "a";'), line: 4, says: ["单引号"] },
  {
    rule: "quotes",
    source: program("  string s = 'hello';", "#include <string>\nusing namespace std;\n"),
    line: 4,
    says: ["双引号"],
  },
  { rule: "uninitialized", source: program("  int x;\n  cout << x;"), line: 5, says: ["x", "还没有值"] },
  { rule: "throw", source: program("  throw 1;"), line: 4, says: ["throw"] },
];

describe("explainDiagnostic on what the real compiler says", () => {
  let compiler: Compiler | null = null;
  afterAll(() => compiler?.close());

  // Concurrent: each case is one compile and nothing timed, so the judge stage's second core
  // compiles too (its files run one at a time). Room to compile on a busy machine (10 s by default):
  // a case is about the diagnostics, never the compile's time.
  it.concurrent.for(cases)(
    "explains $rule (line $line)",
    { timeout: 60_000 },
    async ({ rule, source, line, says }, { expect }) => {
      compiler ??= createCompiler();
      const result = await compiler.compile(source, { extraFlags: STUDIO_EXTRA_FLAGS, timeLimitMs: 60_000 });
      const explained = result.diagnostics
        .map((diagnostic) => ({ diagnostic, explained: explainDiagnostic(diagnostic, source) }))
        .find((entry) => entry.explained !== null);
      expect(explained, JSON.stringify(result.diagnostics)).toBeDefined();
      expect(explained!.explained!.rule).toBe(rule);
      expect(explained!.diagnostic.line).toBe(line);
      const words = fillText(explained!.explained!.text);
      for (const word of says) expect(words).toContain(word);
    },
  );

  it("leaves notes and unknown messages to the compiler's own words", () => {
    const note = { file: "main.cpp", line: 1, column: 1, severity: "note" as const, message: "expected ';'" };
    expect(explainDiagnostic(note, "")).toBeNull();
    expect(explainDiagnostic({ ...note, severity: "error", message: "something rare" }, "")).toBeNull();
  });
});
