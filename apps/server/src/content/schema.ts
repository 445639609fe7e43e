import {
  CodeTask,
  CourseKind,
  CppRule,
  hasWrongPattern,
  KnownWrongFields,
  LessonKind,
  PythonCheckSpec,
  QuizType,
  ScratchBehaviour,
  ScratchRule,
} from "@qisi/api/contract";
import { z } from "zod";
import { findCountClaim } from "./count-claims.ts";
import { findFeatureClaim } from "./feature-claims.ts";
import { refuseUncompilablePatterns } from "./pattern-check.ts";
import { PredictExerciseFile, RunExerciseFile } from "./step-schema.ts";

/**
 * What authors write in content/courses/ (content/README.md explains each field). Objects are
 * strict, so a misspelt field is an error rather than silently ignored.
 */

const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "只能用小写字母、数字和连字符");
const text = z.string().trim().min(1, "不能是空的");

/**
 * Catalogue and sales prose (course.yaml): it names no count of lessons, courses or exercises. The
 * site shows those beside the text from the data (a package's `lessons`, the course's lessons and
 * exercises), so a number written here could only ever disagree with them.
 */
const catalogueText = text.superRefine((value, ctx) => {
  const claim = findCountClaim(value);
  if (claim)
    ctx.addIssue({
      code: "custom",
      message: `写着“${claim}”：课和练习的数目网站会按内容自己显示（套餐的课数在 lessons 里），文字里不要写数字`,
    });
  const promise = findFeatureClaim(value);
  if (promise)
    ctx.addIssue({
      code: "custom",
      message: `写着“${promise.words}”，可${promise.why}：只写孩子买了真能用到的东西`,
    });
});

export const PackageFile = z.strictObject({
  uid: id,
  title: catalogueText,
  description: catalogueText,
  /** Price in fen (分): 129900 is ¥1299. */
  priceFen: z.number().int().min(0),
  listPriceFen: z.number().int().min(0).optional(),
  /**
   * How many lessons the package sells: all the course's lessons for a full package (checked), the
   * first few for a trial (it opens this many).
   */
  lessons: z.number().int().min(1),
  trial: z.boolean().default(false),
});

export const CourseFile = z
  .strictObject({
    title: catalogueText,
    summary: catalogueText,
    description: catalogueText,
    cover: text,
    kind: CourseKind,
    /** Place in the catalogue, smallest first. */
    order: z.number().int(),
    highlights: z.array(catalogueText).default([]),
    /** Who the course is for, in years: `{ from: 10 }` is 10 岁以上, `{ from: 6, to: 9 }` is 6–9 岁. */
    ages: z
      .strictObject({ from: z.number().int().min(3).max(18), to: z.number().int().min(3).max(18).optional() })
      .refine((ages) => ages.to === undefined || ages.to >= ages.from, {
        message: "to 不能比 from 小",
        path: ["to"],
      })
      .optional(),
    /** What a child should know before starting, one short sentence (零基础 when nothing). */
    prerequisites: catalogueText.optional(),
    /** The GESP level the course prepares for: `{ track: python, level: 1 }` (图形化编程 is scratch, levels 1–4). */
    gesp: z
      .strictObject({ track: CourseKind, level: z.number().int().min(1).max(8) })
      .refine((gesp) => gesp.track !== "scratch" || gesp.level <= 4, {
        message: "GESP 图形化编程只有一到四级",
        path: ["level"],
      })
      .optional(),
    /** Units in order, each naming its lesson folders in order. */
    units: z
      .array(
        z.strictObject({
          id,
          title: catalogueText,
          lessons: z.array(z.string().regex(/^\d{2}-[a-z0-9-]+$/)).min(1),
        }),
      )
      .min(1),
    packages: z.array(PackageFile).default([]),
  })
  .superRefine((course, ctx) => {
    // A package's lesson count is what the sales page shows ("共 N 节课"): it must be the lessons
    // the content has, so the site never sells lessons nobody has written.
    const total = course.units.reduce((sum, unit) => sum + unit.lessons.length, 0);
    for (const [index, pkg] of course.packages.entries()) {
      if (!pkg.trial && pkg.lessons !== total)
        ctx.addIssue({
          code: "custom",
          path: ["packages", index, "lessons"],
          message: `完整课程包含课程的全部 ${total} 节课（units 里的课），lessons 却写着 ${pkg.lessons}`,
        });
      if (pkg.trial && pkg.lessons >= total)
        ctx.addIssue({
          code: "custom",
          path: ["packages", index, "lessons"],
          message: `体验课只开放开头几节：lessons 要少于课程的 ${total} 节课`,
        });
    }
  });
export type CourseFile = z.infer<typeof CourseFile>;

export const LessonFrontmatter = z
  .strictObject({
    id,
    title: text,
    kind: LessonKind.default("lesson"),
    /** How long the lesson takes, in minutes. */
    minutes: z.number().int().min(1).max(240),
    /** A taster anyone signed in may open. */
    free: z.boolean().default(false),
    /** GESP level (1–8) the lesson prepares for. */
    level: z.number().int().min(1).max(8).optional(),
    /** A shared project the lesson's studio opens with. */
    starterProject: z.string().optional(),
    /** For `kind: video`. */
    video: z.string().optional(),
    /**
     * Not written yet: the outline lists it as "这节课正在编写中", it cannot be opened or finished, and
     * the lesson rules (lesson-rules.ts) wait until it is written.
     */
    draft: z.boolean().default(false),
  })
  .refine((lesson) => lesson.kind !== "video" || lesson.video, {
    message: "视频课要写 video（视频地址）",
    path: ["video"],
  });
export type LessonFrontmatter = z.infer<typeof LessonFrontmatter>;

/** A known wrong answer carries a sample program, so the content test proves the pattern catches it. */
const WrongAnswerFile = KnownWrongFields.extend({ program: z.string().min(1) })
  .refine(hasWrongPattern, "至少要有 code、output、error 或 missing 中的一个")
  .superRefine(refuseUncompilablePatterns);

const { solution: _solution, wrong: _wrong, ...checkFields } = PythonCheckSpec.shape;

/** stdin → stdout, as in `tests`: what a `modify` task's starter does before the child changes it. */
const BeforeTest = z.strictObject({ stdin: z.string().default(""), stdout: z.string() });

/**
 * What every code exercise (Python, C++) may add for the lesson format v2: its PRIMM `task`, the
 * behaviour a `modify` starter has `before` the change, and the `distractors` its Parsons puzzle
 * mixes in (one or two lines that look right and are not).
 */
const codeTaskFields = {
  /** Absent: `make` (also in rows imported before the lesson format v2). */
  task: CodeTask.optional(),
  before: z.array(BeforeTest).min(1).optional(),
  distractors: z.array(text).max(2, "干扰行最多两行").optional(),
};

const pythonFields = {
  title: text,
  /** The hint ladder: short nudges, one at a time; the Parsons puzzle and the solution come after them. */
  hints: z.array(text).default([]),
  ...checkFields,
  wrong: z.array(WrongAnswerFile).default([]),
  ...codeTaskFields,
};

export const PythonExerciseFile = z.strictObject({ kind: z.literal("python"), ...pythonFields });
export type PythonExerciseFile = z.infer<typeof PythonExerciseFile>;

/** A known C++ mistake: its sample program and patterns (every one given must match) on the failing test. */
const CppWrongAnswerFile = z
  .strictObject({
    program: z.string().min(1),
    /** A regular expression on what the program printed for the failing test. */
    output: z.string().min(1).optional(),
    /** A regular expression on the source. */
    code: z.string().min(1).optional(),
    /** A regular expression the source must NOT match ("this line is missing"). */
    missing: z.string().min(1).optional(),
    /** The judge's verdict for the failing test: WA, CE, TLE, RE, MLE, OLE. */
    verdict: z.enum(["WA", "CE", "TLE", "RE", "MLE", "OLE"]).optional(),
    message: text,
  })
  .refine(
    (w) => Boolean(w.output ?? w.code ?? w.missing ?? w.verdict),
    "至少要有 output、code、missing 或 verdict 中的一个",
  )
  .superRefine(refuseUncompilablePatterns);

const cppFields = {
  title: text,
  hints: z.array(text).default([]),
  /** stdin → stdout; leave out stdout to use what the reference solution prints. */
  tests: z
    .array(z.strictObject({ stdin: z.string().default(""), stdout: z.string().optional() }))
    .min(1, "C++ 练习至少要有一个测试"),
  /** lines (default): trailing spaces and blank lines at the end ignored; tokens; exact. */
  compare: z.enum(["lines", "tokens", "exact"]).default("lines"),
  /** Per test; the judge's wasm runner is slower than a contest machine, so keep it generous. */
  timeLimitMs: z.number().int().min(100).max(10_000).default(1000),
  /** How many of the first tests the learner sees as 输入样例 / 输出样例. */
  samples: z.number().int().min(0).max(10).default(1),
  /**
   * Rules on how the program is built, checked on its syntax tree once the tests pass (CppRule).
   * Optional rather than defaulted: exercises stored before rules existed have none.
   */
  rules: z.array(CppRule).optional(),
  wrong: z.array(CppWrongAnswerFile).default([]),
  ...codeTaskFields,
};

/** Samples write their answers down (patterns are refused by RE2 in CppWrongAnswerFile). */
function refineCpp(exercise: { samples: number; tests: { stdout?: string }[] }, ctx: z.RefinementCtx) {
  if (exercise.samples > exercise.tests.length)
    ctx.addIssue({
      code: "custom",
      message: `samples 是 ${exercise.samples}，可只有 ${exercise.tests.length} 个测试`,
      path: ["samples"],
    });
  // Samples are shown before anything runs, so their answers are written down.
  exercise.tests.slice(0, exercise.samples).forEach((test, index) => {
    if (test.stdout === undefined)
      ctx.addIssue({
        code: "custom",
        message: "给学生看的样例要写出 stdout（前 samples 个测试）",
        path: ["tests", index, "stdout"],
      });
  });
}

export const CppExerciseFile = z
  .strictObject({ kind: z.literal("cpp"), ...cppFields })
  .superRefine(refineCpp);
export type CppExerciseFile = z.infer<typeof CppExerciseFile>;

/** A project file in the lesson folder: `exercise-<n>.<name>.json` (content/README.md). */
const projectFile = z
  .string()
  .regex(/^exercise-\d+\.[a-z0-9-]+\.json$/, "作品文件名要像 exercise-1.no-loop.json 这样");

/**
 * A Scratch exercise: rules on the project JSON and behaviour runs (green flag, clicks, answers,
 * frames), checked in the studio frame's VM and again in scratch-vm on the server. The reference
 * solution is `exercise-<n>.solution.json`; each known wrong project must fail with its `message`
 * (the failing rule's or expectation's own message).
 */
export const ScratchExerciseFile = z
  .strictObject({
    kind: z.literal("scratch"),
    title: text,
    /** The hint ladder: short nudges, one at a time; the solution's scripts come after them. */
    hints: z.array(text).default([]),
    rules: z.array(ScratchRule).default([]),
    behaviour: z.array(ScratchBehaviour).default([]),
    wrong: z.array(z.strictObject({ project: projectFile, message: text })).default([]),
    /** fix / modify: the child starts from `exercise-<n>.starter.json` (required then). */
    task: CodeTask.optional(),
    /** modify: runs the starter project must pass before the child changes it. */
    before: z.array(ScratchBehaviour).min(1).optional(),
  })
  .refine((exercise) => exercise.rules.length + exercise.behaviour.length > 0, {
    message: "Scratch 练习至少要有一条 rules 或一次 behaviour",
    path: ["rules"],
  });
export type ScratchExerciseFile = z.infer<typeof ScratchExerciseFile>;

const letter = z.string().regex(/^[A-H]$/, "答案用选项的字母 A、B、C……");

export const QuizExerciseFile = z
  .strictObject({
    kind: z.literal("quiz"),
    type: QuizType,
    title: text.optional(),
    question: text,
    /** The program shown (highlighted) with the question; required for `output`. */
    code: z.string().optional(),
    language: z.enum(["python", "cpp"]).default("python"),
    /** Options in order: A, B, C…; `why` is what a learner who picks it reads. */
    options: z
      .array(z.union([z.string(), z.strictObject({ text: z.string(), why: text.optional() })]))
      .default([]),
    /** A letter (single, output), letters (multiple) or true/false (truefalse). */
    answer: z.union([letter, z.array(letter).min(1), z.boolean()]),
    /** Shown after answering, right or wrong. */
    explanation: text.optional(),
  })
  .superRefine((quiz, ctx) => {
    const problem = (message: string, path: string) =>
      ctx.addIssue({ code: "custom", message, path: [path] });
    const letters = quiz.options.map((_, index) => String.fromCharCode(65 + index));
    if (quiz.type === "truefalse") {
      if (typeof quiz.answer !== "boolean") problem("判断题的答案是 true 或 false", "answer");
      if (quiz.options.length > 0) problem("判断题不用写 options", "options");
      return;
    }
    if (quiz.options.length < 2) problem("至少要有两个选项", "options");
    if (quiz.type === "output" && !quiz.code) problem("“输出什么”的题要给出 code", "code");
    const answers = typeof quiz.answer === "boolean" ? null : [quiz.answer].flat();
    if (!answers) return problem("选择题的答案是选项字母", "answer");
    if (quiz.type === "multiple" ? !Array.isArray(quiz.answer) : Array.isArray(quiz.answer))
      problem(quiz.type === "multiple" ? "多选题的答案写成列表，如 [A, C]" : "这种题只有一个答案", "answer");
    for (const answer of answers)
      if (!letters.includes(answer))
        problem(`答案 ${answer} 不在选项里（只有 ${letters.join("、")}）`, "answer");
    const texts = quiz.options.map((option) => (typeof option === "string" ? option : option.text));
    if (new Set(texts).size !== texts.length) problem("有两个选项一模一样", "options");
  });
export type QuizExerciseFile = z.infer<typeof QuizExerciseFile>;

/**
 * A Parsons puzzle as a step of its own (`kind: parsons`): the reference solution's lines plus one
 * or two `distractors`, checked by running the assembled program through the step's own tests and
 * rules — those of a Python or a C++ exercise, by `language`.
 */
export const ParsonsExerciseFile = z.discriminatedUnion(
  "language",
  [
    z.strictObject({
      kind: z.literal("parsons"),
      language: z.literal("python"),
      ...pythonFields,
      distractors: z.array(text).min(1, "拼程序的题要有一两行干扰行（distractors）").max(2, "干扰行最多两行"),
    }),
    z
      .strictObject({
        kind: z.literal("parsons"),
        language: z.literal("cpp"),
        ...cppFields,
        distractors: z
          .array(text)
          .min(1, "拼程序的题要有一两行干扰行（distractors）")
          .max(2, "干扰行最多两行"),
      })
      .superRefine(refineCpp),
  ],
  { error: () => "language 只能是 python 或 cpp" },
);
export type ParsonsExerciseFile = z.infer<typeof ParsonsExerciseFile>;

export const exerciseKinds = ["python", "cpp", "scratch", "quiz", "predict", "run", "parsons"] as const;

/** An exercise file; the kind is read first, so an unknown kind is one clear error. */
export const ExerciseFile = z.discriminatedUnion(
  "kind",
  [
    PythonExerciseFile,
    CppExerciseFile,
    ScratchExerciseFile,
    QuizExerciseFile,
    PredictExerciseFile,
    RunExerciseFile,
    ParsonsExerciseFile,
  ],
  {
    error: () => `kind 只能是 ${exerciseKinds.join("、")}`,
  },
);
export type ExerciseFile = z.infer<typeof ExerciseFile>;
