/**
 * Python source as tokens and statements, enough to mutate a reference solution in the places a
 * child's mistake would be (numbers, comparisons, `range`, punctuation, whole lines) and never inside
 * a string or a comment. It is a lexer for references we wrote ourselves, not a judge of a child's
 * program: the mutants it helps make are compiled by CPython in the content test.
 */

export interface PyToken {
  kind: "name" | "number" | "string" | "op" | "comment" | "newline";
  text: string;
  start: number;
  end: number;
  line: number;
  /** Bracket depth before the token. */
  depth: number;
}

/** One logical line: its tokens, where its physical lines start and end, its indentation. */
export interface PyStatement {
  tokens: PyToken[];
  /** Offset of the first physical line's start and just after the last one's line break. */
  start: number;
  end: number;
  line: number;
  indent: number;
  /** `if`, `for`, `def`… (a header ending in `:` with a block below, or a one-line body). */
  compound: boolean;
}

const operators = [
  "**=",
  "//=",
  ">>=",
  "<<=",
  "...",
  "->",
  ":=",
  "**",
  "//",
  "==",
  "!=",
  "<=",
  ">=",
  "<<",
  ">>",
  "+=",
  "-=",
  "*=",
  "/=",
  "%=",
  "&=",
  "|=",
  "^=",
  "@=",
];
const compoundKeywords = new Set([
  "if",
  "elif",
  "else",
  "for",
  "while",
  "def",
  "class",
  "try",
  "except",
  "finally",
  "with",
  "async",
  "match",
  "case",
]);
const isNameChar = (char: string) => /[\p{L}\p{N}_]/u.test(char);
const isDigit = (char: string | undefined) => char !== undefined && char >= "0" && char <= "9";

export function pythonTokens(source: string): PyToken[] {
  const tokens: PyToken[] = [];
  let depth = 0;
  let line = 1;
  let i = 0;
  const push = (kind: PyToken["kind"], start: number, end: number) =>
    tokens.push({ kind, text: source.slice(start, end), start, end, line, depth });
  while (i < source.length) {
    const char = source[i] as string;
    if (char === "\n") {
      if (depth === 0) push("newline", i, i + 1);
      line++;
      i++;
    } else if (char === " " || char === "\t" || char === "\r" || char === "\f") i++;
    else if (char === "\\" && source[i + 1] === "\n") {
      line++;
      i += 2;
    } else if (char === "#") {
      const end = source.indexOf("\n", i);
      push("comment", i, end < 0 ? source.length : end);
      i = end < 0 ? source.length : end;
    } else if (stringStart(source, i) !== undefined) {
      const start = i;
      const quoteAt = stringStart(source, i) as number;
      const quote = source.startsWith(source[quoteAt]?.repeat(3) ?? "", quoteAt)
        ? (source[quoteAt] as string).repeat(3)
        : (source[quoteAt] as string);
      i = quoteAt + quote.length;
      const startLine = line;
      while (i < source.length && !source.startsWith(quote, i)) {
        if (source[i] === "\\") i++;
        else if (source[i] === "\n") {
          if (quote.length === 1) break;
          line++;
        }
        i++;
      }
      i = Math.min(source.length, i + quote.length);
      tokens.push({ kind: "string", text: source.slice(start, i), start, end: i, line: startLine, depth });
    } else if (isDigit(char) || (char === "." && isDigit(source[i + 1]))) {
      const start = i;
      while (i < source.length) {
        const next = source[i] as string;
        if (
          (next === "+" || next === "-") &&
          /[eE]/.test(source[i - 1] ?? "") &&
          !/^0[xX]/.test(source.slice(start))
        )
          i++;
        else if (isNameChar(next) || next === ".") i++;
        else break;
      }
      push("number", start, i);
    } else if (isNameChar(char)) {
      const start = i;
      while (i < source.length && isNameChar(source[i] as string)) i++;
      push("name", start, i);
    } else {
      const op = operators.find((each) => source.startsWith(each, i)) ?? char;
      if ("([{".includes(op)) {
        push("op", i, i + 1);
        depth++;
      } else if (")]}".includes(op)) {
        depth = Math.max(0, depth - 1);
        push("op", i, i + 1);
      } else push("op", i, i + op.length);
      i += op.length;
    }
  }
  return tokens;
}

/** Where a string's quote starts when one begins at `i` (after a prefix such as f, r, b, rb), else undefined. */
function stringStart(source: string, i: number): number | undefined {
  let j = i;
  while (j < source.length && j - i < 3 && /[rRbBuUfFtT]/.test(source[j] as string)) j++;
  const quote = source[j];
  if (quote !== '"' && quote !== "'") return undefined;
  // A prefix must not be the end of a longer name (`elif"` is not a prefix).
  if (j > i && i > 0 && isNameChar(source[i - 1] as string)) return undefined;
  return j;
}

/** The program's logical lines, comments and blank lines left out. */
export function pythonStatements(source: string, tokens = pythonTokens(source)): PyStatement[] {
  const statements: PyStatement[] = [];
  let current: PyToken[] = [];
  const lineStart = (offset: number) => source.lastIndexOf("\n", offset - 1) + 1;
  const flush = (endOffset: number) => {
    const first = current[0];
    if (first) {
      const start = lineStart(first.start);
      statements.push({
        tokens: current,
        start,
        end: endOffset,
        line: first.line,
        indent: first.start - start,
        compound: compoundKeywords.has(first.text) && first.kind === "name",
      });
    }
    current = [];
  };
  for (const token of tokens) {
    if (token.kind === "comment") continue;
    if (token.kind === "newline") flush(token.end);
    else current.push(token);
  }
  flush(source.length);
  return statements;
}

/** A statement can go without breaking its block: another statement of its indentation shares the block. */
export function removable(statements: PyStatement[], index: number): boolean {
  const me = statements[index] as PyStatement;
  if (me.compound) return false;
  const next = statements[index + 1];
  if (next && next.indent === me.indent) return true;
  for (let j = index - 1; j >= 0; j--) {
    const before = statements[j] as PyStatement;
    if (before.indent === me.indent) return true;
    if (before.indent < me.indent) return false;
  }
  return false;
}

/** The statement is `print(…)` and nothing else. */
export function isPrint(statement: PyStatement): boolean {
  const [first, second] = statement.tokens;
  const last = statement.tokens.at(-1);
  return first?.text === "print" && second?.text === "(" && last?.text === ")" && last.depth === 0;
}
