import { type CppNode, fieldOf, type ParsedCpp, parseCpp } from "./parse.ts";
import { CppProgram } from "./program.ts";

/**
 * Rules on how a C++ program is built (issue 37 item 2), checked on tree-sitter-cpp's syntax tree
 * once the program's tests pass: the same vocabulary as Python's rules where C++ has the thing
 * (@qisi/api's `CppRule` is the schema; this is its shape). The program is parsed once per check and
 * never run. Only code that can run counts for what a rule requires: `main`, and the functions
 * that code names, and theirs. `forbid` looks everywhere.
 *
 * "A literal is printed" (`noLiteralOutput`): an output statement (`cout << …`, `printf`, `puts`,
 * `putchar`) whose operands involve no variable, no input and no function of the program's own:
 * `cout << 14`, `cout << "12 * 34 = 408"`, and also `cout << 12 * 34` (arithmetic on literals is
 * still a literal — a rule that wants the arithmetic asks for `operator: "*"`). `endl`, `'\n'`,
 * spaces and manipulators (`fixed`, `setw(5)`) are not content; a statement of only those is
 * ignored.
 */
export type CppStructureRule =
  | { require: string; message?: string | undefined }
  | { forbid: string; message?: string | undefined }
  | {
      variable: { name?: string | undefined; usedIn?: "output" | "print" | "return" | "any" | undefined };
      message?: string | undefined;
    }
  | { operator: string; message?: string | undefined }
  | { noLiteralOutput: true; message?: string | undefined }
  | { function: { name?: string | undefined }; message?: string | undefined };

/** The first broken rule's index and the child's sentence; `rule: null` when the program could not be read. */
export interface CppRuleFailure {
  rule: number | null;
  message: string;
}

const unparsed = {
  "too-long": "程序太长了，检查不了它是怎么写的。删掉用不着的部分再试试吧。",
  "too-deep": "程序里的括号套了太多层，检查不了它是怎么写的。把它拆成几行简单的再试试吧。",
} as const;

/** The first rule the program breaks, or null when every one holds (and without parsing when there are none). */
export async function cppRuleFailure(
  source: string,
  rules: readonly CppStructureRule[],
): Promise<CppRuleFailure | null> {
  if (rules.length === 0) return null;
  const parsed = await parseCpp(source);
  if (typeof parsed === "string") return { rule: null, message: unparsed[parsed] };
  return ruleFailureIn(parsed, rules);
}

/** The same on a program already parsed (the mutant generators parse it too). */
export function ruleFailureIn(parsed: ParsedCpp, rules: readonly CppStructureRule[]): CppRuleFailure | null {
  const program = new CppProgram(parsed);
  for (const [index, rule] of rules.entries()) {
    const broken = brokenBy(program, rule);
    if (broken !== undefined) return { rule: index, message: rule.message ?? broken };
  }
  return null;
}

function brokenBy(program: CppProgram, rule: CppStructureRule): string | undefined {
  if ("require" in rule) return requireConstruct(program, rule.require);
  if ("forbid" in rule) return forbidConstruct(program, rule.forbid);
  if ("variable" in rule) return variable(program, rule.variable);
  if ("operator" in rule) return operator(program, rule.operator);
  if ("noLiteralOutput" in rule) return rule.noLiteralOutput ? noLiteralOutput(program) : undefined;
  if ("function" in rule) return ownFunction(program, rule.function.name);
  throw new Error(`unknown C++ rule: ${JSON.stringify(rule)}`);
}

// ── require / forbid a construct ─────────────────────────────────────────────────────────────────

const constructNames: Record<string, string> = {
  for: "for 循环",
  while: "while 循环",
  do: "do-while 循环",
  loop: "循环（for、while 或 do-while）",
  if: "if 判断",
  else: "else",
  switch: "switch",
  break: "break",
  continue: "continue",
  cin: "cin 读入",
  array: "数组",
  vector: "vector",
  string: "string",
};

/** The construct as a phrase between Chinese words: spaced where it begins or ends in Latin letters. */
function phrase(construct: string): string {
  const name = construct.startsWith("call:")
    ? `${construct.slice(5)}()`
    : (constructNames[construct] ?? construct);
  const latin = (char: string | undefined) => char !== undefined && char.charCodeAt(0) < 128;
  return `${latin(name[0]) ? " " : ""}${name}${latin(name.at(-1)) ? " " : ""}`;
}

const loops = new Set(["for_statement", "for_range_loop", "while_statement", "do_statement"]);

function isConstruct(program: CppProgram, node: CppNode, construct: string): boolean {
  switch (construct) {
    case "for":
      return node.type === "for_statement" || node.type === "for_range_loop";
    case "while":
      return node.type === "while_statement";
    case "do":
      return node.type === "do_statement";
    case "loop":
      return loops.has(node.type);
    case "if":
      return node.type === "if_statement" || node.type === "conditional_expression";
    case "else":
      return (
        (node.type === "else_clause" && !node.children.some((child) => child.type === "if_statement")) ||
        node.type === "conditional_expression"
      );
    case "switch":
      return node.type === "switch_statement";
    case "break":
      return node.type === "break_statement";
    case "continue":
      return node.type === "continue_statement";
    case "cin":
      return (
        (node.type === "identifier" && program.text(node) === "cin") ||
        (node.type === "call_expression" && ["scanf", "getline"].includes(program.calleeName(node) ?? ""))
      );
    case "array":
      return node.type === "array_declarator";
    case "vector":
    case "string":
      return node.type === "type_identifier" && program.text(node) === construct;
    default:
      if (construct.startsWith("call:"))
        return node.type === "call_expression" && program.calleeName(node) === construct.slice(5);
      throw new Error(`unknown C++ construct: ${construct}`);
  }
}

function requireConstruct(program: CppProgram, construct: string): string | undefined {
  if (program.reachable.some((node) => isConstruct(program, node, construct))) return undefined;
  const words = phrase(construct);
  const hiddenIn = program.uncalledFunctionWith((node) => isConstruct(program, node, construct));
  if (hiddenIn !== undefined)
    return `你写了${words}，可它在函数 ${hiddenIn} 里面，而 ${hiddenIn} 一次也没有被调用，所以它不会运行。记得在 main 里调用 ${hiddenIn}()。`;
  return `这道题要用${words}来完成哦。`;
}

function forbidConstruct(program: CppProgram, construct: string): string | undefined {
  if (!program.everything.some((node) => isConstruct(program, node, construct))) return undefined;
  return `这道题不能用${phrase(construct).trimEnd()}，换一种办法试试。`;
}

// ── A variable that gets a value and is used ─────────────────────────────────────────────────────

function variable(
  program: CppProgram,
  target: { name?: string | undefined; usedIn?: string | undefined },
): string | undefined {
  const { name } = target;
  const usedIn = target.usedIn === "print" || target.usedIn === undefined ? "output" : target.usedIn;
  if (name !== undefined && !program.assigned.has(name))
    return `这道题要用一个叫 ${name} 的变量：先把值放进 ${name} 里（比如 ${name} = …;）。`;
  if (name === undefined && program.assigned.size === 0)
    return usedIn === "return"
      ? "这道题要用变量：先把算出来的值放进一个变量里，再用 return 把它交回去。"
      : "这道题要用变量：先把值放进一个变量里（比如 int x = …;），再用 cout << x 把它输出来。";
  const used =
    usedIn === "output"
      ? program.namesIn(program.outputs.flatMap((output) => output.operands))
      : usedIn === "return"
        ? program.namesIn(program.reachable.filter((node) => node.type === "return_statement"))
        : program.namesIn(
            program.reachable.filter((node) => node.type === "identifier" && node.field !== "declarator"),
          );
  const wanted = name !== undefined ? [name] : [...program.assigned];
  if (wanted.some((each) => used.has(each))) return undefined;
  if (usedIn === "output")
    return name !== undefined
      ? `变量 ${name} 已经装好了值，可输出的时候没有用到它：写 cout << ${name}（不加引号）。`
      : "你的变量已经装好了值，可 cout 后面没有用到它们：把变量名写在 << 后面（不加引号）。";
  if (usedIn === "return")
    return `要用 return 把${name ? ` ${name} ` : "变量"}交回去，不要只写一个算好的数。`;
  return `你准备了${name ? ` ${name} ` : "的变量"}，可后面一次也没有用到它。`;
}

// ── An operator is used ──────────────────────────────────────────────────────────────────────────

const arithmetic: Record<string, string> = {
  "+": "加号 +",
  "-": "减号 -",
  "*": "乘号 *",
  "/": "除号 /",
  "%": "求余数的 %",
};

function usesOperator(node: CppNode, wanted: string): boolean {
  const token = fieldOf(node, "operator")?.type;
  switch (node.type) {
    case "binary_expression":
      return token === wanted;
    case "assignment_expression":
      return token === `${wanted}=` && wanted in arithmetic;
    case "update_expression":
      return token === wanted;
    case "unary_expression":
      return wanted === "!" && token === "!";
    default:
      return false;
  }
}

function operator(program: CppProgram, wanted: string): string | undefined {
  if (program.reachable.some((node) => usesOperator(node, wanted))) return undefined;
  if (wanted in arithmetic)
    return `这道题要让计算机用${arithmetic[wanted]} 算出来，别自己先算好再把答案写进程序里哦。`;
  if (wanted === "!") return "这道题要用 ! 把条件反过来。";
  if (wanted === "&&" || wanted === "||") return `这道题要用 ${wanted} 把两个条件连起来。`;
  if (wanted === "++") return "这道题要用 ++ 让变量加 1。";
  if (wanted === "--") return "这道题要用 -- 让变量减 1。";
  return `这道题要用比较符号 ${wanted} 比一比。`;
}

// ── What is printed is not a literal ─────────────────────────────────────────────────────────────

function noLiteralOutput(program: CppProgram): string | undefined {
  const outputs = [...program.outputs].sort((a, b) => a.node.start - b.node.start);
  for (const output of outputs) {
    const content = output.operands.filter((operand) => !program.isBlank(operand));
    if (content.length > 0 && content.every((operand) => program.isConstant(operand))) {
      const where = output.via === "cout" ? "cout 后面" : `${output.via} 里`;
      return `第 ${output.node.line} 行的 ${where}直接写好了要输出的内容。让程序自己把它得出来吧：用上变量或者读进来的输入，换了数也一样能对。`;
    }
  }
  return undefined;
}

// ── A function of its own, defined and called ────────────────────────────────────────────────────

function ownFunction(program: CppProgram, name: string | undefined): string | undefined {
  const candidates = [...program.functions.entries()].filter(
    ([each]) => each !== "main" && (name === undefined || each === name),
  );
  if (candidates.length === 0)
    return name !== undefined
      ? `这道题要自己定义一个叫 ${name} 的函数，再在 main 里调用它。`
      : "这道题要自己定义一个函数（main 以外的），把要做的事写在里面，再在 main 里调用它。";
  if (candidates.some(([, definitions]) => definitions.some((each) => program.reached.has(each))))
    return undefined;
  const [uncalled] = candidates[0] as [string, CppNode[]];
  return `你定义了函数 ${uncalled}，可是一次也没有调用它：在 main 里写上 ${uncalled}(…);，它才会运行。`;
}
