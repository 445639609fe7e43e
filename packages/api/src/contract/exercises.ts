import { z } from "zod";
import { IsoTime, TextId } from "./common.ts";
import { ParsonsPuzzle } from "./lessons.ts";

// ── Exercises: attempts checked on the server, the hint ladder, progress (issue 20) ─────────────
// The browser checks Python and Scratch at once for feedback; a pass counts only when the server's
// own run of the same checks passes (`POST exercises/{id}/attempts`). C++ is judged on the server
// only; quizzes are marked there. Every route needs the exercise's lesson (guards.entitlement).

export const ExerciseParams = z.object({ exerciseId: TextId });

/** A quiz answer: a letter (single, output), letters (multiple) or a boolean (truefalse). */
export const QuizAnswer = z.union([
  z.string().regex(/^[A-H]$/),
  z
    .array(z.string().regex(/^[A-H]$/))
    .min(1)
    .max(8),
  z.boolean(),
]);
export type QuizAnswer = z.infer<typeof QuizAnswer>;

/** Source code of one exercise: 64 KiB is far more than any lesson task needs. */
const Code = z.string().max(65_536, "程序太长了（最多 64 KB）");

/**
 * Accepted for older players and ignored: study time is measured by the server from the learner's
 * activity (attempts, hints, step answers, heartbeats), never taken from a posted number.
 */
const Seconds = z.number().int().min(0).max(3600).optional();

/** A predict or run-and-see answer: the index of a choice, or what the child typed. */
export const StepAnswer = z.union([
  z.strictObject({ choice: z.number().int().min(0).max(9) }),
  z.strictObject({ text: z.string().max(4000, "答案太长了") }),
]);
export type StepAnswer = z.infer<typeof StepAnswer>;

/**
 * A Parsons arrangement: the puzzle's lines (by their index in `ParsonsPuzzle.lines`) in the order
 * the child put them, each with its indentation in levels (Python; 0 for C++). Lines left out (the
 * distractors, if the child saw through them) are simply not listed.
 */
export const ParsonsArrangement = z
  .array(
    z.strictObject({
      line: z.number().int().min(0).max(199),
      indent: z.number().int().min(0).max(8).default(0),
    }),
  )
  .min(1, "至少要放一行")
  .max(200);
export type ParsonsArrangement = z.input<typeof ParsonsArrangement>;

export const AttemptBody = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("python"), code: Code, seconds: Seconds }),
  z.strictObject({ kind: z.literal("cpp"), code: Code, seconds: Seconds }),
  /** The project as `project.json` text (no assets: checks read blocks and run them headless). */
  z.strictObject({
    kind: z.literal("scratch"),
    project: z.string().max(2_000_000, "作品太大了，检查不了（最多 2 MB）"),
    seconds: Seconds,
  }),
  z.strictObject({ kind: z.literal("quiz"), answer: QuizAnswer, seconds: Seconds }),
  z.strictObject({ kind: z.literal("predict"), answer: StepAnswer, seconds: Seconds }),
  z.strictObject({ kind: z.literal("run"), answer: StepAnswer, seconds: Seconds }),
  z.strictObject({ kind: z.literal("parsons"), lines: ParsonsArrangement, seconds: Seconds }),
]);
export type AttemptBody = z.infer<typeof AttemptBody>;

/** One test's verdict: C++ gets the judge's (AC, WA, TLE, RE, CE…); the others AC or WA. */
export const CheckCase = z.object({
  index: z.number().int(),
  verdict: z.string(),
  timeMs: z.number().optional(),
});

/**
 * The outcome of one check, the same shape for every kind, so one panel shows them all. `message`
 * is one Chinese sentence about the first failure (with the author's note on a known mistake), or
 * the praise on a pass.
 */
export const ExerciseCheckResult = z.object({
  passed: z.boolean(),
  total: z.number().int(),
  passedTests: z.number().int(),
  message: z.string(),
  cases: z.array(CheckCase).default([]),
  /** The first failing test: what went in, what was expected, what the program did. */
  test: z
    .object({ input: z.string(), expected: z.string().optional(), actual: z.string().optional() })
    .optional(),
  /** Python's exception, for the studio's Chinese explanation (explainPythonError). */
  error: z.object({ name: z.string(), detail: z.string(), line: z.number().int().nullable() }).optional(),
  /** C++ compile errors (already in Chinese where the studio's table knows them). */
  diagnostics: z
    .array(z.object({ line: z.number().int(), column: z.number().int(), message: z.string() }))
    .optional(),
  /**
   * Quiz: what the author wrote for each wrong option picked, and the explanation, which comes only
   * with a right answer or after the second try (`triesLeft` 0), so a first wrong guess is not
   * handed the reasoning.
   */
  quiz: z
    .object({
      why: z.array(z.string()),
      explanation: z.string().optional(),
      triesLeft: z.number().int().optional(),
    })
    .optional(),
  /**
   * Predict and run-and-see: how the answer went. `output` is what the program really printed (the
   * server's own run; Python and C++) and `answer` the right choice's index or the expected text;
   * both come with a right answer or once the tries are used up (`triesLeft` 0), never before.
   */
  step: z
    .object({
      right: z.boolean(),
      triesLeft: z.number().int(),
      output: z.string().optional(),
      answer: z.union([z.number().int(), z.string()]).optional(),
      explanation: z.string().optional(),
    })
    .optional(),
  /** Parsons: the program the arrangement makes, which "放进编辑器" puts into this exercise's editor. */
  program: z.string().optional(),
});
export type ExerciseCheckResult = z.infer<typeof ExerciseCheckResult>;

/**
 * How an exercise was first passed: by the child's own program (`own`, nudges allowed), after the
 * Parsons puzzle was shown (`parsons`), or after the solution was shown (`solution`). Read by the
 * server from the ladder at the moment of the pass, never posted.
 */
export const PassedHow = z.enum(["own", "parsons", "solution"]);
export type PassedHow = z.infer<typeof PassedHow>;

/** One learner's record of one exercise. */
export const ExerciseProgress = z.object({
  exerciseId: z.string(),
  attempts: z.number().int(),
  hintsUsed: z.number().int(),
  passedAt: IsoTime.nullable(),
  /** Absent until passed. */
  passedHow: PassedHow.optional(),
  /** Seconds of study on this exercise, measured by the server from activity. */
  seconds: z.number().int(),
});
export type ExerciseProgress = z.infer<typeof ExerciseProgress>;

export const AttemptResult = z.object({
  exerciseId: z.string(),
  result: ExerciseCheckResult,
  progress: ExerciseProgress,
  /** Whether the lesson is complete now (every exercise passed). */
  lessonDone: z.boolean(),
});
export type AttemptResult = z.infer<typeof AttemptResult>;

/** A Scratch target's scripts as project.json holds them: what scratch-blocks draws the picture from. */
export const ScratchScripts = z.object({
  /** The sprite's name, or "舞台". */
  name: z.string(),
  isStage: z.boolean(),
  /** The target's `blocks` object from project.json (only scripts that start with a hat). */
  blocks: z.record(z.string(), z.unknown()),
});
export type ScratchScripts = z.infer<typeof ScratchScripts>;

/** One rung of the hint ladder. */
export const Hint = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("hint"), index: z.number().int(), text: z.string() }),
  /**
   * The reference solution's lines and the author's distractors, shuffled: put them in order
   * (`indent`: the lines come without indentation and the child sets it). `lines` equals
   * `puzzle.lines`; checked on its own with `POST exercises/{id}/parsons`.
   */
  z.object({
    kind: z.literal("parsons"),
    index: z.number().int(),
    lines: z.array(z.string()),
    puzzle: ParsonsPuzzle.optional(),
  }),
  z.object({ kind: z.literal("solution"), index: z.number().int(), code: z.string() }),
  /** Scratch's last rung: the reference project's scripts, drawn as blocks (after a confirm). */
  z.object({ kind: z.literal("blocks"), index: z.number().int(), targets: z.array(ScratchScripts) }),
]);
export type Hint = z.infer<typeof Hint>;

/**
 * `POST exercises/{id}/parsons`: check the ladder's Parsons puzzle on its own (the assembled program
 * through the exercise's checks). It records no pass: "放进编辑器" puts `program` into this
 * exercise's editor and the child's 检查 passes it (as `parsons`).
 */
export const ParsonsBody = z.strictObject({ lines: ParsonsArrangement });
export const ParsonsResult = z.object({ exerciseId: z.string(), result: ExerciseCheckResult });
export type ParsonsResult = z.infer<typeof ParsonsResult>;

/** `POST exercises/{id}/hints`: the next rung; the solution only with `confirm: true`. */
export const HintBody = z.strictObject({ confirm: z.boolean().optional() });

export const HintLadder = z.object({
  exerciseId: z.string(),
  /** The rungs revealed so far, first to last. */
  revealed: z.array(Hint),
  /** How many rungs there are in all. */
  total: z.number().int(),
  progress: ExerciseProgress,
});
export type HintLadder = z.infer<typeof HintLadder>;

/** A quiz's last answer and how it is marked, so a reload shows the question as the learner left it. */
export const QuizLastAnswer = z.object({ answer: QuizAnswer, result: ExerciseCheckResult });
export type QuizLastAnswer = z.infer<typeof QuizLastAnswer>;

/**
 * `GET lessons/{lessonId}/exercises`: the learner's record and revealed hints, per exercise, and for
 * a quiz already answered its last answer with its marking.
 */
export const LessonExercises = z.object({
  lessonId: z.string(),
  exercises: z.array(HintLadder.extend({ lastAnswer: QuizLastAnswer.optional() })),
});
export type LessonExercises = z.infer<typeof LessonExercises>;

/** How many exercises were passed each way (`PassedHow`). */
export const PassedCounts = z.object({
  own: z.number().int(),
  parsons: z.number().int(),
  solution: z.number().int(),
});
export type PassedCounts = z.infer<typeof PassedCounts>;

/**
 * `POST lessons/{lessonId}/activity`: the player's heartbeat while the lesson page is visible (every
 * 30 s or so), with the exercise in front of the child. The server counts the time between activity
 * it saw itself (heartbeats, attempts, hints, step answers), each gap at most a short idle limit; no
 * number of seconds is ever posted.
 */
export const ActivityBody = z.strictObject({ exerciseId: TextId.optional() });
export const StudyTime = z.object({ lessonId: z.string(), seconds: z.number().int() });
export type StudyTime = z.infer<typeof StudyTime>;

/** `GET apps/{appId}/certificate`: when every lesson of the course is complete. */
export const Certificate = z.object({
  appUid: z.string(),
  courseTitle: z.string(),
  learnerName: z.string(),
  lessons: z.number().int(),
  exercises: z.number().int(),
  /** How the exercises were passed: the certificate says so, kindly. */
  passed: PassedCounts.optional(),
  /** Study time in minutes, measured by the server from activity. */
  minutes: z.number().int().optional(),
  completedAt: IsoTime,
});
export type Certificate = z.infer<typeof Certificate>;
