import type { ContentIssue } from "./issues.ts";

/** A step as written: its `## ` heading, its prose, and the exercise its last line names. */
export interface StepSource {
  title: string;
  markdown: string;
  exercise?: number;
  line: number;
}

export interface LessonSource {
  frontmatter: string;
  /** Line of the frontmatter's first YAML line. */
  frontmatterLine: number;
  /** Prose before the first step (may be empty). */
  intro: string;
  steps: StepSource[];
}

const fence = /^\s*(```|~~~)/;
const stepHeading = /^## (.+)$/;
const exerciseLine = /^::: exercise-(\d+)\s*$/;

/**
 * Splits lesson.md into frontmatter and steps. A step starts at a level-2 heading (`## 标题`) outside
 * a code block; its exercise, if any, is its last non-empty line, `::: exercise-<n>`, naming
 * `exercise-<n>.yaml` beside the file — so a step is always prose first, then one task. Prose before
 * the first heading is the lesson's introduction; a lesson may be only that (a video lesson's notes).
 */
export function splitLesson(
  text: string,
  file: string,
): { lesson: LessonSource | null; issues: ContentIssue[] } {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  if (lines[0]?.trim() !== "---")
    return {
      lesson: null,
      issues: [{ file, line: 1, reason: "lesson.md 要以 --- 开头的 frontmatter 开始" }],
    };
  const end = lines.indexOf("---", 1);
  if (end < 0) return { lesson: null, issues: [{ file, line: 1, reason: "frontmatter 没有用 --- 结束" }] };
  const issues: ContentIssue[] = [];
  const intro: string[] = [];
  const steps: (StepSource & { body: string[] })[] = [];
  let inCode = false;
  for (let index = end + 1; index < lines.length; index++) {
    const line = lines[index]!;
    const lineNumber = index + 1;
    if (fence.test(line)) inCode = !inCode;
    const heading = inCode ? null : stepHeading.exec(line);
    if (heading) {
      steps.push({ title: heading[1]!.trim(), markdown: "", line: lineNumber, body: [] });
      continue;
    }
    const step = steps.at(-1);
    const directive = inCode ? null : exerciseLine.exec(line.trim());
    if (directive) {
      if (!step) issues.push({ file, line: lineNumber, reason: "练习要放在某一步（## 标题）里" });
      else if (step.exercise !== undefined)
        issues.push({ file, line: lineNumber, reason: "一步里最多只能有一个练习" });
      else step.exercise = Number(directive[1]);
      continue;
    }
    if (step?.exercise !== undefined && line.trim() !== "")
      issues.push({
        file,
        line: lineNumber,
        reason: "练习（::: exercise-n）要写在这一步的最后：先讲解，再练习",
      });
    (step ? step.body : intro).push(line);
  }
  if (inCode) issues.push({ file, line: lines.length, reason: "代码块没有用 ``` 结束" });
  for (const step of steps)
    if (step.body.join("").trim() === "")
      issues.push({ file, line: step.line, reason: `“${step.title}”这一步还没有讲解文字` });
  return {
    lesson: {
      frontmatter: lines.slice(1, end).join("\n"),
      frontmatterLine: 2,
      intro: intro.join("\n").trim(),
      steps: steps.map(({ body, ...step }) => ({ ...step, markdown: body.join("\n").trim() })),
    },
    issues,
  };
}
