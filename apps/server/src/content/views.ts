import { createHash } from "node:crypto";
import type { ExerciseView, StoredPythonCheck } from "@qisi/api/contract";
import { browserCheck } from "@qisi/studio/checks";
import { scratchCheckSpec, storedPythonCheck } from "./check-spec.ts";
import type { CppExerciseFile, PythonExerciseFile, QuizExerciseFile, ScratchExerciseFile } from "./schema.ts";

/** An exercise as the importer stores it (`exercises.spec`): the validated file plus its code files. */
export type StoredExercise =
  /** `check`: the cases with their expected answers, computed from the reference at import. */
  | (PythonExerciseFile & { solution?: string; starter?: string; check?: StoredPythonCheck })
  | StoredCppExercise
  /** `solution` is the reference project.json text. */
  | (ScratchExerciseFile & { solution?: string; starter?: undefined })
  | (QuizExerciseFile & { solution?: undefined; starter?: undefined });

/** A C++ exercise as stored: the file plus its reference solution (required) and starter. */
export type StoredCppExercise = CppExerciseFile & { solution: string; starter?: string };

const optionText = (option: QuizExerciseFile["options"][number]) =>
  typeof option === "string" ? option : option.text;

/**
 * What a learner may see before solving: no answers, no reference solution, no wrong-answer samples.
 * A Python exercise's checks are its cases as the browser gets them (browserCheck): inputs, a shown
 * case's answer, a hidden one's salted hash, a turtle task's expected drawing — never the program
 * that made them (issue 38 item 6: the reference used to travel in a turtle task's view).
 */
export function exerciseView(id: string, title: string, spec: StoredExercise): ExerciseView {
  if (spec.kind === "python") {
    const stored = storedPythonCheck(spec);
    if (!stored) throw new Error(`${id} has no expanded checks: content was imported by an older server`);
    return {
      id,
      kind: "python",
      title,
      starter: spec.starter ?? "",
      hints: spec.hints.length,
      ladder: spec.hints.length + (spec.solution ? 2 : 0),
      check: browserCheck(stored),
    };
  }
  if (spec.kind === "cpp") {
    return {
      id,
      kind: "cpp",
      title,
      starter: spec.starter ?? "",
      hints: spec.hints.length,
      // The nudges, then the Parsons puzzle and the solution (a C++ exercise always has one).
      ladder: spec.hints.length + 2,
      tests: spec.tests.length,
      // The schema makes every sample write its answer down, so no program runs to show them.
      samples: spec.tests
        .slice(0, spec.samples)
        .map((test) => ({ stdin: test.stdin, stdout: test.stdout ?? "" })),
    };
  }
  if (spec.kind === "scratch") {
    // The ladder ends with the reference's scripts written out in the editor's words (a Parsons
    // puzzle of blocks is not built): the child rebuilds them in the editor.
    return {
      id,
      kind: "scratch",
      title,
      hints: spec.hints.length,
      ladder: spec.hints.length + (spec.solution ? 1 : 0),
      check: scratchCheckSpec(spec),
    };
  }
  return {
    id,
    kind: "quiz",
    title,
    type: spec.type,
    question: spec.question,
    ...(spec.code !== undefined && { code: spec.code, language: spec.language }),
    options: spec.options.map(optionText),
  };
}

export interface QuizGrade {
  correct: boolean;
  /** What the author wrote for each wrong option picked. */
  why: string[];
  explanation?: string;
}

/**
 * Marks a quiz answer: a letter (single, output), letters (multiple: exactly the right set, as Hydro's
 * full score; a strict subset is not "correct") or a boolean (truefalse).
 */
export function gradeQuiz(quiz: QuizExerciseFile, answer: string | string[] | boolean): QuizGrade {
  const expected = [quiz.answer].flat().map(String).sort();
  const given = [answer].flat().map(String).sort();
  const correct =
    expected.length === given.length && expected.every((value, index) => value === given[index]);
  const why = given.flatMap((letter) => {
    if (expected.includes(letter)) return [];
    const option = quiz.options[letter.charCodeAt(0) - 65];
    return option && typeof option !== "string" && option.why ? [option.why] : [];
  });
  return { correct, why, ...(quiz.explanation && { explanation: quiz.explanation }) };
}

/**
 * A comment line of Python (`# …`) or C++ (`// …`). A C++ directive (`#include`) starts with "#"
 * too but is a line of the program; no Python line starts with "//".
 */
const isComment = (line: string) =>
  line.startsWith("//") ||
  (line.startsWith("#") &&
    !/^#\s*(include|define|undef|if|ifdef|ifndef|else|elif|endif|pragma)\b/.test(line));

/**
 * The last-but-one hint: the reference solution's lines (indentation kept, blank lines and comments
 * left out) in a shuffled order that is the same every time for this exercise and never the right one.
 */
export function parsonsLines(exerciseId: string, solution: string): string[] {
  const lines = solution.split("\n").filter((line) => line.trim() !== "" && !isComment(line.trim()));
  if (new Set(lines).size < 2) return lines;
  let seed = createHash("sha256").update(exerciseId).digest().readUInt32LE(0);
  const next = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
  const shuffled = [...lines];
  do {
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
    }
  } while (shuffled.every((line, index) => line === lines[index]));
  return shuffled;
}
