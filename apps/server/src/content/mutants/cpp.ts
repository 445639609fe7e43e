import {
  type CppNode,
  CppProgram,
  descendants,
  fieldOf,
  namedChildren,
  parseCpp,
} from "@qisi/judge/cpp-rules";
import { bumped, distinct, lineAt, outputLines, quoted, type SourceMutant, spliced } from "./mutant.ts";

/** At most this many mutants of each kind: each costs the caller a compile (about a second). */
export const cppMutantsPerKind = 4;

const comparisons: Record<string, string> = { "<": "<=", "<=": "<", ">": ">=", ">=": ">" };
const statementTypes = new Set([
  "expression_statement",
  "declaration",
  "return_statement",
  "if_statement",
  "for_statement",
  "for_range_loop",
  "while_statement",
  "do_statement",
  "break_statement",
  "continue_statement",
]);
const simpleStatements = new Set(["expression_statement", "declaration", "return_statement"]);
const effectNames = new Set(["cout", "cin", "printf", "scanf", "puts", "getline", "putchar", "getchar"]);

/** A C string literal of `text` (Chinese as it is; quotes, backslashes and control characters escaped). */
export function cppString(text: string): string {
  const named: Record<string, string> = { "\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r" };
  let literal = '"';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    literal += named[char] ?? (code < 32 ? `\\${code.toString(8).padStart(3, "0")}` : char);
  }
  return `${literal}"`;
}

/**
 * Generic mutants of a C++ reference solution, found on tree-sitter-cpp's tree (numbers, comparisons,
 * statements, tokens — never inside a string or a comment). `firstOutput` is what the reference
 * prints for the exercise's first test (for the hard-coded mutants).
 */
export async function cppMutants(reference: string, firstOutput?: string): Promise<SourceMutant[]> {
  const parsed = await parseCpp(reference);
  if (typeof parsed === "string") return [];
  const program = new CppProgram(parsed);
  const nodes = program.everything;
  const line = (node: CppNode) => node.line;
  const text = (node: CppNode) => program.text(node);
  const kinds: SourceMutant[][] = [];

  const outsideDirectives = (node: CppNode) => {
    for (let up = node.parent; up; up = up.parent) if (up.type.startsWith("preproc")) return false;
    return true;
  };
  const inReturn = (node: CppNode) => node.parent?.type === "return_statement";

  kinds.push(
    nodes.flatMap((node) => {
      const changed =
        node.type === "number_literal" && outsideDirectives(node) && !inReturn(node)
          ? bumped(text(node))
          : undefined;
      if (changed === undefined) return [];
      return [
        {
          kind: "constant" as const,
          name: `第 ${line(node)} 行：把 ${text(node)} 改成 ${changed}`,
          source: spliced(reference, node.start, node.end, changed),
        },
      ];
    }),
  );

  const offByOne: SourceMutant[] = [];
  for (const node of nodes) {
    if (node.type !== "binary_expression") continue;
    const operator = fieldOf(node, "operator");
    const other = operator ? comparisons[operator.type] : undefined;
    if (!operator || other === undefined) continue;
    offByOne.push({
      kind: "off-by-one",
      name: `第 ${line(node)} 行：把 ${operator.type} 改成 ${other}`,
      source: spliced(reference, operator.start, operator.end, other),
    });
    const right = fieldOf(node, "right");
    if (node.field === "condition" && node.parent?.type === "for_statement" && right)
      for (const [change, words] of [
        [" + 1", "加 1"],
        [" - 1", "减 1"],
      ] as const)
        offByOne.push({
          kind: "off-by-one",
          name: `第 ${line(node)} 行：循环的边界 ${quoted(text(right))} ${words}`,
          source: spliced(reference, right.end, right.end, change),
        });
  }
  kinds.push(offByOne);

  const blocks = program.reachable.filter((node) => node.type === "compound_statement");
  const statementsOf = (block: CppNode) =>
    namedChildren(block).filter((child) => statementTypes.has(child.type));
  const identifiers = (node: CppNode) =>
    new Set([...descendants(node)].filter((inner) => inner.type === "identifier").map(text));

  const swaps: SourceMutant[] = [];
  for (const block of blocks) {
    const statements = statementsOf(block);
    for (let i = 0; i + 1 < statements.length; i++) {
      const [a, b] = [statements[i] as CppNode, statements[i + 1] as CppNode];
      if (!simpleStatements.has(a.type) || !simpleStatements.has(b.type) || text(a) === text(b)) continue;
      const [namesA, namesB] = [identifiers(a), identifiers(b)];
      const independent =
        ![...namesA].some((name) => namesB.has(name)) &&
        ![...namesA, ...namesB].some((name) => effectNames.has(name)) &&
        a.type !== "return_statement" &&
        b.type !== "return_statement";
      swaps.push({
        kind: "swap",
        name: `交换第 ${line(a)} 行和第 ${line(b)} 行`,
        source: `${reference.slice(0, a.start)}${text(b)}${reference.slice(a.end, b.start)}${text(a)}${reference.slice(b.end)}`,
        ...(independent && {
          mayBeEquivalent: "两句用的名字各不相同，也不输出、不读输入，换了顺序可能结果一样",
        }),
      });
    }
  }
  kinds.push(swaps);

  const removals: SourceMutant[] = [];
  for (const block of blocks) {
    const main =
      block.parent?.type === "function_definition" && program.functions.get("main")?.includes(block.parent);
    for (const statement of statementsOf(block)) {
      // `return 0;` at the end of main changes nothing: main returns 0 by itself.
      if (main && statement.type === "return_statement" && text(statement).replace(/\s/g, "") === "return0;")
        continue;
      const output = program.outputs.find((each) => each.node.parent === statement);
      const blank = output?.operands.every((operand) => program.isBlank(operand)) ?? false;
      const [start, end] = wholeLines(reference, statement);
      removals.push({
        kind: "remove",
        name: `删掉第 ${line(statement)} 行 ${quoted(text(statement))}`,
        source: spliced(reference, start, end, ""),
        ...(blank && { mayBeEquivalent: "删掉的这一句只输出换行，按行比较时可能看不出差别" }),
      });
    }
  }
  kinds.push(removals);

  const fullWidth: SourceMutant[] = [];
  // Inside a function body, where a child types (not `using namespace std;` or `int main()`).
  const inBody = (node: CppNode) => {
    for (let up = node.parent; up; up = up.parent) if (up.type === "compound_statement") return true;
    return false;
  };
  const token = (type: string) => nodes.find((node) => !node.named && node.type === type && inBody(node));
  for (const [type, by, words] of [
    [";", "；", "; 打成了中文的；"],
    ["(", "（", "( 打成了中文的（"],
    [",", "，", ", 打成了中文的，"],
  ] as const) {
    const found = token(type);
    if (found)
      fullWidth.push({
        kind: "full-width",
        name: `第 ${line(found)} 行：${words}`,
        source: spliced(reference, found.start, found.end, by),
        breaksSyntax: true,
      });
  }
  const literal = nodes.find((node) => node.type === "string_literal" && inBody(node));
  if (literal)
    fullWidth.push({
      kind: "full-width",
      name: `第 ${line(literal)} 行：引号打成了中文的“”`,
      source: spliced(reference, literal.start, literal.end, `“${text(literal).slice(1, -1)}”`),
      breaksSyntax: true,
    });
  kinds.push(fullWidth);

  // A `<<` left out: the last one of the first cout with two things or more after it.
  const chain = program.outputs.find((output) => output.via === "cout" && output.operands.length >= 2);
  if (chain) {
    const lastOperand = chain.operands.at(-1) as CppNode;
    const shift = lastOperand.parent && fieldOf(lastOperand.parent, "operator");
    if (shift) {
      const before = reference.slice(0, shift.start).replace(/[ \t]+$/, "");
      kinds.push([
        {
          kind: "missing-shift",
          name: `第 ${line(shift)} 行：${quoted(text(lastOperand))} 前面少了 <<`,
          source: `${before}${reference.slice(shift.end)}`,
          breaksSyntax: true,
        },
      ]);
    }
  }

  if (firstOutput !== undefined) kinds.push(hardCoded(reference, program, firstOutput));
  return distinct(
    reference,
    kinds.flatMap((mutants) => mutants.slice(0, cppMutantsPerKind)),
  );
}

/** A statement's span widened to its whole lines when it stands alone on them. */
function wholeLines(source: string, node: CppNode): [number, number] {
  const lineStart = source.lastIndexOf("\n", node.start - 1) + 1;
  const lineEnd = source.indexOf("\n", node.end);
  const before = source.slice(lineStart, node.start);
  const after = source.slice(node.end, lineEnd < 0 ? source.length : lineEnd);
  if (before.trim() === "" && after.trim() === "")
    return [lineStart, lineEnd < 0 ? source.length : lineEnd + 1];
  return [node.start, node.end];
}

/**
 * The answer typed in: each `cout` statement of main replaced by `cout << "<its line>" << endl;`
 * when they pair up with the first test's output lines (none in a loop, each ending its line), else
 * the one cout statement by the whole output. Reading the input stays.
 */
function hardCoded(reference: string, program: CppProgram, output: string): SourceMutant[] {
  const main = program.functions.get("main")?.[0];
  const body = main && fieldOf(main, "body");
  if (!body) return [];
  const statements = program.outputs.filter((each) => each.via === "cout").map((each) => each.node.parent);
  if (statements.some((statement) => statement?.type !== "expression_statement" || statement.parent !== body))
    return [];
  const lines = outputLines(output);
  const endsLine = (statement: CppNode) => {
    const chain = program.outputs.find((each) => each.node.parent === statement);
    const last = chain?.operands.at(-1);
    return last !== undefined && program.isBlank(last) && program.text(last) !== '" "';
  };
  // The program's own spelling of the stream: `cout`, or `std::cout` where there is no `using`.
  const first = program.outputs.find((each) => each.via === "cout")?.node;
  let leftmost = first;
  while (leftmost?.type === "binary_expression") leftmost = fieldOf(leftmost, "left");
  const stream = leftmost ? program.text(leftmost) : "cout";
  const endl = stream.startsWith("std::") ? "std::endl" : "endl";
  const replaceWith = (statement: CppNode, typed: string, shown: string) => ({
    kind: "hard-coded" as const,
    name: `第 ${lineAt(reference, statement.start)} 行的 cout 直接写成了答案 ${quoted(shown)}`,
    source: spliced(reference, statement.start, statement.end, typed),
  });
  const cout = statements as CppNode[];
  if (cout.length === lines.length && cout.every(endsLine))
    return cout.map((statement, index) =>
      replaceWith(
        statement,
        `${stream} << ${cppString(lines[index] as string)} << ${endl};`,
        lines[index] as string,
      ),
    );
  if (cout.length === 1)
    return [replaceWith(cout[0] as CppNode, `${stream} << ${cppString(output)};`, output)];
  return [];
}
