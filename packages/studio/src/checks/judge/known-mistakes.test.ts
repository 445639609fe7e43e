// @vitest-environment node
// RE2 is loaded at once in Node (engine-node.ts); jsdom would pick the browser loader, which fetches.
import { describe, expect, it } from "vitest";
import { KNOWN_MISTAKE_TEXT_LIMIT, knownMistake, type MistakeFacts } from "./known-mistakes.ts";

const facts = (over: Partial<MistakeFacts>): MistakeFacts => ({
  source: "",
  stdout: "",
  error: null,
  drawing: false,
  turtle: false,
  ...over,
});

describe("known mistakes", () => {
  const wrong = [
    { error: "TypeError", message: "文字和数字不能相加" },
    { output: "^35$", message: "拼在一起了" },
    { code: "print\\(\\s*\\d+\\s*\\)", message: "直接写出了答案" },
  ];

  it("matches every pattern given: error on the error, output on what was printed, code on the source", () => {
    expect(
      knownMistake(wrong, facts({ stdout: null, error: "TypeError: can only concatenate str" })),
    ).toEqual({
      index: 0,
      message: "文字和数字不能相加",
    });
    expect(knownMistake(wrong, facts({ stdout: "8\n35\n" }))?.index).toBe(1);
    expect(knownMistake(wrong, facts({ stdout: "10\n", source: "x = 1\nprint(10)\n" }))?.index).toBe(2);
    expect(knownMistake(wrong, facts({ stdout: "10\n", source: "print(x)\n" }))).toBeNull();
  });

  it("never reads an output pattern on a program that stopped with an error", () => {
    expect(
      knownMistake([{ output: "^$", message: "空的" }], facts({ stdout: null, error: "NameError: x" })),
    ).toBeNull();
  });

  it("keeps a turtle task's drawing notes for drawing failures: never over a syntax error", () => {
    const turtle = [{ code: "range\\(3\\)", message: "少转了一次弯" }];
    const source = "for i in range(3)\n    forward(1)\n";
    expect(
      knownMistake(turtle, facts({ source, stdout: null, error: "SyntaxError: x", turtle: true })),
    ).toBeNull();
    expect(knownMistake(turtle, facts({ source, drawing: true, turtle: true }))?.message).toBe(
      "少转了一次弯",
    );
    // Outside a turtle task a code pattern names a mistake that stops the program too (Chinese quotes).
    expect(knownMistake(turtle, facts({ source, stdout: null, error: "SyntaxError: x" }))?.message).toBe(
      "少转了一次弯",
    );
  });

  it("matches on bounded text only: what lies past the limit is never read", () => {
    const far = `${"\n".repeat(KNOWN_MISTAKE_TEXT_LIMIT)}35`;
    expect(knownMistake(wrong, facts({ stdout: far }))).toBeNull();
    expect(
      knownMistake(wrong, facts({ stdout: `${"\n".repeat(KNOWN_MISTAKE_TEXT_LIMIT - 10)}35` }))?.index,
    ).toBe(1);
  });

  it("skips a pattern that does not compile instead of failing the check", () => {
    expect(knownMistake([{ code: "(", message: "x" }, ...wrong], facts({ stdout: "35" }))?.index).toBe(2);
  });
});
