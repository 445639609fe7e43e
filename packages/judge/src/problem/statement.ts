import type { TestCase } from "../judge/judge.ts";
import { issue, type PackageIssue } from "./errors.ts";

// Hydro's statements carry samples as fenced blocks whose info string is `input<n>`/`output<n>`
// (its Markdown renderer turns each pair into a sample box with a copy button).
const SAMPLE_BLOCK = /^(`{3,})(input|output)(\d+)[ \t]*\n([\s\S]*?)^\1[ \t]*$/gm;

/** The samples in a statement, by number; an input without its output (or the reverse) is an issue. */
export function readSamples(markdown: string, file: string): { samples: TestCase[]; issues: PackageIssue[] } {
  const inputs = new Map<number, string>();
  const outputs = new Map<number, string>();
  for (const match of markdown.matchAll(SAMPLE_BLOCK)) {
    const [, , kind, number, body] = match;
    (kind === "input" ? inputs : outputs).set(Number(number), body ?? "");
  }
  const issues: PackageIssue[] = [];
  const numbers = [...new Set([...inputs.keys(), ...outputs.keys()])].sort((a, b) => a - b);
  const samples: TestCase[] = [];
  for (const n of numbers) {
    const input = inputs.get(n);
    const output = outputs.get(n);
    if (input === undefined || output === undefined) {
      const missing = input === undefined ? `input${n}` : `output${n}`;
      issues.push(
        issue(file, "bad-sample", `sample ${n} has no ${missing} block`, `样例 ${n} 缺少 ${missing} 代码块`),
      );
      continue;
    }
    samples.push({ input, output });
  }
  return { samples, issues };
}
