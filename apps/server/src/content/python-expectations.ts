import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { StoredPythonCheck } from "@qisi/api/contract";
import { computeExpectations, type ExpectationProblem, type PythonObserver } from "@qisi/studio/checks";
import { isNode, LineCounter, parseDocument } from "yaml";
import { pythonCheckSalt } from "./check-spec.ts";
import type { ContentIssue } from "./issues.ts";
import type { LoadedContent, LoadedExercise } from "./load.ts";

/**
 * Every Python exercise's checks expanded at import (issue 37 item 2): the trusted reference runs on
 * every written, hidden, random, function and turtle case, and the cases are stored with their
 * expected answers (server-only; the browser gets them through browserCheck). A reference that
 * fails or disagrees with a written answer is a content issue, with the file and line.
 */

/** Expansions already made in this process, by exercise file and reference: imports repeat. */
const made = new Map<string, StoredPythonCheck>();

/** A Python exercise, or a Parsons step in Python: its assembled program is checked the same way. */
const isPythonChecked = (data: LoadedExercise["data"] | undefined) =>
  data?.kind === "python" || (data?.kind === "parsons" && data.language === "python");

export function pythonExercises(content: LoadedContent): LoadedExercise[] {
  return content.courses.flatMap((course) =>
    course.units.flatMap((unit) =>
      unit.lessons.flatMap((lesson) =>
        lesson.steps.flatMap((step) =>
          isPythonChecked(step.exercise?.data) && step.exercise ? [step.exercise] : [],
        ),
      ),
    ),
  );
}

export async function expandPythonChecks(
  content: LoadedContent,
  root: string,
  python: PythonObserver,
): Promise<{ checks: Map<string, StoredPythonCheck>; issues: ContentIssue[] }> {
  const checks = new Map<string, StoredPythonCheck>();
  const issues: ContentIssue[] = [];
  for (const exercise of pythonExercises(content)) {
    if (!isPythonChecked(exercise.data)) continue;
    const key = createHash("sha256")
      .update(JSON.stringify([exercise.id, exercise.data, exercise.solution ?? null]))
      .digest("hex");
    const known = made.get(key);
    if (known) {
      checks.set(exercise.id, known);
      continue;
    }
    const salt = pythonCheckSalt(exercise.id, exercise.solution);
    const { check, problems } = await computeExpectations(exercise.data, exercise.solution, python, salt);
    if (check) {
      made.set(key, check);
      checks.set(exercise.id, check);
    }
    issues.push(...problems.map((problem) => issueOf(root, exercise, problem)));
  }
  return { checks, issues };
}

/** A problem as content check prints it: the solution's line it failed on, else the case's line in the YAML. */
function issueOf(root: string, exercise: LoadedExercise, problem: ExpectationProblem): ContentIssue {
  const where = problem.path.length > 0 ? `${problem.path.join(".")}: ` : "";
  if (problem.solutionLine !== undefined)
    return {
      file: exercise.file.replace(/\.yaml$/, ".solution.py"),
      line: problem.solutionLine,
      reason: `${where}${problem.reason}`,
    };
  return {
    file: exercise.file,
    line: yamlLine(join(root, exercise.file), problem.path),
    reason: `${where}${problem.reason}`,
  };
}

/** The line of the deepest node on the path that exists in the YAML file (1 when unreadable). */
function yamlLine(path: string, keys: (string | number)[]): number {
  try {
    const lineCounter = new LineCounter();
    const doc = parseDocument(readFileSync(path, "utf8"), { lineCounter });
    for (let depth = keys.length; depth >= 0; depth--) {
      const node = depth === 0 ? doc.contents : doc.getIn(keys.slice(0, depth), true);
      if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line;
    }
  } catch {
    // The file loaded a moment ago; if it cannot be read again, the first line will do.
  }
  return 1;
}
