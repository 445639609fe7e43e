import type { AttemptBody, ExerciseCheckResult, ParsonsArrangement, StepAnswer } from "@qisi/api/contract";
import { assembleParsons, parsonsPuzzle } from "../content/parsons.ts";
import type { ParsonsExerciseFile } from "../content/schema.ts";
import type { StoredPredict, StoredRun } from "../content/views.ts";
import type { ExerciseChecker, ExerciseRow } from "./checkers.ts";
import { parsonsLinesRefused } from "./errors.ts";

/** The code checkers a step kind runs its programs with (the same ones code exercises use). */
export interface CodeCheckers {
  python: ExerciseChecker<"python">;
  cpp: (exercise: ExerciseRow, body: AttemptBody) => Promise<ExerciseCheckResult>;
  scratch: (exercise: ExerciseRow, body: AttemptBody) => Promise<ExerciseCheckResult>;
}

/** A predict step's right answer: a choice, or (without choices) the output as the program prints it. */
type Truth = { choice: number; output?: string } | { output: string };

/** Output compared as the child reads it: trailing spaces on a line and trailing blank lines do not count. */
export const normaliseOutput = (text: string) =>
  text
    .replace(/\r\n/g, "\n")
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/\n+$/, "");

/** A typed short answer: spaces, case and a full stop at the end do not count. */
const normaliseShort = (text: string) =>
  text
    .normalize("NFKC")
    .replace(/\s+/g, "")
    .replace(/[。.]$/, "")
    .toLowerCase();

/**
 * The predict, run-and-see and Parsons steps (issue 37), checked on the server like exercises.
 * A prediction is marked against its declared answer, which the content tests prove against the
 * program's real run (Python in Pyodide, C++ through the judge, Scratch in the headless VM: see
 * content/step-proofs.ts), so marking needs no run and never waits behind a compile. Whether the
 * answer and the explanation are shown is decided after the attempt is recorded (reveal.ts), from
 * the learner's tries. A Parsons step runs its assembled program through the language's checks.
 */
export function createStepCheckers(code: CodeCheckers) {
  const predict: ExerciseChecker<"predict"> = async (exercise, body) => {
    const spec = exercise.spec as StoredPredict;
    const truth = predictTruth(spec);
    const right =
      "choice" in body.answer
        ? "choice" in truth && body.answer.choice === truth.choice
        : truth.output !== undefined && normaliseOutput(body.answer.text) === normaliseOutput(truth.output);
    const why = whyOf(spec.choices, body.answer);
    return {
      passed: right,
      total: 1,
      passedTests: right ? 1 : 0,
      message: right
        ? "猜对了！运行一下，看看是不是这样。"
        : `没猜对${why ? `——${why}` : ""}。运行一下，看看程序到底做了什么。`,
      cases: [],
      step: {
        right,
        triesLeft: 0,
        ...(truth.output !== undefined && { output: truth.output }),
        answer: "choice" in truth ? truth.choice : (truth.output ?? ""),
        ...(spec.explanation && { explanation: spec.explanation }),
      },
    };
  };

  const run: ExerciseChecker<"run"> = async (exercise, body) => {
    const spec = exercise.spec as StoredRun;
    let right: boolean;
    let answer: number | string;
    if (typeof spec.answer === "string") {
      answer = spec.answer.charCodeAt(0) - 65;
      right = "choice" in body.answer && body.answer.choice === answer;
    } else {
      answer = spec.answer[0]!;
      const accepted = spec.answer.map(normaliseShort);
      right = "text" in body.answer && accepted.includes(normaliseShort(body.answer.text));
    }
    const why = whyOf(spec.choices, body.answer);
    return {
      passed: right,
      total: 1,
      passedTests: right ? 1 : 0,
      message: right ? "答对了！" : `不太对${why ? `——${why}` : ""}。再运行一次，仔细看看发生了什么。`,
      cases: [],
      step: { right, triesLeft: 0, answer, ...(spec.explanation && { explanation: spec.explanation }) },
    };
  };

  const parsons: ExerciseChecker<"parsons"> = async (exercise, body) => {
    const program = assembleParsonsStep(exercise, body.lines);
    if (program === null) throw parsonsLinesRefused();
    const result = await checkAsCode(code, exercise, parsonsSpec(exercise).language, program);
    return { ...result, program };
  };

  return { predict, run, parsons };
}

const parsonsSpec = (exercise: ExerciseRow) => exercise.spec as ParsonsExerciseFile & { solution?: string };

/**
 * A Parsons step's program as the child arranged it, or null when the arrangement uses a line
 * twice or one the puzzle does not have: the attempt route refuses those before the queue, the
 * checker again for a job queued before it did.
 */
export function assembleParsonsStep(exercise: ExerciseRow, lines: ParsonsArrangement): string | null {
  const spec = parsonsSpec(exercise);
  return assembleParsons(
    parsonsPuzzle(exercise.id, spec.solution ?? "", spec.distractors, spec.language),
    lines,
  );
}

/** Runs a program through a code exercise's checks: the step's spec read as that language's exercise. */
export function checkAsCode(
  code: CodeCheckers,
  exercise: ExerciseRow,
  language: "python" | "cpp",
  program: string,
  spec: Record<string, unknown> = exercise.spec,
): Promise<ExerciseCheckResult> {
  const row: ExerciseRow = { ...exercise, kind: language, spec: { ...spec, kind: language } };
  return language === "python"
    ? code.python(row, { kind: "python", code: program })
    : code.cpp(row, { kind: "cpp", code: program });
}

/**
 * The declared answer of a predict step: a letter names the right choice (whose text is, for
 * Python and C++, the output); without choices the answer is the output itself. The schema
 * requires it, so a step that somehow lacks one is the content's fault.
 */
export function predictTruth(spec: Pick<StoredPredict, "answer" | "choices" | "language">): Truth {
  if (spec.answer === undefined) throw new Error("a predict step without its answer");
  // What a program prints ends its last line: "3" is printed as "3\n".
  const printed = (text: string) => `${normaliseOutput(text)}\n`;
  if (spec.choices.length === 0) return { output: printed(spec.answer) };
  const choice = spec.answer.charCodeAt(0) - 65;
  const picked = spec.choices[choice];
  const text = typeof picked === "string" ? picked : picked?.text;
  return spec.language === "scratch" || text === undefined ? { choice } : { choice, output: printed(text) };
}

/** The author's note on the wrong option picked, if any. */
function whyOf(choices: (string | { why?: string })[], answer: StepAnswer): string | undefined {
  if (!("choice" in answer)) return undefined;
  const choice = choices[answer.choice];
  return typeof choice === "object" ? choice.why : undefined;
}
