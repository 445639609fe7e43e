import { z } from "zod";
import { ScratchCheckSpec } from "./scratch-checks.ts";
import { PythonStructureRule } from "./structure-rules.ts";

// ── Lessons as steps, exercises and their checks (issue 20) ─────────────────────────────────────
// Authors write these in content/courses/ (content/README.md); the server validates and imports
// them. The Python check harness (@qisi/studio's checks.py.ts) takes `PythonCheckSpec` as JSON and
// answers `PythonCheckResult`, in the browser and on the server alike.

/** A random value for a random-input test; the harness draws them from a seeded generator. */
export type RandomValue =
  | { int: [number, number] }
  | { float: [number, number]; digits?: number }
  | { choice: (string | number | boolean)[] }
  | { word: [number, number]; letters?: string }
  | { list: RandomValue; length?: [number, number] };

const range = z
  .tuple([z.number().int(), z.number().int()])
  .refine(([lo, hi]) => lo <= hi, "下限不能大于上限");

export const RandomValue: z.ZodType<RandomValue, RandomValue> = z.lazy(() =>
  z.union([
    z.strictObject({ int: range }),
    z.strictObject({
      float: z.tuple([z.number(), z.number()]),
      digits: z.number().int().min(0).max(6).optional(),
    }),
    z.strictObject({ choice: z.array(z.union([z.string(), z.number(), z.boolean()])).min(1) }),
    z.strictObject({ word: range, letters: z.string().min(1).optional() }),
    z.strictObject({ list: RandomValue, length: range.optional() }),
  ]),
);

/**
 * A construct on the syntax tree: for, while, loop (for, while or a comprehension), if, elif, else,
 * break, continue, def, return, import, fstring, comprehension, list, dict, a module imported
 * (`import:random`), or a call by name (`call:sum`, `call:input`). `require` counts only code that
 * can run (not the body of a function nobody calls); `forbid` looks everywhere.
 */
export const PythonConstruct = z
  .string()
  .regex(
    /^(for|while|loop|if|elif|else|break|continue|def|return|import|fstring|comprehension|list|dict|import:[A-Za-z_][\w.]*|call:[A-Za-z_]\w*)$/,
    "只能是 for、while、loop、if、elif、else、break、continue、def、return、import、fstring、comprehension、list、dict、import:模块名 或 call:函数名",
  );

/** `require`/`forbid` a construct, or one of the structure rules (structure-rules.ts). */
export const PythonRule = z.union([
  z.strictObject({ require: PythonConstruct, message: z.string().min(1).optional() }),
  z.strictObject({ forbid: PythonConstruct, message: z.string().min(1).optional() }),
  ...PythonStructureRule.options,
]);
export type PythonRule = z.infer<typeof PythonRule>;
/** A rule as an author writes it (defaults such as `usedIn` left out). */
export type PythonRuleInput = z.input<typeof PythonRule>;

/**
 * A typical mistake and what to say about it. It matches a failed test when every pattern given
 * matches: `code` on the program's source, `output` on what it printed, `error` on "Name: detail".
 * `message` is appended to the failing test's sentence after a dash.
 */
export const KnownWrongFields = z.strictObject({
  code: z.string().min(1).optional(),
  output: z.string().min(1).optional(),
  error: z.string().min(1).optional(),
  message: z.string().min(1),
});
export const hasWrongPattern = (w: { code?: string; output?: string; error?: string }) =>
  Boolean(w.code ?? w.output ?? w.error);
export const KnownWrongPattern = KnownWrongFields.refine(
  hasWrongPattern,
  "至少要有 code、output 或 error 中的一个",
);
export type KnownWrongPattern = z.infer<typeof KnownWrongPattern>;

export const StdoutTest = z.strictObject({
  stdin: z.string().default(""),
  /** What the program must print; absent: what the reference solution prints for this stdin. */
  stdout: z.string().optional(),
});

export const FunctionTest = z.strictObject({
  args: z.array(z.unknown()),
  /** What the call must return; absent: what the reference solution returns. */
  returns: z.unknown().optional(),
});

/**
 * A turtle task: the program runs with the studio's turtle drawing onto paper, and its drawing must
 * be the reference solution's: the same straight lines, in any order and direction, their ends
 * within `tolerance` turtle steps; with `area`, the same filled shapes by area too.
 */
export const TurtleTask = z.strictObject({
  /** One run per entry, each with its stdin; absent: one run without input. */
  tests: z
    .array(z.strictObject({ stdin: z.string().default("") }))
    .min(1)
    .optional(),
  tolerance: z.number().min(0.01).max(50).default(0.5),
  area: z.boolean().default(false),
});

/** Everything the harness needs for one exercise: data only, the same in the browser and the server. */
export const PythonCheckSpec = z.strictObject({
  /** The reference solution: needed by random tests and tests without an expected answer. */
  solution: z.string().optional(),
  /** lines (default): each line's trailing spaces and trailing blank lines ignored; tokens; exact. */
  compare: z.enum(["lines", "tokens", "exact"]).default("lines"),
  tests: z.array(StdoutTest).default([]),
  function: z
    .strictObject({ name: z.string().regex(/^[A-Za-z_]\w*$/), tests: z.array(FunctionTest).default([]) })
    .optional(),
  /** Seeded random inputs run through the learner's program and the reference: one value per stdin line, or the function's arguments. */
  random: z
    .strictObject({
      count: z.number().int().min(1).max(100).default(10),
      seed: z.number().int().default(1),
      stdin: z.array(RandomValue).optional(),
      args: z.array(RandomValue).optional(),
    })
    .refine((r) => (r.stdin === undefined) !== (r.args === undefined), "random 要么给 stdin，要么给 args")
    .optional(),
  /** A drawing compared with the reference's (the reference solution is then required). */
  turtle: TurtleTask.optional(),
  rules: z.array(PythonRule).default([]),
  wrong: z.array(KnownWrongPattern).default([]),
});
export type PythonCheckSpec = z.input<typeof PythonCheckSpec>;

export const CheckFailureKind = z.enum([
  "syntax",
  "error",
  "input",
  "output-limit",
  "timeout",
  "missing",
  "output",
  "return",
  "drawing",
  "rule",
]);

/** The first thing that failed, for the child: `message` is the whole Chinese sentence. */
export const PythonCheckFailure = z.object({
  kind: CheckFailureKind,
  message: z.string(),
  test: z
    .object({
      source: z.enum(["tests", "function", "random", "turtle"]),
      index: z.number().int(),
      /** The stdin given, or the call (`add(3, 5)`). */
      input: z.string(),
      expected: z.string().optional(),
      actual: z.string().optional(),
    })
    .optional(),
  /** Python's exception, for the studio's Chinese explanations (explainPythonError). */
  error: z.object({ name: z.string(), detail: z.string(), line: z.number().int().nullable() }).optional(),
  /** Index of the known wrong answer whose message was used. */
  wrong: z.number().int().optional(),
  /** Index of the broken rule. */
  rule: z.number().int().optional(),
});
export type PythonCheckFailure = z.infer<typeof PythonCheckFailure>;

export const PythonCheckResult = z.object({
  passed: z.boolean(),
  total: z.number().int(),
  passedTests: z.number().int(),
  failure: PythonCheckFailure.optional(),
});
export type PythonCheckResult = z.infer<typeof PythonCheckResult>;

/**
 * The part of a spec the learner's program may see (the harness's observe phase): inputs, the
 * function's name and arguments, the random seed. No expected output, return value, reference
 * solution, rule or wrong-answer message: on the server it runs in a process of its own.
 */
export type PublicPythonCheckSpec = {
  tests: { stdin: string }[];
  function?: { name: string; tests: { args: unknown[] }[] };
  random?: { count?: number; seed?: number; stdin?: RandomValue[]; args?: RandomValue[] };
  /** A turtle task's runs: their stdin only (the tolerance and area are the judge's). */
  turtle?: { tests: { stdin: string }[] };
};

/**
 * What the learner's program did on one test (the harness's observe phase), in test order:
 * stdout, the exception, and after a call that returned, the value (the harness's own JSON
 * encoding, kept as text) and its repr; after a turtle run, what it drew. Written by the learner's process, so never trusted:
 * the judge phase compares it with what it computes itself.
 */
export const PythonObservation = z.strictObject({
  stdout: z.string(),
  error: z
    .strictObject({ name: z.string(), detail: z.string(), line: z.number().int().nullable() })
    .nullable(),
  value: z.string().optional(),
  repr: z.string().optional(),
  /** A turtle test's drawing: pen-down segments [x1, y1, x2, y2] and filled polygons' corners. */
  turtle: z
    .strictObject({
      segments: z.array(z.tuple([z.number(), z.number(), z.number(), z.number()])).max(5000),
      fills: z.array(z.array(z.tuple([z.number(), z.number()])).max(5000)).max(5000),
    })
    .optional(),
});
export const PythonObservations = z.array(PythonObservation).max(10_000);
export type PythonObservation = z.infer<typeof PythonObservation>;

// ── Quizzes (GESP style) ─────────────────────────────────────────────────────────────────────────

/** single / multiple choice, true-false, or code reading ("这段程序输出什么？": the options are outputs). */
export const QuizType = z.enum(["single", "multiple", "truefalse", "output"]);
export type QuizType = z.infer<typeof QuizType>;

// ── Lesson format v2: the PRIMM step kinds (issue 37) ────────────────────────────────────────────

/**
 * What a code exercise asks of the child: `make` an open task (the default), `fix` a starter with a
 * bug (content check proves the starter fails), `modify` a working starter to meet a new test
 * (the starter passes its declared "before" behaviour and fails the new tests).
 */
export const CodeTask = z.enum(["make", "fix", "modify"]);
export type CodeTask = z.infer<typeof CodeTask>;

/** The language of a predict or run-and-see step's program. */
export const StepLanguage = z.enum(["python", "cpp", "scratch"]);
export type StepLanguage = z.infer<typeof StepLanguage>;

/**
 * A Parsons puzzle as the child gets it: the lines of a program (the reference's, plus the author's
 * one or two distractor lines) in a shuffled order that is the same every time. With `indent`
 * (Python) the lines come without their leading spaces and the child sets each line's indentation
 * (in levels of four spaces); without it (C++) indentation does not matter.
 */
export const ParsonsPuzzle = z.object({
  lines: z.array(z.string()),
  indent: z.boolean(),
});
export type ParsonsPuzzle = z.infer<typeof ParsonsPuzzle>;

/**
 * One answer the child may pick in a predict step: what the program prints (Python, C++), or for a
 * Scratch program a sentence about what the sprite will do, with a picture of it when the author
 * drew one (`picture` is a URL on our server).
 */
export const PredictChoice = z.object({
  text: z.string(),
  picture: z.string().optional(),
});
export type PredictChoice = z.infer<typeof PredictChoice>;

/** The program a predict or run-and-see step shows and runs. */
const StepProgram = {
  language: StepLanguage,
  /** Python or C++: the program, shown highlighted and run as it is. */
  code: z.string().optional(),
  /** Scratch: the project.json the stage loads (the child presses the green flag). */
  project: z.string().optional(),
  /** Typed in when the program reads input (Python, C++). */
  stdin: z.string().optional(),
};

// ── What a lesson page gets ──────────────────────────────────────────────────────────────────────

/**
 * An exercise as the learner sees it before solving it: never the answers of a quiz, never the
 * known-wrong samples. `ladder` is the number of hint rungs (nudges, then the Parsons puzzle and the
 * solution when there is one); the server hands them out one at a time (`POST exercises/{id}/hints`).
 */
export const ExerciseView = z.discriminatedUnion("kind", [
  z.object({
    id: z.string(),
    kind: z.literal("python"),
    title: z.string(),
    /** Absent: `make`. */
    task: CodeTask.optional(),
    starter: z.string(),
    /** How many nudges the ladder has before the Parsons puzzle and the solution. */
    hints: z.number().int(),
    ladder: z.number().int(),
    /**
     * What the browser's Pyodide runs for instant feedback (the same harness re-runs on the server
     * before a pass counts). It carries the reference solution only when random tests or tests
     * without a written answer need it; the solution is the ladder's last rung anyway.
     */
    check: PythonCheckSpec,
  }),
  z.object({
    id: z.string(),
    kind: z.literal("cpp"),
    title: z.string(),
    /** Absent: `make`. */
    task: CodeTask.optional(),
    starter: z.string(),
    hints: z.number().int(),
    ladder: z.number().int(),
    /** How many stdin/stdout tests the judge runs. */
    tests: z.number().int(),
    /** The first tests, shown as examples (输入样例 / 输出样例). */
    samples: z.array(z.object({ stdin: z.string(), stdout: z.string() })),
  }),
  z.object({
    id: z.string(),
    kind: z.literal("scratch"),
    title: z.string(),
    /** Absent: `make`. A fix or modify task opens with its own starter project (`starter`). */
    task: CodeTask.optional(),
    /** The project.json a fix or modify task starts from (absent for `make`: the lesson's starter). */
    starter: z.string().optional(),
    hints: z.number().int(),
    ladder: z.number().int(),
    /** Run by the studio frame's VM for instant feedback, and by scratch-vm on the server. */
    check: ScratchCheckSpec,
  }),
  z.object({
    id: z.string(),
    kind: z.literal("quiz"),
    title: z.string(),
    type: QuizType,
    question: z.string(),
    code: z.string().optional(),
    language: z.enum(["python", "cpp"]).optional(),
    /** Empty for true/false. */
    options: z.array(z.string()),
  }),
  /**
   * Predict, then run: the child picks (or types) what the program will print, or what the sprite
   * will do, then runs it and sees. Two tries; the right answer is what the program really does
   * (the server runs it; content check refuses an author's answer that disagrees with the run).
   */
  z.object({
    id: z.string(),
    kind: z.literal("predict"),
    title: z.string(),
    ...StepProgram,
    question: z.string(),
    /** Empty: the child types the output (Python, C++). */
    choices: z.array(PredictChoice),
    /** How many answers the child may give before the answer is shown (2). */
    tries: z.number().int(),
  }),
  /**
   * Run and see: run the given program (optionally after changing the one marked value) and answer
   * one question about what happened.
   */
  z.object({
    id: z.string(),
    kind: z.literal("run"),
    title: z.string(),
    ...StepProgram,
    /**
     * The one value the child may change before running (Python, C++): on line `line` (1-based), the
     * text `value`; the editor marks it and keeps the rest of the program read-only.
     */
    change: z.object({ line: z.number().int(), value: z.string() }).optional(),
    question: z.string(),
    /** Empty: the child types a short answer. */
    choices: z.array(z.string()),
    tries: z.number().int(),
  }),
  /**
   * A Parsons puzzle as a step of its own: put the lines in order (and indent them, Python); the
   * assembled program is checked with the step's own tests and rules, like a code exercise.
   */
  z.object({
    id: z.string(),
    kind: z.literal("parsons"),
    title: z.string(),
    language: z.enum(["python", "cpp"]),
    puzzle: ParsonsPuzzle,
    hints: z.number().int(),
    ladder: z.number().int(),
  }),
]);
export type ExerciseView = z.infer<typeof ExerciseView>;
export type ExerciseKind = ExerciseView["kind"];

/** One step of a lesson: a little prose (Markdown), then at most one exercise. */
export const LessonStep = z.object({
  title: z.string(),
  markdown: z.string(),
  exerciseId: z.string().optional(),
});
export type LessonStep = z.infer<typeof LessonStep>;
