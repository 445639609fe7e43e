import { sourceLines } from "@qisi/judge/explain";

/** One place the program gives a name a value: `x = …`, `for x in`, `def x(`, `import x`. */
export interface Assignment {
  name: string;
  line: number;
  /** The function whose body holds the assignment, or null at the top of the program. */
  inFunction: string | null;
}

const nameChars = "[\\p{L}_][\\p{L}\\p{N}_]*";
const assignedAt = [
  new RegExp(`^\\s*(${nameChars}(?:\\s*,\\s*${nameChars})*)\\s*(?:[-+*/%]|//|\\*\\*)?=(?!=)`, "u"),
  new RegExp(`^\\s*for\\s+(${nameChars}(?:\\s*,\\s*${nameChars})*)\\s+in\\b`, "u"),
  new RegExp(`^\\s*def\\s+(${nameChars})\\s*\\(`, "u"),
  new RegExp(`^\\s*import\\s+(${nameChars})`, "u"),
  new RegExp(`^\\s*from\\s+\\S+\\s+import\\s+(${nameChars}(?:\\s*,\\s*${nameChars})*)`, "u"),
];

const indentOf = (text: string) => /^\s*/.exec(text)![0].replace(/\t/g, "    ").length;

/** The def a line belongs to (the nearest less indented `def` above it), or null. */
export function enclosingFunction(lines: readonly string[], index: number): string | null {
  let indent = indentOf(lines[index] ?? "");
  for (let i = index - 1; i >= 0 && indent > 0; i--) {
    const text = lines[i]!;
    if (!text.trim() || text.trim().startsWith("#")) continue;
    const own = indentOf(text);
    if (own >= indent) continue;
    const def = new RegExp(`^\\s*def\\s+(${nameChars})`, "u").exec(text);
    if (def) return def[1]!;
    indent = own;
  }
  return null;
}

/** Every assignment of a name in the program, found line by line (good enough for beginners' programs). */
export function assignments(source: string): Assignment[] {
  const lines = sourceLines(source);
  const out: Assignment[] = [];
  lines.forEach((text, index) => {
    for (const pattern of assignedAt) {
      const match = pattern.exec(text);
      if (!match) continue;
      const inFunction = text.trimStart().startsWith("def ") ? null : enclosingFunction(lines, index);
      for (const name of match[1]!.split(",")) out.push({ name: name.trim(), line: index + 1, inFunction });
    }
  });
  return out;
}

/** The functions the program defines and whether their body returns a value. */
export function functionsOf(source: string): Map<string, { line: number; returns: boolean }> {
  const lines = sourceLines(source);
  const found = new Map<string, { line: number; returns: boolean }>();
  lines.forEach((text, index) => {
    const def = new RegExp(`^(\\s*)def\\s+(${nameChars})\\s*\\(`, "u").exec(text);
    if (!def) return;
    const indent = indentOf(text);
    let returns = false;
    for (let i = index + 1; i < lines.length; i++) {
      const body = lines[i]!;
      if (!body.trim()) continue;
      if (indentOf(body) <= indent) break;
      if (/^\s*return\s+\S/.test(body)) returns = true;
    }
    found.set(def[2]!, { line: index + 1, returns });
  });
  return found;
}

/** The built-in names a beginner means when they slip (help, quit and exit left out: nobody means them). */
export const builtinNames = [
  "print",
  "input",
  "int",
  "float",
  "str",
  "len",
  "range",
  "list",
  "dict",
  "set",
  "tuple",
  "abs",
  "max",
  "min",
  "sum",
  "round",
  "sorted",
  "reversed",
  "enumerate",
  "zip",
  "map",
  "type",
  "bool",
  "True",
  "False",
  "None",
  "pow",
  "divmod",
  "chr",
  "ord",
  "isinstance",
  "format",
];

/** The modules a beginner imports, for "import maths" and "math.sqrt without import". */
export const knownModules = [
  "math",
  "random",
  "time",
  "turtle",
  "string",
  "datetime",
  "collections",
  "itertools",
];

/** Methods of lists, strings and dictionaries, for "a.apend(1)" on Pythons that do not suggest. */
export const knownMethods = [
  "append",
  "insert",
  "remove",
  "pop",
  "sort",
  "reverse",
  "index",
  "count",
  "extend",
  "split",
  "strip",
  "join",
  "replace",
  "upper",
  "lower",
  "find",
  "startswith",
  "endswith",
  "isdigit",
  "keys",
  "values",
  "items",
  "get",
  "format",
];

/** Python's keywords, which cannot be a variable's name. */
export const keywords = new Set([
  "False",
  "None",
  "True",
  "and",
  "as",
  "assert",
  "break",
  "class",
  "continue",
  "def",
  "del",
  "elif",
  "else",
  "except",
  "finally",
  "for",
  "from",
  "global",
  "if",
  "import",
  "in",
  "is",
  "lambda",
  "not",
  "or",
  "pass",
  "raise",
  "return",
  "try",
  "while",
  "with",
  "yield",
]);
