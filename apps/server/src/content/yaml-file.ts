import { isNode, LineCounter, parseDocument } from "yaml";
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
): { value: z.output<T> | null; issues: ContentIssue[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  if (doc.errors.length > 0) {
    return {
      value: null,
      issues: doc.errors.map((error) => ({
        file,
        line: lineAt(error.pos[0]),
        reason: `YAML 写得不对：${error.message.split("\n")[0]}`,
      })),
    };
  }
  const parsed = schema.safeParse(doc.toJS() ?? {});
  if (parsed.success) return { value: parsed.data, issues: [] };
  return {
    value: null,
    issues: parsed.error.issues.map((issue) => ({
      file,
      line: lineOfPath(doc, issue.path as (string | number)[], lineAt),
      reason: describe(issue),
    })),
  };
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
