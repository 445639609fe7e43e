import type { ContentIssue } from "../issues.ts";
import type { LoadedExercise } from "../load.ts";
import { constantPrograms, type Mutant, mutantsOf } from "../mutants/index.ts";
import type { CheckVerdict, ContentRunners } from "./runners.ts";

/**
 * `pnpm content check --report` (issue 37 item 2): each code exercise's checks tried with what a
 * child who did not do the task writes — a program that only prints the expected answers, and the
 * generic mutants of the reference (a number changed, an off-by-one, two lines swapped, a line
 * removed, Chinese punctuation, one print hard-coded). Every one must fail; the report also counts
 * how many failed with a specific message (the author's sentence for that mistake, or an
 * explanation of its cause) rather than only the difference in output.
 */
export interface ExerciseMutationReport {
  id: string;
  file: string;
  kind: "python" | "cpp" | "scratch";
  /**
   * Constant-output programs (none for Scratch, which prints nothing). `asWritten`: the reference
   * itself prints its answer as written ("print the greeting"), so a constant program that passes is
   * the task done, not a hole.
   */
  constants: { total: number; passed: string[]; asWritten: boolean };
  mutants: {
    total: number;
    failed: number;
    /** Failed with the author's own sentence or an explained cause. */
    specific: number;
    /** Passed the checks: a hole, unless the generator says it may do what the reference does. */
    survivors: { name: string; mayBeEquivalent?: string }[];
  };
}

type CodeKind = ExerciseMutationReport["kind"];
const isCodeKind = (kind: string): kind is CodeKind =>
  kind === "python" || kind === "cpp" || kind === "scratch";

/** The sentences the author wrote for this exercise: a known mistake's note, a rule's message. */
function authoredSentences(exercise: LoadedExercise): string[] {
  const data = exercise.data as { wrong?: { message?: string }[]; rules?: { message?: string }[] };
  return [...(data.wrong ?? []), ...(data.rules ?? [])].flatMap((entry) =>
    entry.message ? [entry.message.trim()] : [],
  );
}

/**
 * A failure that says more than "the output differs": the author's sentence, or the feedback's
 * explanation joined after "——" (the judges' `withNote`), or a C++ compiler diagnostic explained.
 */
export function isSpecific(verdict: CheckVerdict, authored: readonly string[]): boolean {
  if (authored.some((sentence) => sentence.length > 0 && verdict.message.includes(sentence))) return true;
  return verdict.message.includes("——");
}

/** What each test expects: its own stdout, or what the reference prints for its stdin. */
async function expectedOutputs(exercise: LoadedExercise, runners: ContentRunners): Promise<string[]> {
  const data = exercise.data as { kind: string; tests?: { stdin?: string; stdout?: string }[] };
  if (data.kind === "scratch" || !exercise.solution) return [];
  const outputs: string[] = [];
  for (const test of data.tests ?? []) {
    if (test.stdout !== undefined) {
      outputs.push(test.stdout);
      continue;
    }
    const run = await runners.run(data.kind as "python" | "cpp", exercise.solution, test.stdin ?? "");
    if (run.ok) outputs.push(run.stdout);
  }
  return outputs.filter((output) => output.trim().length > 0);
}

/** Every line the tests expect is typed, as it is, in the reference: a task of printing given text. */
export function printsAsWritten(reference: string, outputs: readonly string[]): boolean {
  const lines = outputs.flatMap((output) => output.split("\n")).filter((line) => line.trim().length > 0);
  return lines.length > 0 && lines.every((line) => reference.includes(line.trim()));
}

const programOf = (mutant: Mutant) => ("source" in mutant ? mutant.source : mutant.project);

/** The report for one exercise, or null for a step that has no reference to mutate (a quiz, a prediction). */
export async function mutationReportOf(
  exercise: LoadedExercise,
  runners: ContentRunners,
): Promise<ExerciseMutationReport | null> {
  const kind = exercise.data.kind;
  if (!isCodeKind(kind) || exercise.solution === undefined) return null;
  const outputs = await expectedOutputs(exercise, runners);
  const constants = kind === "scratch" ? [] : constantPrograms(kind, outputs);
  const passedConstants: string[] = [];
  for (const program of constants)
    if ((await runners.check(exercise, program.source)).passed) passedConstants.push(program.name);

  const authored = authoredSentences(exercise);
  const mutants = await mutantsOf(exercise, outputs[0] === undefined ? {} : { firstOutput: outputs[0] });
  let failed = 0;
  let specific = 0;
  const survivors: ExerciseMutationReport["mutants"]["survivors"] = [];
  for (const mutant of mutants) {
    const verdict = await runners.check(exercise, programOf(mutant));
    if (verdict.passed) {
      survivors.push({
        name: mutant.name,
        ...(mutant.mayBeEquivalent && { mayBeEquivalent: mutant.mayBeEquivalent }),
      });
      continue;
    }
    failed++;
    if (isSpecific(verdict, authored)) specific++;
  }
  return {
    id: exercise.id,
    file: exercise.file,
    kind,
    constants: {
      total: constants.length,
      passed: passedConstants,
      asWritten: printsAsWritten(exercise.solution, outputs),
    },
    mutants: { total: mutants.length, failed, specific, survivors },
  };
}

/**
 * The holes a report found, as content issues: a constant program that passes, a mutant that
 * passes and is not possibly equivalent. They stop `content check --report` like any other issue.
 */
export function mutationIssues(reports: readonly ExerciseMutationReport[]): ContentIssue[] {
  return reports.flatMap((report) => [
    ...(report.constants.asWritten ? [] : report.constants.passed).map((name) => ({
      file: report.file,
      line: 1,
      reason: `一个${name}的程序通过了检查：加一个没给孩子看的输入（hidden，或 random），让只抄答案的程序过不了`,
    })),
    ...report.mutants.survivors
      .filter((survivor) => !survivor.mayBeEquivalent)
      .map((survivor) => ({
        file: report.file,
        line: 1,
        reason: `参考答案改动以后（${survivor.name}）仍然通过了检查：加一个测试或规则，让这样改错的程序过不了`,
      })),
  ]);
}

const percent = (part: number, whole: number) => (whole === 0 ? "—" : `${Math.round((100 * part) / whole)}%`);

/** One exercise's lines of the report: its scores, then each program that passed. */
export function formatExerciseReport(report: ExerciseMutationReport): string {
  const { constants, mutants } = report;
  const equivalent = mutants.survivors.filter((survivor) => survivor.mayBeEquivalent).length;
  const notes = [
    ...constants.passed.map((name) =>
      constants.asWritten
        ? `  · 通过了检查：${name}（这道题就是照着写出这段话，参考答案也是这样写的）`
        : `  ✗ 通过了检查：${name}`,
    ),
    ...mutants.survivors.map(
      (survivor) =>
        `  ${survivor.mayBeEquivalent ? "·" : "✗"} 通过了检查：${survivor.name}${
          survivor.mayBeEquivalent ? `（可能和参考答案等价：${survivor.mayBeEquivalent}）` : ""
        }`,
    ),
  ];
  const constantsText =
    constants.total === 0
      ? ""
      : `只抄答案的程序 ${constants.total - constants.passed.length}/${constants.total} 个没通过；`;
  return [
    `${report.id}（${report.kind}）${constantsText}变体 ${mutants.failed}/${mutants.total} 个没通过（${percent(
      mutants.failed,
      mutants.total,
    )}），其中 ${mutants.specific} 个得到具体的提示${equivalent > 0 ? `，${equivalent} 个可能等价` : ""}`,
    ...notes,
  ].join("\n");
}

/** The last line: the totals over every exercise reported. */
export function formatMutationTotals(reports: readonly ExerciseMutationReport[]): string {
  const sum = (pick: (report: ExerciseMutationReport) => number) =>
    reports.reduce((total, report) => total + pick(report), 0);
  const constants = sum((r) => r.constants.total);
  const constantsFailed = constants - sum((r) => r.constants.passed.length);
  const mutants = sum((r) => r.mutants.total);
  const failed = sum((r) => r.mutants.failed);
  const specific = sum((r) => r.mutants.specific);
  return `合计 ${reports.length} 个练习：只抄答案的程序 ${constantsFailed}/${constants} 个没通过；变体 ${failed}/${mutants} 个没通过（${percent(
    failed,
    mutants,
  )}），其中 ${specific} 个（${percent(specific, failed)}）得到具体的提示。`;
}

/** The table an author reads: one entry per exercise, then the totals. */
export function formatMutationReport(reports: readonly ExerciseMutationReport[]): string {
  return [...reports.map(formatExerciseReport), "", formatMutationTotals(reports)].join("\n");
}
