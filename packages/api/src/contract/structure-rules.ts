import { z } from "zod";

// ── Rules on how a program is built (issue 37 item 2) ───────────────────────────────────────────
// Checked on the program's syntax tree once its tests pass: Python's `ast` (@qisi/studio's
// python-rules.py.ts) and tree-sitter-cpp for C++ (@qisi/judge's cpp-rules). The program is parsed,
// never run. Only code that can run counts: a loop inside a function nobody calls is no loop.
// Each rule has a warm default message; `message` replaces it.

const message = z.string().min(1).optional();
const name = z.string().regex(/^[A-Za-z_]\w*$/, "名字只能用字母、数字和下划线，不能用数字开头");

/**
 * A variable (any, or the one named) gets a value and is used where `usedIn` says: in what the
 * program prints (`output`, the default; `print` means the same in Python), in a `return`, or
 * anywhere at all. "Gets a value": an assignment, `+=`, a loop's variable, a parameter, `cin >>`.
 */
export const VariableRuleTarget = z.strictObject({
  name: name.optional(),
  usedIn: z.enum(["output", "print", "return", "any"]).default("output"),
});

/**
 * What is printed comes from the program's own work: every `print(…)` / `cout << …` that prints
 * something involves a variable, an input or a call of the program's own. `print(408)`,
 * `print("12 * 34 = 408")`, `print(f"{408}")`, `cout << 14` and also `print(12 * 34)` /
 * `cout << 12 * 34` break it (arithmetic on literals is still a literal; to require the
 * arithmetic, use `operator`). Lines that print only spaces or line breaks do not count.
 */
const noLiteralOutput = z.literal(true);

/** A function of the program's own (not `main`) is defined (named `name`, when given) and called. */
const FunctionRuleTarget = z.strictObject({ name: name.optional() });

/** Operators a Python rule can ask for; `+` is also found in `+=`, and so on. */
export const PythonOperator = z.enum([
  "+",
  "-",
  "*",
  "/",
  "//",
  "%",
  "**",
  "==",
  "!=",
  "<",
  "<=",
  ">",
  ">=",
  "and",
  "or",
  "not",
]);
export type PythonOperator = z.infer<typeof PythonOperator>;

/** The rules Python adds to `require`/`forbid` (lessons.ts's PythonRule). */
export const PythonStructureRule = z.union([
  z.strictObject({ variable: VariableRuleTarget, message }),
  z.strictObject({ operator: PythonOperator, message }),
  z.strictObject({ noLiteralOutput, message }),
  /**
   * `input()` is read and turned into a number: `int`, `float`, `number` (either), or `any` (read
   * at all). `int(input())`, `a = input()` then `int(a)`, `map(int, input().split())` all count.
   */
  z.strictObject({ input: z.enum(["int", "float", "number", "any"]), message }),
  z.strictObject({ function: FunctionRuleTarget, message }),
]);
export type PythonStructureRule = z.infer<typeof PythonStructureRule>;

/**
 * A construct in a C++ program: `for`, `while`, `do`, `loop` (any of the three, or a range-for),
 * `if`, `else`, `switch`, `break`, `continue`, `cin` (reading input: `cin >>`, `getline`,
 * `scanf`), `array` (`int a[10]`), `vector`, `string`, or a call by name (`call:max`).
 */
export const CppConstruct = z
  .string()
  .regex(
    /^(for|while|do|loop|if|else|switch|break|continue|cin|array|vector|string|call:[A-Za-z_]\w*)$/,
    "只能是 for、while、do、loop、if、else、switch、break、continue、cin、array、vector、string 或 call:函数名",
  );

/** Operators a C++ rule can ask for; `+` is also found in `+=` (not in `++`, which is its own). */
export const CppOperator = z.enum([
  "+",
  "-",
  "*",
  "/",
  "%",
  "==",
  "!=",
  "<",
  "<=",
  ">",
  ">=",
  "&&",
  "||",
  "!",
  "++",
  "--",
]);
export type CppOperator = z.infer<typeof CppOperator>;

/** A rule on a C++ exercise's program, checked on tree-sitter-cpp's syntax tree after its tests pass. */
export const CppRule = z.union([
  z.strictObject({ require: CppConstruct, message }),
  z.strictObject({ forbid: CppConstruct, message }),
  z.strictObject({
    variable: VariableRuleTarget.refine((v) => v.usedIn !== "print", "C++ 里写 output（cout）"),
    message,
  }),
  z.strictObject({ operator: CppOperator, message }),
  z.strictObject({ noLiteralOutput, message }),
  z.strictObject({ function: FunctionRuleTarget, message }),
]);
export type CppRule = z.infer<typeof CppRule>;
export type CppRuleInput = z.input<typeof CppRule>;

/** The first broken rule: its index in the exercise's list, and what the child reads. */
export interface StructureRuleFailure {
  /** null when the program could not be read at all (too long, nested too deep). */
  rule: number | null;
  message: string;
}
