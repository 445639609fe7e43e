import { createHash } from "node:crypto";
import type { CodeTask, ExerciseView, StoredPythonCheck } from "@qisi/api/contract";
import { browserCheck } from "@qisi/studio/checks";
import { scratchCheckSpec, storedPythonCheck } from "./check-spec.ts";
import { parsonsPuzzle } from "./parsons.ts";
import type {
  CppExerciseFile,
  ParsonsExerciseFile,
  PythonExerciseFile,
  QuizExerciseFile,
  ScratchExerciseFile,
} from "./schema.ts";
import type { PredictExerciseFile, RunExerciseFile } from "./step-schema.ts";

/** An exercise as the importer stores it (`exercises.spec`): the validated file plus its code files. */
export type StoredExercise =
  /** `check`: the cases with their expected answers, computed from the reference at import. */
  | (PythonExerciseFile & { solution?: string; starter?: string; check?: StoredPythonCheck })
  | StoredCppExercise
  /** `solution` is the reference project.json text, `starter` a fix or modify task's project. */
  | (ScratchExerciseFile & { solution?: string; starter?: string })
  | (QuizExerciseFile & { solution?: undefined; starter?: undefined })
  | StoredPredict
  | StoredRun
  | (ParsonsExerciseFile & { solution?: string; starter?: undefined; check?: StoredPythonCheck });

/** A predict step as stored: the file, its Scratch project, and its pictures as data URLs. */
export type StoredPredict = PredictExerciseFile & {
  project?: string;
  pictures?: Record<string, string>;
  solution?: undefined;
  starter?: undefined;
};
export type StoredRun = RunExerciseFile & { project?: string; solution?: undefined; starter?: undefined };

/** Two tries, as futurecoder's predictions: then the answer is shown and the child runs on. */
export const stepTries = 2;

/** What a predict step asks when the author wrote no question. */
export const defaultPredictQuestion = (language: string) =>
  language === "scratch" ? "点绿旗以后，会发生什么？" : "这段程序会输出什么？";

const task = (spec: { task?: CodeTask }) => (spec.task && spec.task !== "make" ? { task: spec.task } : {});

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
      ...task(spec),
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
      ...task(spec),
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
      ...task(spec),
      ...(spec.starter !== undefined && { starter: spec.starter }),
      hints: spec.hints.length,
      ladder: spec.hints.length + (spec.solution ? 1 : 0),
      check: scratchCheckSpec(spec),
    };
  }
  if (spec.kind === "predict") {
    return {
      id,
      kind: "predict",
      title,
      ...programOf(spec),
      question: spec.question ?? defaultPredictQuestion(spec.language),
      choices: spec.choices.map((choice) =>
        typeof choice === "string"
          ? { text: choice }
          : {
              text: choice.text,
              ...(choice.picture &&
                spec.pictures?.[choice.picture] && { picture: spec.pictures[choice.picture] }),
            },
      ),
      tries: stepTries,
    };
  }
  if (spec.kind === "run") {
    return {
      id,
      kind: "run",
      title,
      ...programOf(spec),
      ...(spec.change && { change: spec.change }),
      question: spec.question,
      choices: spec.choices.map(optionText),
      tries: stepTries,
    };
  }
  if (spec.kind === "parsons") {
    return {
      id,
      kind: "parsons",
      title,
      language: spec.language,
      puzzle: parsonsPuzzle(id, spec.solution ?? "", spec.distractors, spec.language),
      hints: spec.hints.length,
      // The nudges, then the solution (the puzzle is the step itself).
      ladder: spec.hints.length + (spec.solution ? 1 : 0),
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

/** The program a predict or run-and-see step shows: code and stdin, or the Scratch project. */
function programOf(spec: StoredPredict | StoredRun) {
  return {
    language: spec.language,
    ...(spec.code !== undefined && { code: spec.code }),
    ...(spec.stdin !== undefined && { stdin: spec.stdin }),
    ...(spec.project !== undefined && { project: spec.project }),
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
