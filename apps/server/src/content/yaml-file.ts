import { isNode, LineCounter, parseDocument, visit } from "yaml";
import type { z } from "zod";
import type { ContentIssue } from "./issues.ts";

/**
 * Parses YAML and validates it with a zod schema; every problem names the line it is on. `firstLine`
 * shifts the numbers when the YAML sits inside another file (a lesson's frontmatter starts on line 2).
 */
export function parseYaml<T extends z.ZodType>(
  text: string,
  schema: T,
  file: string,
  firstLine = 1,
): { value: z.output<T> | null; issues: ContentIssue[]; lineOf: LineOf } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  const lineOf: LineOf = (path) => lineOfPath(doc, path, lineAt);
  if (doc.errors.length > 0) {
    return {
      value: null,
      lineOf,
      issues: doc.errors.map((error) => ({
        file,
        line: lineAt(error.pos[0]),
        reason: `YAML 写得不对：${error.message.split("\n")[0]}`,
      })),
    };
  }
  const issues = plainProseCutByHash(doc, text, lineAt).map((line) => ({
    file,
    line,
    reason: "这一行没有加引号的文字里有“ #”：YAML 把 # 后面当成注释丢掉了。把整段文字用引号括起来",
  }));
  const parsed = schema.safeParse(doc.toJS() ?? {});
  if (parsed.success) return { value: parsed.data, issues, lineOf };
  return {
    value: null,
    lineOf,
    issues: [
      ...issues,
      ...parsed.error.issues.map((issue) => ({
        file,
        line: lineOfPath(doc, issue.path as (string | number)[], lineAt),
        reason: describe(issue),
      })),
    ],
  };
}

/** The line of a field (`["tests", 2, "stdout"]`), or of its nearest parent that is written. */
export type LineOf = (path: (string | number)[]) => number;

/**
 * Plain (unquoted) prose followed on its line by ` #…`: YAML reads the rest as a comment, so a
 * message written as `message: 第 1 步 #2 不对` loses its end without a word. Prose is a value with
 * a space or a character beyond ASCII; a comment after a plain word (`kind: python  # …`) or after
 * a quoted value is fine.
 */
function plainProseCutByHash(
  doc: ReturnType<typeof parseDocument>,
  text: string,
  lineAt: (offset: number) => number,
) {
  const lines: number[] = [];
  visit(doc, {
    Scalar(_key, node) {
      if (node.type !== "PLAIN" || typeof node.value !== "string" || !node.range) return;
      if (!/[\s\u0080-\uffff]/.test(node.value)) return;
      const lineEnd = text.indexOf("\n", node.range[1]);
      const rest = text.slice(node.range[1], lineEnd < 0 ? undefined : lineEnd);
      if (/^\s+#/.test(rest) || /^\s*#/.test(rest)) lines.push(lineAt(node.range[0]));
    },
  });
  return lines;
}

/** The line of the deepest node on the path that exists (a missing field points at its parent). */
function lineOfPath(
  doc: ReturnType<typeof parseDocument>,
  path: (string | number)[],
  lineAt: (offset: number) => number,
): number {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
    if (isNode(node) && node.range) return lineAt(node.range[0]);
  }
  return lineAt(0);
}

function describe(issue: z.core.$ZodIssue): string {
  const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  if (issue.code === "invalid_type" && issue.input === undefined)
    return `${where}缺少这一项（${issue.expected}）`;
  if (issue.code === "invalid_type") return `${where}应该是 ${issue.expected}`;
  if (issue.code === "invalid_value") return `${where}只能是 ${issue.values.map(String).join("、")}`;
  if (issue.code === "unrecognized_keys")
    return `${where}不认识的字段 ${issue.keys.join("、")}（拼错了吗？）`;
  return `${where}${issue.message}`;
}
