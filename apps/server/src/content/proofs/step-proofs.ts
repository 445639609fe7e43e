import { ScratchBehaviour } from "@qisi/api/contract";
import { normaliseOutput } from "../../exercises/step-check.ts";
import type { ContentIssue } from "../issues.ts";
import type { LoadedExercise } from "../load.ts";
import type { PredictExerciseFile } from "../step-schema.ts";
import type { ContentRunners } from "./runners.ts";

/**
 * What the format v2 promises about a step and only a real run can prove (issue 37): a
 * prediction's declared answer is what the program really does (and no other choice is), a fix
 * task's starter fails its checks, a modify task's starter does what `before` says and fails the
 * new tests. Every refusal names the file, the line and the reason, like the loader's.
 */
export async function proveExercise(
  exercise: LoadedExercise,
  runners: ContentRunners,
): Promise<ContentIssue[]> {
  const { data } = exercise;
  if (data.kind === "predict")
    return data.language === "scratch"
      ? proveScratchPrediction(exercise, data, runners)
      : proveOutputPrediction(exercise, data, runners);
  if (data.kind === "python" || data.kind === "cpp" || data.kind === "scratch")
    return proveTask(exercise, data.task ?? "make", runners);
  return [];
}

const letterOf = (index: number) => String.fromCharCode(65 + index);

/** Text quoted in a reason: one line, line breaks shown as ⏎, long text cut. */
export const quote = (text: string) => {
  const line = normaliseOutput(text).replace(/\n/g, "⏎");
  return `“${line.length > 60 ? `${line.slice(0, 60)}…` : line}”`;
};

const choiceText = (choice: PredictExerciseFile["choices"][number]) =>
  typeof choice === "string" ? choice : choice.text;

async function proveOutputPrediction(
  exercise: LoadedExercise,
  data: PredictExerciseFile,
  runners: ContentRunners,
): Promise<ContentIssue[]> {
  const line = (path: (string | number)[]) => exercise.lineOf?.(path) ?? 1;
  const problem = (path: (string | number)[], reason: string): ContentIssue => ({
    file: exercise.file,
    line: line(path),
    reason,
  });
  const run = await runners.run(data.language as "python" | "cpp", data.code ?? "", data.stdin ?? "");
  if (!run.ok) return [problem(["code"], `预测题的程序运行不了：${run.why}`)];
  const real = normaliseOutput(run.stdout);
  if (data.choices.length === 0)
    return normaliseOutput(data.answer) === real
      ? []
      : [problem(["answer"], `answer 写的是${quote(data.answer)}，程序真正输出的是${quote(run.stdout)}`)];
  const right = data.answer.charCodeAt(0) - 65;
  const issues: ContentIssue[] = [];
  const texts = data.choices.map(choiceText);
  if (normaliseOutput(texts[right] ?? "") !== real) {
    const actual = texts.findIndex((text) => normaliseOutput(text) === real);
    issues.push(
      problem(
        ["answer"],
        `答案 ${data.answer}（${quote(texts[right] ?? "")}）不是程序真正的输出${quote(run.stdout)}${
          actual >= 0 ? `：真正的输出是选项 ${letterOf(actual)}` : "，哪个选项都不是"
        }`,
      ),
    );
  }
  texts.forEach((text, index) => {
    if (index !== right && normaliseOutput(text) === real && normaliseOutput(texts[right] ?? "") === real)
      issues.push(
        problem(
          ["choices", index],
          `选项 ${letterOf(index)} 和答案一样，也是程序真正的输出：只能有一个选项是对的`,
        ),
      );
  });
  return issues;
}

async function proveScratchPrediction(
  exercise: LoadedExercise,
  data: PredictExerciseFile,
  runners: ContentRunners,
): Promise<ContentIssue[]> {
  const line = (path: (string | number)[]) => exercise.lineOf?.(path) ?? 1;
  const right = data.answer.charCodeAt(0) - 65;
  const verdicts: { index: number; text: string; passed: boolean; message: string }[] = [];
  for (const [index, choice] of data.choices.entries()) {
    if (typeof choice === "string" || !choice.expect) continue;
    const behaviour = ScratchBehaviour.parse({ ...data.run, expect: choice.expect });
    const verdict = await runners.scratch(exercise.project ?? "", { rules: [], behaviour: [behaviour] });
    verdicts.push({ index, text: choice.text, ...verdict });
  }
  const answer = verdicts.find((verdict) => verdict.index === right);
  const others = verdicts.filter((verdict) => verdict.index !== right && verdict.passed);
  if (answer && !answer.passed) {
    const holds = others.map((verdict) => `选项 ${letterOf(verdict.index)}`).join("、");
    return [
      {
        file: exercise.file,
        line: line(["answer"]),
        reason: `答案 ${data.answer}（${quote(answer.text)}）运行以后并不成立：${answer.message}${holds ? `成立的是${holds}` : ""}`,
      },
    ];
  }
  return others.map((verdict) => ({
    file: exercise.file,
    line: line(["choices", verdict.index]),
    reason: `选项 ${letterOf(verdict.index)}（${quote(verdict.text)}）运行以后也成立：只能有一个选项是对的，把它的 expect 写得和答案分得开`,
  }));
}

/** A fix's starter carries a bug the checks find; a modify's starter does what `before` says and no more. */
async function proveTask(
  exercise: LoadedExercise,
  task: "make" | "fix" | "modify",
  runners: ContentRunners,
): Promise<ContentIssue[]> {
  const starter = exercise.starter;
  if (task === "make" || starter === undefined) return [];
  const line = (path: (string | number)[]) => exercise.lineOf?.(path) ?? 1;
  const issue = (path: (string | number)[], reason: string): ContentIssue => ({
    file: exercise.file,
    line: line(path),
    reason,
  });
  const now = await runners.check(exercise, starter);
  if (task === "fix")
    return now.passed
      ? [issue(["task"], "task: fix 的起始程序通过了全部检查：改错题的起始程序要带着一个检查能发现的错")]
      : [];
  const issues: ContentIssue[] = [];
  const data = exercise.data as { before?: unknown[] };
  if (data.before) {
    const before =
      exercise.data.kind === "scratch"
        ? await runners.scratch(starter, {
            rules: [],
            behaviour: data.before.map((run) => ScratchBehaviour.parse(run)),
          })
        : await runners.check(exercise, starter, data.before as { stdin: string; stdout: string }[]);
    if (!before.passed)
      issues.push(issue(["before"], `task: modify 的起始程序没有做到 before 说的：${before.message}`));
  }
  if (now.passed)
    issues.push(
      issue(
        ["task"],
        "task: modify 的起始程序不用改就通过了全部检查：新的 tests 要比 before 多要求一点，孩子改了才能通过",
      ),
    );
  return issues;
}
