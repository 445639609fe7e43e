import { ScratchBehaviour, ScratchExpectation, StepLanguage } from "@qisi/api/contract";
import { z } from "zod";

/**
 * The two PRIMM steps that are not code exercises (issue 37): *predict* (the child says what a
 * program will print, or what the sprite will do, then runs it) and *run-and-see* (run a program,
 * maybe after changing one marked value, and answer one question about what happened). Their
 * programs sit in the YAML (`code:`) or, for Scratch, beside it (`project:`); content/README.md
 * shows one of each.
 */

const text = z.string().trim().min(1, "不能是空的");
const letter = z.string().regex(/^[A-H]$/, "答案用选项的字母 A、B、C……");
const projectFile = z
  .string()
  .regex(/^exercise-\d+\.[a-z0-9-]+\.json$/, "作品文件名要像 exercise-1.program.json 这样");
const pictureFile = z
  .string()
  .regex(/^exercise-\d+\.[a-z0-9-]+\.(png|svg)$/, "图片文件名要像 exercise-1.walk-right.png 这样");

/** How a Scratch program is run for a step: the green flag, clicks and answers, then `frames`. */
const ScratchRun = ScratchBehaviour.omit({ expect: true });

const programFields = {
  title: text.optional(),
  language: StepLanguage.default("python"),
  /** Python or C++: the program shown and run. */
  code: z.string().min(1).optional(),
  /** Typed in when the program reads input. */
  stdin: z.string().optional(),
  /** Scratch: the project the stage loads, `exercise-<n>.<name>.json` beside the lesson. */
  project: projectFile.optional(),
  /** Scratch: how it is run (default: the green flag, 3 seconds). */
  run: ScratchRun.optional(),
  /** Shown after a right answer or the last try. */
  explanation: text.optional(),
};

/** Code for Python and C++, a project for Scratch: never both, never neither. */
function refineProgram(
  step: { language: string; code?: string; project?: string; stdin?: string; run?: unknown },
  ctx: z.RefinementCtx,
) {
  const problem = (message: string, path: string) => ctx.addIssue({ code: "custom", message, path: [path] });
  if (step.language === "scratch") {
    if (!step.project) problem("Scratch 的这一步要给出作品 project: exercise-<n>.<名字>.json", "project");
    if (step.code !== undefined) problem("Scratch 的这一步用 project，不用 code", "code");
    if (step.stdin !== undefined)
      problem("Scratch 作品不读 stdin（要回答“询问”，写在 run.answers 里）", "stdin");
  } else {
    if (!step.code) problem("这一步要给出程序 code", "code");
    if (step.project !== undefined) problem("Python 和 C++ 的这一步用 code，不用 project", "project");
    if (step.run !== undefined) problem("run 只用于 Scratch 作品", "run");
  }
}

/**
 * A choice of a predict step: for Python and C++ the output as text (a string); for Scratch a
 * sentence about what the sprite will do, with `expect` (what must hold after the run when this
 * choice is the right one) and optionally a `picture` of it.
 */
const PredictChoice = z.union([
  z.string(),
  z.strictObject({
    text,
    why: text.optional(),
    picture: pictureFile.optional(),
    expect: z.array(ScratchExpectation).min(1).optional(),
  }),
]);

export const PredictExerciseFile = z
  .strictObject({
    kind: z.literal("predict"),
    ...programFields,
    question: text.optional(),
    /** Without choices the child types the output (Python, C++). */
    choices: z.array(PredictChoice).max(6, "最多六个选项").default([]),
    /**
     * The right answer: a letter with choices, the output without. The server marks against it;
     * the content tests prove it against the program's real run (content/step-proofs.ts), so a
     * wrong one stops the content before it reaches a child.
     */
    // A typed output of digits reads as a number in YAML (`answer: 3`): it is the text "3".
    answer: z.union([z.string(), z.number().transform(String)], {
      error: (issue) =>
        issue.input === undefined
          ? "预测题要写 answer：有选项时写字母，没有选项时写程序的输出（检查会运行程序来核对）"
          : undefined,
    }),
  })
  .superRefine((step, ctx) => {
    refineProgram(step, ctx);
    const problem = (message: string, path: string) =>
      ctx.addIssue({ code: "custom", message, path: [path] });
    const texts = step.choices.map((choice) => (typeof choice === "string" ? choice : choice.text));
    if (step.choices.length === 1)
      problem("只有一个选项不用猜：至少写两个，或者一个也不写（让孩子自己写）", "choices");
    if (new Set(texts.map((t) => t.trim())).size !== texts.length) problem("有两个选项一模一样", "choices");
    if (step.language === "scratch") {
      if (step.choices.length < 2) problem("Scratch 的预测题要有选项（每个选项写 expect）", "choices");
      step.choices.forEach((choice, index) => {
        if (typeof choice === "string" || !choice.expect)
          ctx.addIssue({
            code: "custom",
            message: "Scratch 的每个选项都要写 expect：选它是对的时候，运行后会看到什么",
            path: ["choices", index],
          });
      });
    } else {
      step.choices.forEach((choice, index) => {
        if (typeof choice !== "string" && (choice.expect || choice.picture))
          ctx.addIssue({
            code: "custom",
            message: "expect 和 picture 只用于 Scratch 作品；这里的选项就是程序的输出",
            path: ["choices", index],
          });
      });
    }
    if (step.choices.length > 0 && !/^[A-H]$/.test(step.answer))
      problem("有选项时，answer 写选项的字母", "answer");
    if (/^[A-H]$/.test(step.answer) && step.choices.length > 0) {
      const index = step.answer.charCodeAt(0) - 65;
      if (index >= step.choices.length) problem(`答案 ${step.answer} 不在选项里`, "answer");
    }
  });
export type PredictExerciseFile = z.infer<typeof PredictExerciseFile>;

export const RunExerciseFile = z
  .strictObject({
    kind: z.literal("run"),
    ...programFields,
    /**
     * The one value the child may change before running (Python, C++): `value` as written on line
     * `line` (1-based) of `code`; the editor marks it.
     */
    change: z.strictObject({ line: z.number().int().min(1), value: text }).optional(),
    question: text,
    /** Options (strings, or `{text, why}`); without them the child types a short answer. */
    choices: z
      .array(z.union([z.string(), z.strictObject({ text: z.string(), why: text.optional() })]))
      .max(6, "最多六个选项")
      .default([]),
    /** A letter with choices; without them the typed answers accepted (spaces and case ignored). */
    answer: z.union([letter, z.array(z.union([text, z.number().transform(String)])).min(1)]),
  })
  .superRefine((step, ctx) => {
    refineProgram(step, ctx);
    const problem = (message: string, path: string) =>
      ctx.addIssue({ code: "custom", message, path: [path] });
    if (step.choices.length === 1) problem("至少写两个选项，或者一个也不写（让孩子自己写答案）", "choices");
    if (step.choices.length > 0) {
      if (typeof step.answer !== "string") problem("有选项时，answer 写选项的字母", "answer");
      else if (step.answer.charCodeAt(0) - 65 >= step.choices.length)
        problem(`答案 ${step.answer} 不在选项里`, "answer");
    } else if (typeof step.answer === "string")
      problem("没有选项时，answer 写一列可以接受的答案，如 [5, 五]", "answer");
    if (step.change) {
      if (step.language === "scratch")
        problem("Scratch 作品的改动写在讲解里（change 只用于 code）", "change");
      const line = step.code?.split("\n")[step.change.line - 1];
      if (step.code && line === undefined) problem(`code 没有第 ${step.change.line} 行`, "change");
      else if (line !== undefined && !line.includes(step.change.value))
        problem(`code 的第 ${step.change.line} 行里没有“${step.change.value}”`, "change");
    }
  });
export type RunExerciseFile = z.infer<typeof RunExerciseFile>;
