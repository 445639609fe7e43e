/** One thing wrong with content/: the file (relative to the content folder), its line, and why. */
export interface ContentIssue {
  file: string;
  line: number;
  reason: string;
}

/** Thrown by an import that was asked to write content with issues: nothing was written. */
export class ContentInvalidError extends Error {
  readonly issues: ContentIssue[];
  constructor(issues: ContentIssue[]) {
    super(`content/ has ${issues.length} problem(s):\n${formatIssues(issues)}`);
    this.issues = issues;
  }
}

/** `courses/x/01-a/lesson.md:3: 缺少 title`, one per line, in file order. */
export function formatIssues(issues: ContentIssue[]): string {
  return [...issues]
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
    .map((issue) => `content/${issue.file}:${issue.line}: ${issue.reason}`)
    .join("\n");
}
