import type { AttemptBody, ExerciseCheckResult } from "@qisi/api/contract";
import {
  type CaseResult,
  type Checker,
  classifyTrapMessage,
  explainCompileErrors,
  explainRuntimeFailure,
  fillText,
  type JudgeResult,
  judge,
  type Runner,
  type TestCase,
} from "@qisi/judge";
import { cppRuleFailure } from "@qisi/judge/cpp-rules";
import { passedMessage } from "@qisi/studio/checks";
import { knownMistakeMatches } from "@qisi/studio/checks/patterns";
import type { CppExerciseFile } from "../content/schema.ts";
import type { StoredCppExercise } from "../content/views.ts";
import { badRequest, HttpError } from "../errors.ts";
import { whenHiddenInput } from "./cpp-hidden-input.ts";
import { ReferenceOutputs } from "./cpp-reference.ts";
import { outputDifference, outputSentence, whenInput, withNote } from "./cpp-sentences.ts";

export interface CppCheckerDeps {
  /** The judge's runner (`createRunner()` from @qisi/judge: wasm everywhere, native with JUDGE_RUNNER=native). */
  runner: Runner;
  /** Checks judged at once; more wait their turn (compiles are the costly part). Default 2. */
  concurrency?: number;
}

/** Structurally the engine's `ExerciseChecker` (apps/server/src/exercises/checkers.ts). */
export type CppChecker = (
  exercise: { id: string; spec: Record<string, unknown> },
  body: AttemptBody,
) => Promise<ExerciseCheckResult>;

const memoryLimitBytes = 256 * 1024 * 1024;
/** Matches the studio's console cap and the "超过 1 MB" of the runtime explanation. */
const outputLimitBytes = 1024 * 1024;
/** Enough of a test's output to quote it and match a known mistake's pattern. */
const keepOutputChars = 4096;
/** Compile errors listed at most (the studio's panel shows five too). */
const maxDiagnostics = 5;

const judgeDown = () =>
  new HttpError(
    503,
    "internal",
    "Judge unavailable.",
    "检查程序的服务暂时出了问题，你的程序还在编辑器里，请过一会儿再点“检查”。",
    5,
  );

const checkerOf: Record<CppExerciseFile["compare"], Checker> = {
  lines: { kind: "default" },
  exact: { kind: "exact" },
  // A float comparison with no tolerance is a token-by-token one.
  tokens: { kind: "float", absolute: 0, relative: 0 },
};

/**
 * Checks a C++ exercise on the server: the learner's program goes through the judge (compiled once,
 * every test run, a verdict per test), and the first failing test becomes one Chinese sentence,
 * with the author's note on a known mistake after a dash. Compile errors come back explained by
 * the same table the C++ studio uses (@qisi/judge/explain).
 */
export function createCppChecker(deps: CppCheckerDeps): CppChecker {
  const references = new ReferenceOutputs(deps.runner, memoryLimitBytes);
  const slots = limiter(deps.concurrency ?? 2);
  return async (exercise, body) => {
    if (body.kind !== "cpp") throw badRequest("这道练习要交 C++ 程序。");
    // The importer stored the content file of the exercise's own kind (content/import.ts).
    const spec = exercise.spec as unknown as StoredCppExercise;
    return slots(async () => {
      const tests = await references.tests(exercise.id, spec).catch(() => {
        throw judgeDown();
      });
      const result = await judge(
        deps.runner,
        { language: "cpp", source: body.code },
        {
          timeLimitMs: spec.timeLimitMs,
          memoryLimitBytes,
          outputLimitBytes,
          keepOutputChars,
          checker: checkerOf[spec.compare],
          tests,
        },
      );
      if (result.verdict === "SE") throw judgeDown();
      const checked = toCheckResult(spec, body.code, tests, result);
      // How the program is built, once what it prints is right.
      const broken = checked.passed ? await cppRuleFailure(body.code, spec.rules ?? []) : null;
      return broken ? { ...checked, passed: false, message: broken.message } : checked;
    });
  };
}

function toCheckResult(
  spec: StoredCppExercise,
  source: string,
  tests: TestCase[],
  result: JudgeResult,
): ExerciseCheckResult {
  const total = tests.length;
  if (result.verdict === "CE") return compileFailure(spec, source, total, result);
  // The first `samples` tests are the ones the child was shown (输入样例 / 输出样例); the rest
  // are hidden: their times stay behind too (a program can spend time in proportion to its input).
  const shown = (index: number) => index <= spec.samples;
  const cases = result.cases.map((c) => ({
    index: c.index,
    verdict: c.verdict,
    ...(shown(c.index) && { timeMs: Math.round(c.timeMs) }),
  }));
  const passedTests = result.cases.filter((c) => c.verdict === "AC").length;
  const failed = result.cases.find((c) => c.verdict !== "AC");
  if (!failed) return { passed: true, total, passedTests, message: passedMessage, cases };
  const test = tests[failed.index - 1]!;
  const note = knownMistake(spec, source, failed.verdict, failed.stdout ?? "");
  const hidden = !shown(failed.index);
  return {
    passed: false,
    total,
    passedTests,
    message: failureSentence(spec, test, failed, hidden, note),
    cases,
    // A hidden test's input, answer and difference stay on the server (three failures would reveal them all).
    ...(!hidden && {
      test: {
        input: test.input,
        expected: test.output,
        ...(failed.stdout !== undefined && { actual: failed.stdout }),
      },
      ...(failed.verdict === "WA" && {
        difference: outputDifference(test.output, failed.stdout ?? "", spec.compare),
      }),
    }),
  };
}

/**
 * One sentence about the failing test. A hidden one says only that it failed and what kind of
 * input it has (cpp-hidden-input.ts): no input, expected output or the program's output.
 */
function failureSentence(
  spec: StoredCppExercise,
  test: TestCase,
  failed: CaseResult,
  hidden: boolean,
  note?: string,
): string {
  const when = hidden ? whenHiddenInput(test.input) : whenInput(test.input);
  switch (failed.verdict) {
    case "WA":
      return hidden
        ? withNote(`${when}，你的程序输出的不对`, note)
        : withNote(`${when}，${outputSentence(test.output, failed.stdout ?? "", spec.compare)}`, note);
    case "TLE":
      return withNote(
        `${when}，程序运行超过了 ${spec.timeLimitMs / 1000} 秒还没结束`,
        note,
        "是不是有个循环停不下来？",
      );
    case "MLE":
      return withNote(`${when}${fillText(explainRuntimeFailure("out-of-memory"))}`, note);
    case "OLE":
      return withNote(`${when}${fillText(explainRuntimeFailure("output-limit"))}`, note);
    default: {
      // RE: a trap, a signal (native runner) or an exit code other than 0.
      const exit = /^exit code (-?\d+)$/.exec(failed.detail ?? "");
      if (exit)
        return withNote(`${when}，程序结束时返回了 ${exit[1]}，不是 0`, note, "main 的最后应该写 return 0;");
      // The runner's facts (the trap's or signal's kind, the child's line) before the trap's words.
      const kind = failed.runtimeError?.kind ?? classifyTrapMessage(failed.detail ?? "");
      const line = failed.runtimeError?.line;
      return withNote(`${when}${fillText(explainRuntimeFailure({ failure: kind, line }))}`, note);
    }
  }
}

function compileFailure(
  spec: StoredCppExercise,
  source: string,
  total: number,
  result: JudgeResult,
): ExerciseCheckResult {
  // The same explanations as the C++ studio's, in Chinese; the compiler's words stay beside each.
  const diagnostics = explainCompileErrors(result.compile.diagnostics, source)
    .slice(0, maxDiagnostics)
    .map((explained) => ({
      line: explained.line,
      column: explained.column,
      message: fillText(explained.text),
      original: explained.original,
    }));
  const first = diagnostics[0];
  const where = first && first.line > 0 ? `第 ${first.line} 行有错，` : "";
  // The author's note names this exercise's own known mistake: it takes the general explanation's
  // place in the sentence; the general explanations stay in diagnostics.
  const note = knownMistake(spec, source, "CE", "");
  const sentence = note
    ? `${where}程序没能编译——${note}`
    : first
      ? `${where}程序没能编译：${first.message}`
      : "程序没能编译（是不是太长或太复杂了？）";
  return {
    passed: false,
    total,
    passedTests: 0,
    message: sentence,
    cases: [],
    diagnostics,
  };
}

/**
 * The first known mistake whose every given pattern matches the failing test (`missing`: the
 * source must NOT contain it; `output`: not for a program that did not compile). Patterns run on
 * RE2 (@qisi/studio/checks/patterns), linear in the text and bounded to its first 64 KB, so a
 * child's 64 KB of newlines costs a millisecond here, on the main thread, where V8's own RegExp
 * backtracked for seconds (issue 38). Each pattern is compiled once per process, not per attempt.
 */
function knownMistake(
  spec: StoredCppExercise,
  source: string,
  verdict: string,
  output: string,
): string | undefined {
  const texts = { source, output: verdict === "CE" ? undefined : output };
  return spec.wrong.find(
    (wrong) =>
      (wrong.verdict === undefined || wrong.verdict === verdict) && knownMistakeMatches(wrong, texts),
  )?.message;
}

/** Runs at most `size` tasks at once, the rest in arrival order. */
function limiter(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
