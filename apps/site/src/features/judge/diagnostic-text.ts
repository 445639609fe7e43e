import type { MessageDescriptor } from "@lingui/core";
import type { Submission } from "@qisi/api";
import { explainCompileErrors } from "@qisi/judge/explain";
import { explainPythonError } from "@qisi/studio";

export interface DiagnosticExplanation {
  /** The child's line; 0 when the tool names none. */
  line: number;
  /** Why, as the explanation's cause id (`honest` when no rule was sure). */
  cause: string;
  /** A few words (Python's explanations have them; C++'s are one sentence). */
  title?: MessageDescriptor;
  text: MessageDescriptor;
  /** The tool's own words, for the fold. */
  original: string;
  tool: "python" | "compiler";
}

/** "SyntaxError: invalid syntax" → the exception's name and Python's message. */
function splitPython(message: string): { name: string; message: string } {
  const found = /^(\w+(?:Error|Exception)?): (.*)$/s.exec(message);
  return found ? { name: found[1]!, message: found[2]! } : { name: "SyntaxError", message };
}

/**
 * A submission's compile errors the way the studios explain them (the same explanations:
 * @qisi/judge/explain for C++, the Python studio's for Python), so /problems/{id} never answers a
 * child in the tool's English; the tool's words stay beside each for the fold.
 */
export function explainSubmission(
  submission: Pick<Submission, "diagnostics" | "language" | "source">,
): DiagnosticExplanation[] {
  if (submission.language === "cpp")
    return explainCompileErrors(submission.diagnostics, submission.source).map((entry) => ({
      line: entry.line,
      cause: entry.cause,
      text: entry.text,
      original: entry.original,
      tool: "compiler",
    }));
  return submission.diagnostics.map((d) => {
    const explained = explainPythonError({
      ...splitPython(d.message),
      line: d.line || null,
      source: submission.source,
    });
    return {
      line: explained.line ?? 0,
      cause: explained.cause,
      title: explained.title,
      text: explained.text,
      original: d.message,
      tool: "python",
    };
  });
}
