import { wholeWord } from "@qisi/judge/explain";
import { bumped, distinct, outputLines, quoted, type SourceMutant, spliced } from "./mutant.ts";
import {
  isPrint,
  type PyStatement,
  type PyToken,
  pythonStatements,
  pythonTokens,
  removable,
} from "./python-tokens.ts";

/** At most this many mutants of each kind, the first in the program: each costs the caller a check. */
export const pythonMutantsPerKind = 6;

const effects = new Set(["print", "input"]);
/** Turtle calls that draw, and those that only turn or lift the pen (nothing shows until a later drawing). */
const drawing = new Set([
  "forward",
  "fd",
  "backward",
  "bk",
  "back",
  "goto",
  "setpos",
  "setposition",
  "circle",
  "dot",
  "stamp",
  "write",
  "end_fill",
]);
const turning = new Set([
  "left",
  "lt",
  "right",
  "rt",
  "setheading",
  "seth",
  "penup",
  "pu",
  "up",
  "pendown",
  "pd",
  "down",
  "speed",
  "color",
  "pencolor",
  "fillcolor",
  "pensize",
  "width",
  "hideturtle",
  "showturtle",
]);
const comparisons: Record<string, string> = { "<": "<=", "<=": "<", ">": ">=", ">=": ">" };
const python = (text: string) => JSON.stringify(text);

/**
 * Generic mutants of a Python reference solution. `firstOutput` is what the reference prints for
 * the exercise's first test (the hard-coded mutants type it in); without it there are none.
 */
export function pythonMutants(reference: string, firstOutput?: string): SourceMutant[] {
  const tokens = pythonTokens(reference);
  const statements = pythonStatements(reference, tokens);
  const code = tokens.filter((token) => token.kind !== "comment");
  const kinds = [
    changedConstants(reference, code, statements),
    offByOne(reference, code),
    swappedLines(reference, statements),
    removedLines(reference, statements),
    fullWidth(reference, code, statements),
    firstOutput === undefined ? [] : hardCoded(reference, statements, firstOutput),
  ];
  return distinct(
    reference,
    kinds.flatMap((mutants) => mutants.slice(0, pythonMutantsPerKind)),
  );
}

/**
 * A number changed where nothing shows it: in a statement that only turns the turtle, with no
 * drawing or output after it (the last `left(90)` of a square).
 */
function changedConstants(reference: string, code: PyToken[], statements: PyStatement[]): SourceMutant[] {
  return code.flatMap((token) => {
    const changed = token.kind === "number" ? bumped(token.text) : undefined;
    if (changed === undefined) return [];
    const index = statements.findIndex((statement) => statement.tokens.includes(token));
    const statement = statements[index];
    const later = statements.slice(index + 1).flatMap((each) => each.tokens.map((each) => each.text));
    const unseenTurn =
      statement?.tokens.some((each) => turning.has(each.text)) &&
      !statement.tokens.some((each) => drawing.has(each.text) || effects.has(each.text)) &&
      !later.some((name) => drawing.has(name) || effects.has(name));
    return [
      {
        kind: "constant" as const,
        name: `第 ${token.line} 行：把 ${token.text} 改成 ${changed}`,
        source: spliced(reference, token.start, token.end, changed),
        ...(unseenTurn && { mayBeEquivalent: "小海龟转完这个弯就不再画了，也没有输出：画出来的线一样" }),
      },
    ];
  });
}

function offByOne(reference: string, code: PyToken[]): SourceMutant[] {
  const mutants: SourceMutant[] = [];
  for (const token of code) {
    const other = token.kind === "op" ? comparisons[token.text] : undefined;
    if (other !== undefined)
      mutants.push({
        kind: "off-by-one",
        name: `第 ${token.line} 行：把 ${token.text} 改成 ${other}`,
        source: spliced(reference, token.start, token.end, other),
      });
  }
  for (const [index, token] of code.entries()) {
    if (token.text !== "range" || code[index + 1]?.text !== "(") continue;
    const args = callArguments(code, index + 1);
    const end = args.length === 1 ? args[0] : args[1];
    if (!end) continue;
    const endText = reference.slice(end.start, end.end);
    for (const [change, words] of [
      [" + 1", "加 1"],
      [" - 1", "减 1"],
    ] as const)
      mutants.push({
        kind: "off-by-one",
        name: `第 ${token.line} 行：range 的终点 ${quoted(endText)} ${words}`,
        source: spliced(reference, end.end, end.end, change),
      });
    const start = args.length >= 2 ? args[0] : undefined;
    if (start)
      mutants.push({
        kind: "off-by-one",
        name: `第 ${token.line} 行：range 的起点 ${quoted(reference.slice(start.start, start.end))} 加 1`,
        source: spliced(reference, start.end, start.end, " + 1"),
      });
  }
  return mutants;
}

/** The spans of a call's arguments, from its `(` token. */
function callArguments(code: PyToken[], open: number): { start: number; end: number }[] {
  const depth = (code[open] as PyToken).depth + 1;
  const args: { start: number; end: number }[] = [];
  let first: PyToken | undefined;
  let last: PyToken | undefined;
  for (let i = open + 1; i < code.length; i++) {
    const token = code[i] as PyToken;
    const closing = token.text === ")" && token.depth === depth - 1;
    if (closing || (token.text === "," && token.depth === depth)) {
      if (first && last) args.push({ start: first.start, end: last.end });
      first = last = undefined;
      if (closing) break;
    } else {
      first ??= token;
      last = token;
    }
  }
  return args;
}

/** Whether `name` appears in `text` as a whole identifier (inside an f-string's braces too). */
const mentions = (text: string, name: string) => new RegExp(wholeWord(name), "u").test(text);

const names = (statement: PyStatement) =>
  new Set(statement.tokens.filter((token) => token.kind === "name").map((token) => token.text));

/**
 * `total = 0`: a number or a plain string put in a box, nothing read and nothing done. The name it
 * fills, else null. Moved past a line that never mentions that name (not even inside an f-string:
 * the line's text is searched), it changes nothing — the counter set before or after reading how
 * many there are — whatever the other line prints or reads.
 */
function constantAssignment(statement: PyStatement): string | null {
  const [target, equals, value, ...rest] = statement.tokens;
  if (rest.length > 0 || target?.kind !== "name" || equals?.text !== "=") return null;
  if (value?.kind === "number") return target.text;
  return value?.kind === "string" && /^[rRbBuU]*["']/.test(value.text) ? target.text : null;
}

function swappedLines(reference: string, statements: PyStatement[]): SourceMutant[] {
  const mutants: SourceMutant[] = [];
  for (let i = 0; i + 1 < statements.length; i++) {
    const [a, b] = [statements[i] as PyStatement, statements[i + 1] as PyStatement];
    if (a.compound || b.compound || a.indent !== b.indent) continue;
    const textA = reference.slice(a.start, a.end);
    const textB = reference.slice(b.start, b.end);
    if (textA.trim() === textB.trim()) continue;
    const withBreak = (text: string) => (text.endsWith("\n") ? text : `${text}\n`);
    const swapped = `${withBreak(textB)}${reference.slice(a.end, b.start)}${withBreak(textA)}`;
    const namesA = names(a);
    const namesB = names(b);
    // Searched in the other line's text, not only its name tokens: `f"{x}"` names x inside a string.
    const shareNoName =
      ![...namesA].some((name) => mentions(textB, name)) &&
      ![...namesB].some((name) => mentions(textA, name));
    const independent = shareNoName && ![...namesA, ...namesB].some((name) => effects.has(name));
    // `secret = int(input())` beside `guess = 0`: the read takes the same input either way, and the
    // other line neither reads, prints nor touches the box the input goes into.
    const readsOnly = (line: Set<string>) => line.has("input") && !line.has("print");
    const quiet = (line: Set<string>) => !line.has("input") && !line.has("print");
    const readBesideQuiet =
      shareNoName && ((readsOnly(namesA) && quiet(namesB)) || (readsOnly(namesB) && quiet(namesA)));
    // `a = int(input())` and `b = int(input())` swapped: the inputs land in the other box, which
    // changes nothing when the program uses them alike (a sum), and the checks cannot tell.
    const bothRead =
      namesA.has("input") && namesB.has("input") && !namesA.has("print") && !namesB.has("print");
    const settledBefore = (box: string | null, other: string) => box !== null && !other.includes(box);
    const constantMoved =
      settledBefore(constantAssignment(a), textB) || settledBefore(constantAssignment(b), textA);
    mutants.push({
      kind: "swap",
      name: `交换第 ${a.line} 行和第 ${b.line} 行`,
      source: spliced(
        reference,
        a.start,
        b.end,
        b.end === reference.length ? swapped.replace(/\n$/, "") : swapped,
      ),
      ...(independent && {
        mayBeEquivalent: "两行用的名字各不相同，也不输出、不读输入，换了顺序可能结果一样",
      }),
      ...(readBesideQuiet && {
        mayBeEquivalent: "一行读一个输入，另一行不读也不输出，两行用的名字各不相同：换了顺序，结果一样",
      }),
      ...(bothRead && {
        mayBeEquivalent:
          "两行各读一个输入：换了顺序，输入进了对方的盒子，程序若对两个一样使用（比如相加），结果不变",
      }),
      ...(constantMoved && {
        mayBeEquivalent: "一行只是把一个数（或一段字）放进盒子，另一行没有用到这个盒子：换了顺序，结果一样",
      }),
    });
  }
  return mutants;
}

function removedLines(reference: string, statements: PyStatement[]): SourceMutant[] {
  return statements.flatMap((statement, index) => {
    if (!removable(statements, index)) return [];
    const text = reference.slice(statement.start, statement.end);
    if (text.trim() === "pass") return [];
    const blankPrint = isPrint(statement) && statement.tokens.length === 3;
    const later = statements.slice(index + 1).flatMap((each) => each.tokens.map((token) => token.text));
    const last = !later.some((name) => effects.has(name));
    const onlyTurns =
      statement.tokens.some((token) => turning.has(token.text)) &&
      !statement.tokens.some((token) => drawing.has(token.text) || effects.has(token.text)) &&
      !later.some((name) => drawing.has(name) || effects.has(name));
    return [
      {
        kind: "remove" as const,
        name: `删掉第 ${statement.line} 行 ${quoted(text)}`,
        source: spliced(reference, statement.start, statement.end, ""),
        ...(blankPrint &&
          last && { mayBeEquivalent: "删掉的是最后输出的一个空行，按行比较时可能看不出差别" }),
        ...(onlyTurns && {
          mayBeEquivalent: "删掉的这一句只让小海龟转身或抬笔，后面再没有画线，画出来的可能一样",
        }),
      },
    ];
  });
}

function fullWidth(reference: string, code: PyToken[], statements: PyStatement[]): SourceMutant[] {
  const mutants: SourceMutant[] = [];
  const first = (text: string) => code.find((token) => token.kind === "op" && token.text === text);
  const replace = (token: PyToken | undefined, by: string, words: string) => {
    if (token)
      mutants.push({
        kind: "full-width",
        name: `第 ${token.line} 行：${words}`,
        source: spliced(reference, token.start, token.end, by),
        breaksSyntax: true,
      });
  };
  replace(first("("), "（", "( 打成了中文的（");
  replace(first(","), "，", ", 打成了中文的，");
  const header = statements.find((statement) => statement.compound && statement.tokens.at(-1)?.text === ":");
  replace(header?.tokens.at(-1), "：", ": 打成了中文的：");
  const quote = code.find(
    (token) => token.kind === "string" && token.text.startsWith('"') && !token.text.startsWith('"""'),
  );
  if (quote)
    mutants.push({
      kind: "full-width",
      name: `第 ${quote.line} 行：引号打成了中文的“”`,
      source: spliced(reference, quote.start, quote.end, `“${quote.text.slice(1, -1)}”`),
      breaksSyntax: true,
    });
  return mutants;
}

/**
 * The answer typed in: each top-level `print` replaced by the line of the first test's output it
 * printed, when the prints and the lines pair up (no print in a loop or a function); else the one
 * print by the whole output. The rest of the program (its input) stays.
 */
function hardCoded(reference: string, statements: PyStatement[], output: string): SourceMutant[] {
  const prints = statements.filter(isPrint);
  if (prints.length === 0 || prints.some((statement) => statement.indent > 0)) return [];
  if (statements.some((statement) => statement.compound)) return [];
  const lines = outputLines(output);
  const typed = (text: string, last: boolean) =>
    last && !output.endsWith("\n") ? `print(${python(text)}, end="")` : `print(${python(text)})`;
  const replaceWith = (statement: PyStatement, text: string, last = true) => {
    const first = statement.tokens[0] as PyToken;
    const final = statement.tokens.at(-1) as PyToken;
    return {
      kind: "hard-coded" as const,
      name: `第 ${statement.line} 行的 print 直接写成了答案 ${quoted(text)}`,
      source: spliced(reference, first.start, final.end, typed(text, last)),
    };
  };
  if (prints.length === lines.length)
    return prints.map((statement, index) =>
      replaceWith(statement, lines[index] as string, index === lines.length - 1),
    );
  if (prints.length === 1) return [replaceWith(prints[0] as PyStatement, lines.join("\n"))];
  return [];
}
