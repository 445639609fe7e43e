/**
 * One thing wrong with a problem package: where (`file`, and inside a YAML file the `field`),
 * a stable `code` for programs, an English `message` for logs and a Chinese `messageZh` for the
 * teacher who uploaded the package.
 */
export interface PackageIssue {
  file: string;
  field?: string;
  code: PackageIssueCode;
  message: string;
  messageZh: string;
}

export type PackageIssueCode =
  | "missing-file"
  | "not-utf8"
  | "invalid-yaml"
  | "invalid-field"
  | "unsupported"
  | "missing-test"
  | "bad-sample"
  | "zip-corrupt"
  | "zip-too-many-entries"
  | "zip-too-large"
  | "zip-unsafe-path";

/** Thrown by the readers with every issue found, so an author fixes them in one pass. */
export class ProblemPackageError extends Error {
  readonly issues: PackageIssue[];

  constructor(issues: PackageIssue[]) {
    super(issues.map((i) => `${i.file}${i.field ? ` (${i.field})` : ""}: ${i.message}`).join("; "));
    this.name = "ProblemPackageError";
    this.issues = issues;
  }

  /** The Chinese lines to show an author, one per issue. */
  get messageZh(): string {
    return this.issues.map((i) => `${i.file}${i.field ? `（${i.field}）` : ""}：${i.messageZh}`).join("\n");
  }
}

export function issue(
  file: string,
  code: PackageIssueCode,
  message: string,
  messageZh: string,
  field?: string,
): PackageIssue {
  return field === undefined ? { file, code, message, messageZh } : { file, field, code, message, messageZh };
}
