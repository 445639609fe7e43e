import { createHash } from "node:crypto";
import type { AttemptBody, ExerciseCheckResult, StepAnswer } from "@qisi/api/contract";
import { assembleParsons, parsonsPuzzle } from "../content/parsons.ts";
import type { ParsonsExerciseFile } from "../content/schema.ts";
import type { StoredPredict, StoredRun } from "../content/views.ts";
import { badRequest, HttpError } from "../errors.ts";
import type { ExerciseChecker, ExerciseRow } from "./checkers.ts";

/** The code checkers a step kind runs its programs with (the same ones code exercises use). */
export interface CodeCheckers {
  python: ExerciseChecker<"python">;
  cpp: (exercise: ExerciseRow, body: AttemptBody) => Promise<ExerciseCheckResult>;
  scratch: (exercise: ExerciseRow, body: AttemptBody) => Promise<ExerciseCheckResult>;
}

/** What a predict step's program really does: its output (Python, C++) or the choice that holds (Scratch). */
type Truth = { output: string } | { choice: number };

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

/** No program prints this: a sentinel expectation so the failing check reports the real output. */
const sentinel = "\u0000qisi: what does it print?\u0000";

const stepBroken = () =>
  new HttpError(
    503,
    "internal",
    "Predict step could not be run.",
    "这一步的程序暂时运行不了，请过一会儿再试。",
  );

/**
 * The predict, run-and-see and Parsons steps (issue 37), checked on the server like exercises.
 * A prediction is marked against what the program really does, found by running it once through
 * the same checkers the code exercises use (remembered per exercise and program), so an author's
 * wrong answer can never be the right one; content check refuses such a step anyway. Whether the
 * answer and the explanation are shown is decided after the attempt is recorded (reveal.ts), from
 * the learner's tries.
 */
export function createStepCheckers(code: CodeCheckers) {
  const truths = new Map<string, Promise<Truth>>();

  const truthOf = (exercise: ExerciseRow, spec: StoredPredict): Promise<Truth> => {
    const key = `${exercise.id}:${createHash("sha256").update(JSON.stringify(spec)).digest("hex")}`;
    let truth = truths.get(key);
    if (!truth) {
      truth = findTruth(code, exercise, spec);
      truths.set(key, truth);
      truth.catch(() => truths.delete(key));
    }
    return truth;
  };

  const predict: ExerciseChecker<"predict"> = async (exercise, body) => {
    const spec = exercise.spec as StoredPredict;
    const truth = await truthOf(exercise, spec);
    const texts = spec.choices.map((choice) => (typeof choice === "string" ? choice : choice.text));
    const rightChoice =
      "choice" in truth
        ? truth.choice
        : texts.findIndex((text) => normaliseOutput(text) === normaliseOutput(truth.output));
    const given = answerText(body.answer, texts);
    const right =
      "choice" in body.answer
        ? body.answer.choice === rightChoice
        : "output" in truth && normaliseOutput(given) === normaliseOutput(truth.output);
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
        ...("output" in truth && { output: truth.output }),
        ...(rightChoice >= 0 ? { answer: rightChoice } : "output" in truth ? { answer: truth.output } : {}),
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
    const spec = exercise.spec as ParsonsExerciseFile & { solution?: string };
    const puzzle = parsonsPuzzle(exercise.id, spec.solution ?? "", spec.distractors, spec.language);
    const program = assembleParsons(puzzle, body.lines);
    if (program === null) throw badRequest("每一行只能用一次，而且要是题目里给的行。");
    const result = await checkAsCode(code, exercise, spec.language, program);
    return { ...result, program };
  };

  return { predict, run, parsons };
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

async function findTruth(code: CodeCheckers, exercise: ExerciseRow, spec: StoredPredict): Promise<Truth> {
  if (spec.language === "scratch") {
    for (const [index, choice] of spec.choices.entries()) {
      if (typeof choice === "string" || !choice.expect) continue;
      const row: ExerciseRow = {
        ...exercise,
        kind: "scratch",
        spec: { kind: "scratch", rules: [], behaviour: [{ ...spec.run, expect: choice.expect }] },
      };
      const result = await code.scratch(row, { kind: "scratch", project: spec.project ?? "" });
      if (result.passed) return { choice: index };
    }
    throw stepBroken();
  }
  // The program as an exercise whose one test expects what no program prints: the failure
  // reports what it printed. The id keeps the C++ checker's remembered references apart.
  const probe = {
    kind: spec.language,
    title: "",
    hints: [],
    tests: [{ stdin: spec.stdin ?? "", stdout: sentinel }],
    compare: "exact",
    timeLimitMs: 2000,
    samples: 0,
    wrong: [],
    rules: [],
  };
  const result = await checkAsCode(
    code,
    { ...exercise, id: `${exercise.id}#predict` },
    spec.language,
    spec.code ?? "",
    probe,
  );
  const output = result.test?.actual;
  if (result.passed || output === undefined || result.error) throw stepBroken();
  return { output };
}

function answerText(answer: StepAnswer, texts: string[]): string {
  return "choice" in answer ? (texts[answer.choice] ?? "") : answer.text;
}

/** The author's note on the wrong option picked, if any. */
function whyOf(choices: (string | { why?: string })[], answer: StepAnswer): string | undefined {
  if (!("choice" in answer)) return undefined;
  const choice = choices[answer.choice];
  return typeof choice === "object" ? choice.why : undefined;
}
