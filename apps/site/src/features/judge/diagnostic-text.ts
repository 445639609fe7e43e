import type { Submission } from "@qisi/api";
import { type ExplainText, explainDiagnostic } from "@qisi/judge/explain";

export interface DiagnosticText {
  line: number;
  /** The C++ studio's Chinese explanation when the beginner table knows the error, else the compiler's words. */
  text: ExplainText | string;
  /** The compiler's own words, kept for the folded original. */
  original: string;
}

/**
 * A submission's compile errors the way the C++ studio explains them (the same table,
 * @qisi/judge/explain), so /problems/{id} does not answer a child in clang's English.
 */
export function diagnosticTexts(
  submission: Pick<Submission, "diagnostics" | "language" | "source">,
): DiagnosticText[] {
  return submission.diagnostics.map((d) => {
    const explained = submission.language === "cpp" ? explainDiagnostic(d, submission.source) : null;
    return { line: d.line, text: explained?.text ?? d.message, original: d.message };
  });
}
