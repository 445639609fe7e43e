// @vitest-environment node
// The Node engine (the server's); patterns.browser.test.ts runs the same module in Chromium.
import { describe, expect, it } from "vitest";
import {
  boundText,
  compilePattern,
  knownMistakeMatches,
  loadPatternEngine,
  PatternError,
  patternInputLimit,
  patternProblem,
} from "./index.ts";

describe("compilePattern", () => {
  it("matches as content's patterns expect, line by line when multiline", () => {
    const money = compilePattern("^\\s*money\\s*=\\s*20", { multiline: true });
    expect(money.test("int main() {\n    money = 20;\n}")).toBe(true);
    expect(money.test("int money = 20;")).toBe(false);
    expect(compilePattern("^money = 20").test("x\nmoney = 20")).toBe(false);
    expect(compilePattern("^你好！\\s*我是小启。$", { multiline: true }).test("你好！\n我是小启。\n")).toBe(
      true,
    );
    expect(compilePattern("[“”]").test("cout << “你好”;")).toBe(true);
    expect(compilePattern("\\d\\s*[x×X]\\s*\\d").test("print(12 × 34)")).toBe(true);
    expect(compilePattern("\\p{Han}+").test("abc")).toBe(false);
  });

  it("compiles each pattern once: the same source gives the same object", () => {
    const first = compilePattern("cin\\s*<<", { multiline: true });
    expect(compilePattern("cin\\s*<<", { multiline: true })).toBe(first);
    expect(compilePattern("cin\\s*<<")).not.toBe(first);
  });

  it("refuses what RE2 cannot compile, with RE2's reason, every time", async () => {
    await loadPatternEngine();
    const refusals: [string, RegExp][] = [
      ["(?<![\\s\\S])(?!x)", /invalid perl operator: \(\?</],
      ["^#include(?![\\s\\S]*using)", /invalid perl operator: \(\?!/],
      ["(a)\\1", /invalid escape sequence: \\1/],
      ["a{1001}", /invalid repetition size/],
      ["(unclosed", /missing \)/],
      ["x".repeat(2001), /longer than 2000/],
    ];
    for (const [source, reason] of refusals) {
      expect(() => compilePattern(source)).toThrow(PatternError);
      expect(patternProblem(source)).toMatch(reason);
      try {
        compilePattern(source);
      } catch (error) {
        expect(error).toBeInstanceOf(PatternError);
        expect((error as PatternError).source).toBe(source);
        expect((error as PatternError).reason).toMatch(reason);
      }
    }
    expect(patternProblem("a/b")).toBeNull();
    expect(patternProblem("(?P<name>x)(?<other>y)")).toBeNull();
  });

  it("reads the RE2 reason after a source with slashes", () => {
    // RE2 quotes the pattern as re2-wasm handed it over, with `/` escaped.
    expect(patternProblem("a/(b")).toBe("missing ): a\\/(b");
  });

  it("matches only the first 64 KB, and says so", () => {
    const end = compilePattern("END$");
    const long = `${"a".repeat(patternInputLimit)}END`;
    expect(end.match(long)).toMatchObject({ matched: false, cut: true });
    expect(end.match("aEND")).toMatchObject({ matched: true, cut: false });
  });

  it("treats broken text the way a reader would", () => {
    // A lone surrogate (print('\ud800')) does not end the match early.
    expect(compilePattern("x$").test("\ud800x")).toBe(true);
    // Windows line ends are line ends.
    expect(compilePattern("^b$", { multiline: true }).test("a\r\nb\r\n")).toBe(true);
  });

  it("takes 64 KB of newlines against a multiline pattern in linear time", () => {
    // V8's RegExp takes ~20 s here (issue 38); the bench (bench/patterns.bench.ts) measures it.
    // What the test pins is the answer, not the time.
    const money = compilePattern("^\\s*money\\s*=\\s*20", { multiline: true });
    expect(money.match("\n".repeat(patternInputLimit))).toEqual({
      matched: false,
      cut: false,
      text: "\n".repeat(patternInputLimit),
    });
  });
});

describe("boundText", () => {
  it("never cuts a surrogate pair in half", () => {
    const text = `${"a".repeat(9)}😀b`;
    expect(boundText(text, 10)).toEqual({ text: "a".repeat(9), cut: true });
    expect(boundText(text, 11)).toEqual({ text: `${"a".repeat(9)}😀`, cut: true });
  });
});

describe("knownMistakeMatches", () => {
  const source = '#include <iostream>\nint main() {\n    cout << "你好";\n}\n';
  it("holds when every given pattern holds: code and output match, missing does not", () => {
    expect(knownMistakeMatches({ code: "^#include", missing: "using\\s+namespace\\s+std" }, { source })).toBe(
      true,
    );
    expect(knownMistakeMatches({ code: "^#include", missing: "cout" }, { source })).toBe(false);
    expect(knownMistakeMatches({ output: "^35$" }, { source, output: "8\n35\n" })).toBe(true);
    expect(knownMistakeMatches({ output: "^35$" }, { source, output: "8\n" })).toBe(false);
  });

  it("matches no pattern on a text that is not there, and an error on its one line", () => {
    expect(knownMistakeMatches({ output: "." }, { source })).toBe(false);
    expect(
      knownMistakeMatches(
        { error: "^NameError: name 'Print'" },
        { source, error: "NameError: name 'Print' is not defined" },
      ),
    ).toBe(true);
    expect(knownMistakeMatches({ error: "^is not" }, { source, error: "NameError: x\nis not" })).toBe(false);
  });

  it("lets a pattern RE2 cannot compile match nothing", () => {
    expect(knownMistakeMatches({ code: "^#include(?![\\s\\S]*std)" }, { source })).toBe(false);
  });
});
