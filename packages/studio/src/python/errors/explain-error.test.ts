import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { explainPythonError, type PythonCause, type PythonErrorFacts } from "./explain-error.ts";

const i18n = setupI18n({ locale: "zh-CN", messages: { "zh-CN": {} } });

interface Case {
  name: string;
  facts: PythonErrorFacts;
  cause: PythonCause | "honest";
  says?: string[];
  never?: string[];
}

/**
 * Each rule where it must fire and where it must not (issue 37: a wrong cause is worse than none),
 * in CPython 3.14's words (Pyodide) and 3.11's (Debian's python3 on the server). The messages are
 * Python's own, as the corpus test (explain-error.corpus.test.ts) gets them from real runs.
 */
const cases: Case[] = [
  {
    name: "3.11 calls a Chinese ； an invalid decimal literal: the program says what it is",
    facts: { name: "SyntaxError", message: "invalid decimal literal", line: 1, source: "x = 1；\n" },
    cause: "full-width",
    says: ["分号 ； 是中文的"],
  },
  {
    name: "without the program, 3.14's own words still name the mark",
    facts: { name: "SyntaxError", message: "invalid character '，' (U+FF0C)", line: 1 },
    cause: "full-width",
    says: ["逗号 ， 是中文的"],
  },
  {
    name: "Chinese marks inside a string are the child's text, not the mistake",
    facts: {
      name: "SyntaxError",
      message: "expected ':'",
      line: 1,
      source: 'if x == "你好，世界"\n    print(x)\n',
    },
    cause: "missing-colon",
  },
  {
    name: "3.14's far guess (quota → quit) is not passed on when the name is assigned later",
    facts: {
      name: "NameError",
      message: "name 'quota' is not defined. Did you mean: 'quit'?",
      line: 1,
      source: "print(quota)\nquota = 5\n",
    },
    cause: "use-before-assign",
    never: ["quit"],
  },
  {
    name: "3.14's far guess (hello → help) is not passed on",
    facts: {
      name: "NameError",
      message: "name 'hello' is not defined. Did you mean: 'help'?",
      line: 1,
      source: "print(hello)\n",
    },
    cause: "undefined-name",
    never: ["help"],
  },
  {
    name: "3.11 gives no suggestion: a slip in a built-in name is found all the same",
    facts: { name: "NameError", message: "name 'pritn' is not defined", line: 1, source: 'pritn("hi")\n' },
    cause: "typo",
    says: ["print"],
  },
  {
    name: "a name used in a function's body and assigned only in another function is a scope mistake",
    facts: {
      name: "NameError",
      message: "name 'total' is not defined",
      line: 4,
      source: "def f():\n    total = 5\nf()\nprint(total)\n",
    },
    cause: "scope",
    says: ["函数 f"],
  },
  {
    name: "a Chinese name is text without its quotes",
    facts: { name: "NameError", message: "name '你好' is not defined", line: 1, source: "print(你好)\n" },
    cause: "missing-quotes",
  },
  {
    name: "a Chinese name assigned later is used too early, not text",
    facts: {
      name: "NameError",
      message: "name '分数' is not defined",
      line: 1,
      source: "print(分数)\n分数 = 3\n",
    },
    cause: "use-before-assign",
  },
  {
    name: "two words side by side are text without quotes",
    facts: {
      name: "SyntaxError",
      message: "invalid syntax. Perhaps you forgot a comma?",
      line: 1,
      source: "print(hello world)\n",
    },
    cause: "missing-quotes",
  },
  {
    name: "numbers side by side lack a comma",
    facts: {
      name: "SyntaxError",
      message: "invalid syntax. Perhaps you forgot a comma?",
      line: 1,
      source: "a = [1 2 3]\n",
    },
    cause: "missing-comma",
  },
  {
    name: "= in an if is a comparison",
    facts: {
      name: "SyntaxError",
      message: "invalid syntax. Maybe you meant '==' or ':=' instead of '='?",
      line: 2,
      source: "x = 5\nif x = 5:\n    pass\n",
    },
    cause: "comparison-equals",
  },
  {
    name: "5 = x is an assignment the wrong way round, not a comparison",
    facts: {
      name: "SyntaxError",
      message: "cannot assign to literal here. Maybe you meant '==' instead of '='?",
      line: 1,
      source: "5 = x\n",
    },
    cause: "assign-to-literal",
  },
  {
    name: "else if, from 3.11's bare invalid syntax and the line",
    facts: {
      name: "SyntaxError",
      message: "invalid syntax",
      line: 2,
      source: "if a:\nelseif b:\n    pass\n",
    },
    cause: "else-if",
  },
  {
    name: "a bare invalid syntax on an ordinary line stays honest",
    facts: { name: "SyntaxError", message: "invalid syntax", line: 1, source: 'print("hi"):\n' },
    cause: "honest",
    says: ["第 1 行"],
  },
  {
    name: "None from a function that only prints",
    facts: {
      name: "TypeError",
      message: "unsupported operand type(s) for +: 'NoneType' and 'int'",
      line: 3,
      source: "def show(x):\n    print(x)\ny = show(3) + 1\n",
    },
    cause: "none-value",
    says: ["函数 show 里没有 return"],
  },
  {
    name: "None in a concatenation is not a text-and-number mistake",
    facts: { name: "TypeError", message: 'can only concatenate str (not "NoneType") to str', line: 1 },
    cause: "none-value",
  },
  {
    name: "a function that returns is not blamed for None",
    facts: {
      name: "TypeError",
      message: "unsupported operand type(s) for +: 'NoneType' and 'int'",
      line: 3,
      source: "def twice(x):\n    return x * 2\ny = print(3) + twice(1)\n",
    },
    cause: "none-value",
    never: ["twice"],
  },
  {
    name: "3.11's unpack message has no count of values",
    facts: { name: "ValueError", message: "too many values to unpack (expected 2)", line: 1 },
    cause: "unpack-count",
  },
  {
    name: "3.11's division of integers by zero",
    facts: { name: "ZeroDivisionError", message: "integer division or modulo by zero", line: 1 },
    cause: "division-by-zero",
  },
  {
    name: "print used as a variable, then called",
    facts: {
      name: "TypeError",
      message: "'str' object is not callable",
      line: 2,
      source: 'print = "hi"\nprint(1)\n',
    },
    cause: "shadowed-builtin",
  },
  {
    name: "calling a number is not a shadowed built-in",
    facts: {
      name: "TypeError",
      message: "'int' object is not callable",
      line: 2,
      source: "x = 5\nprint(x(2))\n",
    },
    cause: "not-callable",
  },
  {
    name: "3.11 suggests no method: a one-letter slip is found all the same",
    facts: { name: "AttributeError", message: "'list' object has no attribute 'apend'", line: 2 },
    cause: "attribute-typo",
    says: ["append"],
  },
  {
    name: "a method the object lacks is not guessed as a typo",
    facts: { name: "AttributeError", message: "'str' object has no attribute 'append'", line: 2 },
    cause: "no-attribute",
  },
  {
    name: "an unknown TypeError stays honest",
    facts: { name: "TypeError", message: "unhashable type: 'list'", line: 3 },
    cause: "honest",
    says: ["第 3 行", "TypeError"],
  },
];

describe("the Python explanation rules, where they must fire and where they must not", () => {
  it.each(cases)("$name", ({ facts, cause, says = [], never = [] }) => {
    const explained = explainPythonError(facts);
    expect(explained.cause).toBe(cause);
    expect(explained.line).toBe(facts.line);
    const words = `${i18n._(explained.title)} ${i18n._(explained.text)}`;
    expect(words).toMatch(/\p{Script=Han}/u);
    for (const word of says) expect(words).toContain(word);
    for (const word of never) expect(words).not.toContain(word);
  });
});
