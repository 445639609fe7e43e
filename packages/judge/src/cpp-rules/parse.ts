import { createRequire } from "node:module";
import { Language, Parser, type TreeCursor } from "web-tree-sitter";

/**
 * C++ source as tree-sitter-cpp reads it, copied out of WebAssembly into plain objects: the rules
 * and the mutant generators walk them as often as they like without touching the parser's memory,
 * and nothing has to be freed. The parser (web-tree-sitter's runtime and the grammar's
 * `tree-sitter-cpp.wasm`, ~3.4 MB) is loaded once per process, on the first parse.
 */

/** One node of the syntax tree. Offsets count UTF-16 code units, as JavaScript strings do. */
export interface CppNode {
  /** The grammar's name (`for_statement`, `identifier`), or the token itself for anonymous nodes (`<<`, `;`). */
  readonly type: string;
  readonly named: boolean;
  /** The field this node fills in its parent (`left`, `body`, `declarator`), if any. */
  readonly field: string | undefined;
  readonly start: number;
  readonly end: number;
  /** 1-based line of its first character. */
  readonly line: number;
  readonly children: CppNode[];
  readonly parent: CppNode | undefined;
  /** An `ERROR` node, or one the parser made up to recover (a missing `;`). */
  readonly broken: boolean;
}

export interface ParsedCpp {
  readonly source: string;
  readonly root: CppNode;
  /** Whether the parser had to recover anywhere (the program is not C++ as tree-sitter knows it). */
  readonly hasError: boolean;
}

/** The same bound as a C++ attempt's source (64 KB): parsing that much takes well under a second. */
export const maxCppRulesSourceLength = 65_536;

let parserLoading: Promise<Parser> | undefined;

function loadParser(): Promise<Parser> {
  parserLoading ??= (async () => {
    await Parser.init();
    const require = createRequire(import.meta.url);
    const language = await Language.load(require.resolve("tree-sitter-cpp/tree-sitter-cpp.wasm"));
    const parser = new Parser();
    parser.setLanguage(language);
    return parser;
  })();
  // A failed load (a broken install) is tried again next time rather than remembered.
  parserLoading.catch(() => {
    parserLoading = undefined;
  });
  return parserLoading;
}

/**
 * Brackets nested deeper than clang's own limit (`-fbracket-depth`, 256): such a program never
 * compiles, and tree-sitter takes seconds over 20,000 nested parentheses.
 */
export const maxCppBracketDepth = 256;

/** Why a program is not parsed: longer than `maxCppRulesSourceLength`, or brackets nested too deep. */
export type Unparsed = "too-long" | "too-deep";

/** Parses C++ source, or says why it would not. */
export async function parseCpp(source: string): Promise<ParsedCpp | Unparsed> {
  if (source.length > maxCppRulesSourceLength) return "too-long";
  if (bracketDepth(source) > maxCppBracketDepth) return "too-deep";
  const parser = await loadParser();
  const tree = parser.parse(source);
  if (!tree) return "too-long";
  try {
    const cursor = tree.walk();
    try {
      const root = copyTree(cursor);
      return { source, root, hasError: tree.rootNode.hasError };
    } finally {
      cursor.delete();
    }
  } finally {
    tree.delete();
  }
}

/**
 * How deep `(`, `[` and `{` nest, outside comments, strings and character literals: one pass over
 * the characters (a bound before parsing, not a reading of the program).
 */
export function bracketDepth(source: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    const next = source[i + 1];
    if (char === "/" && next === "/") {
      const end = source.indexOf("\n", i);
      i = end < 0 ? source.length : end;
    } else if (char === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      i = end < 0 ? source.length : end + 1;
    } else if (char === '"' || char === "'") {
      for (i++; i < source.length && source[i] !== char && source[i] !== "\n"; i++)
        if (source[i] === "\\") i++;
    } else if (char === "(" || char === "[" || char === "{") {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if ((char === ")" || char === "]" || char === "}") && depth > 0) depth--;
  }
  return deepest;
}

type MutableNode = { -readonly [K in keyof CppNode]: CppNode[K] };

/** The cursor's tree as plain objects, without recursion (a deeply nested program is no stack overflow). */
function copyTree(cursor: TreeCursor): CppNode {
  const make = (parent: MutableNode | undefined): MutableNode => {
    const node: MutableNode = {
      type: cursor.nodeType,
      named: cursor.nodeIsNamed,
      field: cursor.currentFieldName ?? undefined,
      start: cursor.startIndex,
      end: cursor.endIndex,
      line: cursor.startPosition.row + 1,
      children: [],
      parent,
      broken: cursor.nodeType === "ERROR" || cursor.nodeIsMissing,
    };
    parent?.children.push(node);
    return node;
  };
  const root = make(undefined);
  let current = root;
  for (;;) {
    if (cursor.gotoFirstChild()) {
      current = make(current);
      continue;
    }
    for (;;) {
      if (cursor.gotoNextSibling()) {
        current = make(current.parent as MutableNode);
        break;
      }
      if (!cursor.gotoParent()) return root;
      current = current.parent as MutableNode;
    }
  }
}

/** Every node under `root` (itself first), in source order, without recursion. */
export function* descendants(root: CppNode, skip?: (node: CppNode) => boolean): Generator<CppNode> {
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop() as CppNode;
    yield node;
    if (node !== root && skip?.(node)) continue;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as CppNode);
  }
}

/** The child that fills `field`. */
export const fieldOf = (node: CppNode, field: string): CppNode | undefined =>
  node.children.find((child) => child.field === field);

export const textOf = (parsed: ParsedCpp, node: CppNode): string => parsed.source.slice(node.start, node.end);

export const namedChildren = (node: CppNode): CppNode[] => node.children.filter((child) => child.named);
