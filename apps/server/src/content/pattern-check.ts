import { patternProblem } from "@qisi/studio/checks/patterns";
import type { z } from "zod";

/**
 * Content's patterns are matched by RE2 (@qisi/studio/checks/patterns: linear time, in the server
 * and in the browser alike), so `content check` refuses one RE2 cannot compile, on its own line,
 * with RE2's reason, and says how to write the usual missing piece (lookaround) another way.
 */
const patternFields = ["code", "output", "error", "missing"] as const;

type WithPatterns = Partial<Record<(typeof patternFields)[number], string>>;

/** A zod refinement for a known mistake (Python or C++): one issue per pattern RE2 refuses. */
export function refuseUncompilablePatterns(wrong: WithPatterns, ctx: z.RefinementCtx): void {
  for (const field of patternFields) {
    const source = wrong[field];
    if (source === undefined) continue;
    // `error` is matched against one line ("NameError: …"); the others line by line.
    const reason = patternProblem(source, { multiline: field !== "error" });
    if (reason !== null) ctx.addIssue({ code: "custom", message: refusal(field, reason), path: [field] });
  }
}

function refusal(field: string, reason: string): string {
  const base = `${field} 的正则表达式 RE2 编译不了（RE2 说：${reason}）`;
  if (/invalid perl operator: \(\?[<=!]/.test(reason))
    return `${base}。RE2 不支持向前看 (?= (?! 和向后看 (?<= (?<!：要说“程序里缺了什么”，把它写成 missing:（见 content/README.md）`;
  if (/\\[1-9]/.test(reason)) return `${base}。RE2 不支持反向引用 \\1：请换一种写法`;
  return base;
}
