import { z } from "zod";
import { IsoTime, TextId } from "./common.ts";

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

/** Seconds the learner spent on the exercise since the last attempt (the player measures it; capped). */
const Seconds = z.number().int().min(0).max(3600).optional();

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
]);
export type AttemptBody = z.infer<typeof AttemptBody>;

/** One test's verdict: C++ gets the judge's (AC, WA, TLE, RE, CE…); the others AC or WA. */
export const CheckCase = z.object({
  index: z.number().int(),
  verdict: z.string(),
  timeMs: z.number().optional(),
});

/** The first differing character of an output and the two lines it is on. */
export const OutputDifference = z.object({
  line: z.number().int().min(1),
  column: z.number().int().min(1),
  expected: z.string(),
  actual: z.string(),
});
export type OutputDifference = z.infer<typeof OutputDifference>;

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
  /**
   * The first failing test: what went in, what was expected, what the program did. A test the
   * child was not shown has `hidden` (its `input` empty, no `expected`, `about` the kind of input).
   */
  test: z
    .object({
      input: z.string(),
      expected: z.string().optional(),
      actual: z.string().optional(),
      hidden: z.boolean().optional(),
      about: z.string().optional(),
    })
    .optional(),
  /**
   * Where the printed output first differs from the expected one (a shown test only): 1-based line
   * and column (in characters) of the first differing character, and the two lines around it, so
   * the player can mark it.
   */
  difference: OutputDifference.optional(),
  /** Python's exception, for the studio's Chinese explanation (explainPythonError). */
  error: z.object({ name: z.string(), detail: z.string(), line: z.number().int().nullable() }).optional(),
  /** C++ compile errors (already in Chinese where the studio's table knows them). */
  diagnostics: z
    .array(z.object({ line: z.number().int(), column: z.number().int(), message: z.string() }))
    .optional(),
  /** Quiz: what the author wrote for each wrong option picked, and the explanation. */
  quiz: z.object({ why: z.array(z.string()), explanation: z.string().optional() }).optional(),
});
export type ExerciseCheckResult = z.infer<typeof ExerciseCheckResult>;

/** One learner's record of one exercise. */
export const ExerciseProgress = z.object({
  exerciseId: z.string(),
  attempts: z.number().int(),
  hintsUsed: z.number().int(),
  passedAt: IsoTime.nullable(),
  /** Seconds spent, as the player reported them. */
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

/** One rung of the hint ladder. */
export const Hint = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("hint"), index: z.number().int(), text: z.string() }),
  /** The reference solution's lines, shuffled: put them in order. */
  z.object({ kind: z.literal("parsons"), index: z.number().int(), lines: z.array(z.string()) }),
  z.object({ kind: z.literal("solution"), index: z.number().int(), code: z.string() }),
]);
export type Hint = z.infer<typeof Hint>;

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

/** `GET apps/{appId}/certificate`: when every lesson of the course is complete. */
export const Certificate = z.object({
  appUid: z.string(),
  courseTitle: z.string(),
  learnerName: z.string(),
  lessons: z.number().int(),
  exercises: z.number().int(),
  completedAt: IsoTime,
});
export type Certificate = z.infer<typeof Certificate>;
