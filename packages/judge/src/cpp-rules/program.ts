import { type CppNode, descendants, fieldOf, namedChildren, type ParsedCpp, textOf } from "./parse.ts";

/**
 * What the structure rules ask of a parsed C++ program, worked out once: which code can run (from
 * `main`, through the functions it names), what it prints and with what, which names get values.
 */

/** One statement that prints: a `cout << …` chain or a `printf`/`puts`/`putchar` call. */
export interface CppOutput {
  node: CppNode;
  /** `cout` or the function's name, for the child's sentence. */
  via: string;
  /** What is printed, in order: the operands after `cout`, or the call's arguments. */
  operands: CppNode[];
}

const functionBodies = new Set(["function_definition"]);
/** Manipulators and library functions that print nothing of their own or compute only from their arguments. */
const manipulators = new Set([
  "endl",
  "ends",
  "flush",
  "fixed",
  "scientific",
  "hex",
  "dec",
  "oct",
  "boolalpha",
  "noboolalpha",
  "showpoint",
  "noshowpoint",
  "left",
  "right",
  "setw",
  "setprecision",
  "setfill",
]);
const pureFunctions = new Set([
  ...manipulators,
  "max",
  "min",
  "abs",
  "fabs",
  "pow",
  "sqrt",
  "floor",
  "ceil",
  "round",
  "to_string",
  "static_cast",
  "string",
]);
const typeNodes = new Set([
  "type_descriptor",
  "primitive_type",
  "type_identifier",
  "template_argument_list",
  "sized_type_specifier",
]);
const printFunctions = new Set(["printf", "puts", "putchar"]);
const readFunctions = new Set(["scanf", "getchar", "gets", "fgets", "getline"]);

export class CppProgram {
  readonly everything: CppNode[];
  /** Function definitions by name (a method's, an out-of-line `A::f`'s last name). */
  readonly functions = new Map<string, CppNode[]>();
  /** Function definitions whose bodies can run. */
  readonly reached = new Set<CppNode>();
  /** Every node in code that can run. */
  readonly reachable: CppNode[] = [];
  /** Names that get a value in code that can run: `x = …`, `int x = …`, `cin >> x`, `x++`, parameters. */
  readonly assigned = new Set<string>();
  /** Every name the program declares itself (variables and functions), so `max` may be a variable. */
  readonly ownNames = new Set<string>();
  readonly outputs: CppOutput[] = [];

  readonly parsed: ParsedCpp;

  constructor(parsed: ParsedCpp) {
    this.parsed = parsed;
    this.everything = [...descendants(parsed.root)];
    for (const node of this.everything) {
      if (node.type === "function_definition") {
        const name = declaredName(parsed, node);
        if (name === undefined) continue;
        const list = this.functions.get(name) ?? [];
        list.push(node);
        this.functions.set(name, list);
        this.ownNames.add(name);
      } else if (node.field === "declarator" && node.type === "identifier") {
        this.ownNames.add(textOf(parsed, node));
      }
    }
    this.reach();
    this.findAssignments();
    this.findOutputs();
  }

  text(node: CppNode): string {
    return textOf(this.parsed, node);
  }

  /**
   * Code that can run: every top-level line outside function bodies (global initialisers), then
   * `main`, then each function (or class, for its constructors) that reachable code names, until no
   * new one is named. A program without `main` is a fragment: all of it counts.
   */
  private reach() {
    const main = this.functions.get("main");
    const bodies: CppNode[] = main ? [...main] : [...this.functions.values()].flat();
    let frontier = [...descendants(this.parsed.root, (node) => functionBodies.has(node.type))];
    const named = new Set<string>();
    for (;;) {
      for (const node of frontier) this.reachable.push(node);
      for (const node of frontier) {
        // A name declared (a prototype `int add(int, int);`, a variable) is not a use of it.
        if (node.field === "declarator") continue;
        if (
          node.type === "identifier" ||
          node.type === "field_identifier" ||
          node.type === "type_identifier"
        ) {
          const name = this.text(node);
          if (named.has(name)) continue;
          named.add(name);
          bodies.push(...(this.functions.get(name) ?? []));
        }
      }
      frontier = [];
      for (const body of bodies.splice(0)) {
        if (this.reached.has(body)) continue;
        this.reached.add(body);
        for (const node of descendants(body, (inner) => functionBodies.has(inner.type)))
          if (node !== body) frontier.push(node);
      }
      if (frontier.length === 0) return;
    }
  }

  /** The name of a function that is never reached but holds a node passing `test`. */
  uncalledFunctionWith(test: (node: CppNode) => boolean): string | undefined {
    for (const [name, definitions] of this.functions)
      for (const definition of definitions)
        if (!this.reached.has(definition) && [...descendants(definition)].some(test)) return name;
    return undefined;
  }

  private findAssignments() {
    const declares = (declarator: CppNode | undefined) => {
      const name = declarator && declaredName(this.parsed, declarator);
      if (name !== undefined) this.assigned.add(name);
    };
    const assigns = (target: CppNode | undefined) => {
      const name = target && targetName(this.parsed, target);
      if (name !== undefined) this.assigned.add(name);
    };
    for (const node of this.reachable) {
      switch (node.type) {
        case "init_declarator":
        case "for_range_loop":
        case "parameter_declaration":
          declares(fieldOf(node, "declarator"));
          break;
        case "assignment_expression":
          assigns(fieldOf(node, "left"));
          break;
        case "update_expression":
          assigns(fieldOf(node, "argument"));
          break;
        case "call_expression": {
          const callee = this.calleeName(node);
          const args = fieldOf(node, "arguments");
          if (args && (callee === "scanf" || callee === "getline"))
            for (const argument of namedChildren(args).slice(1)) assigns(argument);
          break;
        }
        default:
          if (this.isStreamChain(node, "cin"))
            for (const operand of this.chainOperands(node)) assigns(operand);
      }
    }
  }

  private findOutputs() {
    for (const node of this.reachable) {
      if (this.isStreamChain(node, "cout"))
        this.outputs.push({ node, via: "cout", operands: this.chainOperands(node) });
      else if (node.type === "call_expression") {
        const callee = this.calleeName(node);
        if (callee !== undefined && printFunctions.has(callee))
          this.outputs.push({
            node,
            via: callee,
            operands: namedChildren(fieldOf(node, "arguments") as CppNode),
          });
      }
    }
  }

  /** The outermost `stream << a << b` (or `>>`) whose leftmost operand is `cout`/`cin` (or `std::…`). */
  isStreamChain(node: CppNode, stream: "cout" | "cin"): boolean {
    const operator = stream === "cout" ? "<<" : ">>";
    if (node.type !== "binary_expression" || fieldOf(node, "operator")?.type !== operator) return false;
    const parent = node.parent;
    if (
      parent?.type === "binary_expression" &&
      node.field === "left" &&
      fieldOf(parent, "operator")?.type === operator
    )
      return false;
    let left: CppNode | undefined = node;
    while (left?.type === "binary_expression" && fieldOf(left, "operator")?.type === operator)
      left = fieldOf(left, "left");
    return left !== undefined && this.nameOf(left) === stream;
  }

  /** The operands after the stream, in order. */
  chainOperands(chain: CppNode): CppNode[] {
    const operands: CppNode[] = [];
    let link: CppNode | undefined = chain;
    const operator = fieldOf(chain, "operator")?.type;
    while (link?.type === "binary_expression" && fieldOf(link, "operator")?.type === operator) {
      const right = fieldOf(link, "right");
      if (right) operands.unshift(right);
      link = fieldOf(link, "left");
    }
    return operands;
  }

  /** `x` for `x` and `std::x`; undefined for anything else. */
  nameOf(node: CppNode): string | undefined {
    if (node.type === "identifier") return this.text(node);
    if (node.type === "qualified_identifier") {
      const name = fieldOf(node, "name");
      return name ? this.nameOf(name) : undefined;
    }
    return undefined;
  }

  /** The called function's name: `f(…)`, `std::f(…)`, `obj.f(…)`, `f<int>(…)`. */
  calleeName(call: CppNode): string | undefined {
    const callee = fieldOf(call, "function");
    if (!callee) return undefined;
    if (callee.type === "field_expression") {
      const field = fieldOf(callee, "field");
      return field ? this.text(field) : undefined;
    }
    if (callee.type === "template_function") {
      const name = fieldOf(callee, "name");
      return name ? this.nameOf(name) : undefined;
    }
    return this.nameOf(callee);
  }

  /** Whether the program reads input in reachable code: `cin`, `scanf`, `getchar`, `getline`… */
  readsInput(): boolean {
    return this.reachable.some(
      (node) =>
        (node.type === "identifier" && this.text(node) === "cin") ||
        (node.type === "call_expression" && readFunctions.has(this.calleeName(node) ?? "")),
    );
  }

  /** Names read inside these nodes. */
  namesIn(nodes: Iterable<CppNode>): Set<string> {
    const names = new Set<string>();
    for (const root of nodes)
      for (const node of descendants(root)) if (node.type === "identifier") names.add(this.text(node));
    return names;
  }

  /**
   * Whether an expression is made of literals alone: no variable, no input, no call of the
   * program's own. `12 * 34`, `"a" "b"`, `to_string(408)`, `setw(5)` are literals.
   */
  isConstant(expression: CppNode): boolean {
    for (const node of descendants(expression, (inner) => typeNodes.has(inner.type))) {
      if (typeNodes.has(node.type)) continue;
      if (node.type === "identifier") {
        const name = this.text(node);
        if (!pureFunctions.has(name) || this.ownNames.has(name)) return false;
      } else if (node.type === "this" || node.type === "lambda_expression") return false;
    }
    return true;
  }

  /** An operand that prints nothing a child would call output: `endl`, `'\n'`, `" "`, `fixed`, `setw(5)`. */
  isBlank(operand: CppNode): boolean {
    if (operand.type === "identifier" || operand.type === "qualified_identifier")
      return manipulators.has(this.nameOf(operand) ?? "");
    if (operand.type === "call_expression")
      return manipulators.has(this.calleeName(operand) ?? "") && this.isConstant(operand);
    if (operand.type === "string_literal" || operand.type === "char_literal") {
      const inner = this.text(operand).slice(1, -1);
      return inner.replace(/\\[ntr]/g, " ").trim() === "";
    }
    return false;
  }
}

/** The name a declarator declares: `x` in `x`, `x[10]`, `*x`, `&x`, `x = 5`, `f(int a)`, `A::f`. */
export function declaredName(parsed: ParsedCpp, node: CppNode): string | undefined {
  let current: CppNode | undefined = node;
  for (let steps = 0; current && steps < 64; steps++) {
    switch (current.type) {
      case "identifier":
      case "field_identifier":
      case "destructor_name":
      case "operator_name":
        return textOf(parsed, current);
      case "qualified_identifier":
        current = fieldOf(current, "name");
        break;
      default:
        current =
          fieldOf(current, "declarator") ??
          namedChildren(current).find((child) => child.type !== "type_qualifier");
    }
  }
  return undefined;
}

/** The variable an assignment target stands for: `x` in `x`, `x[i]`, `x.y`, `&x` (scanf), `(x)`. */
function targetName(parsed: ParsedCpp, node: CppNode): string | undefined {
  let current: CppNode | undefined = node;
  for (let steps = 0; current && steps < 64; steps++) {
    switch (current.type) {
      case "identifier":
        return textOf(parsed, current);
      case "subscript_expression":
      case "field_expression":
      case "pointer_expression":
        current = fieldOf(current, "argument");
        break;
      case "parenthesized_expression":
        current = namedChildren(current)[0];
        break;
      default:
        return undefined;
    }
  }
  return undefined;
}
