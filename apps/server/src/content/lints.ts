import { scratchScripts } from "../exercises/ladder.ts";
import type { ContentIssue } from "./issues.ts";
import type { LoadedExercise, LoadedLesson } from "./load.ts";
import { puzzleLines } from "./parsons.ts";

/**
 * Authoring lints of the format v2 (issue 37) for the exercises of a lesson that is not a draft:
 * enough tests, one of them unseen, so a program that prints constants fails; a ladder that starts
 * with an idea and never hands over a line of the solution in its first two rungs; Parsons
 * distractors declared; a Scratch ladder that ends in a picture of real blocks. (YAML prose cut by
 * ` #` is found for every file by yaml-file.ts; each `wrong:` sample failing with its own message
 * is proven by the content tests, which run them.)
 */
export function authoringIssues(lesson: LoadedLesson): ContentIssue[] {
  if (lesson.meta.draft) return [];
  return lesson.steps.flatMap((step) => (step.exercise ? exerciseIssues(step.exercise) : []));
}

export function exerciseIssues(exercise: LoadedExercise): ContentIssue[] {
  const { data, file } = exercise;
  const lineOf = exercise.lineOf ?? (() => 1);
  const issues: ContentIssue[] = [];
  const problem = (path: (string | number)[], reason: string) =>
    issues.push({ file, line: lineOf(path), reason });
  if (data.kind === "quiz" || data.kind === "predict" || data.kind === "run") return issues;

  if (data.kind === "scratch") {
    const checks = data.rules.length + data.behaviour.reduce((sum, run) => sum + run.expect.length, 0);
    if (checks < 3)
      problem(["rules"], `Scratch 练习至少要有 3 项检查（rules 和 expect 加起来），现在只有 ${checks} 项`);
    if (exercise.solution !== undefined && scratchScripts(exercise.solution).length === 0)
      problem([], "参考答案里没有以帽子积木开头的脚本：提示的最后一级要画出参考答案的积木");
  } else {
    issues.push(...testIssues(exercise, problem));
    if (data.kind !== "parsons" && exercise.solution !== undefined && (data.distractors ?? []).length === 0)
      problem(
        ["hints"],
        "提示里的拼程序题要有一两行干扰行：写 distractors（看起来对、其实不对的一行，比如少了冒号、用错了变量）",
      );
  }
  issues.push(...ladderIssues(exercise, problem));
  return issues;
}

type Problem = (path: (string | number)[], reason: string) => void;

/**
 * At least 3 tests and one the child has not seen (a hidden test, random inputs against the
 * reference, or for C++ any test past the samples), so printing the expected answers fails.
 * An exercise whose output is constant by nature (its reference reads no input: "print a
 * sentence") cannot vary its input; it needs a structure rule instead (`rules:`), which is what
 * tells a printed constant from the program the lesson teaches. A turtle drawing is its own check.
 */
function testIssues(exercise: LoadedExercise, problem: Problem): ContentIssue[] {
  const { data } = exercise;
  if (data.kind !== "python" && data.kind !== "cpp" && data.kind !== "parsons") return [];
  const issues: ContentIssue[] = [];
  const isPython = data.kind === "python" || (data.kind === "parsons" && data.language === "python");
  const python = isPython ? (data as Extract<typeof data, { kind: "python" }>) : undefined;
  const tests = data.tests as { stdin: string; hidden?: boolean }[];
  if (python?.turtle) return issues;
  const functionTests = python?.function?.tests.length ?? 0;
  const randomRuns = python?.random?.count ?? 0;
  const total = tests.length + functionTests + randomRuns;
  const reads = tests.some((test) => test.stdin !== "") || functionTests > 0 || randomRuns > 0;
  const rules = "rules" in data ? ((data.rules as unknown[] | undefined)?.length ?? 0) : 0;
  if (!reads) {
    if (rules === 0)
      problem(
        ["tests"],
        "这道题的程序不读输入，输出总是一样的：只比较输出，直接 print 答案也能通过。加一条 rules（比如要用到变量、不能直接打印答案）",
      );
    return issues;
  }
  if (total < 3) problem(["tests"], `至少要有 3 个测试（现在 ${total} 个），不同的输入，答案也不同`);
  const samples = "samples" in data ? (data.samples as number) : 0;
  const unseen = isPython
    ? randomRuns > 0 || tests.some((test) => test.hidden === true)
    : tests.length > samples;
  if (!unseen)
    problem(
      ["tests"],
      isPython
        ? "至少要有一个孩子看不到的测试：写 random（随机输入，和参考答案比）或给一个测试加 hidden: true"
        : "至少要有一个孩子看不到的测试：tests 要比 samples 多",
    );
  return issues;
}

/** Whitespace does not hide a line: `print( a+b )` is `print(a+b)`. */
const squeeze = (text: string) => text.replace(/\s+/g, "");

/** Lines too short to give anything away (`}`, `else:`, `return 0;`) are not looked for. */
const telling = (line: string) => squeeze(line).length >= 6;

/** Code in a hint: a backtick fragment or a call such as `print(`. */
const looksLikeCode = (text: string) => /`[^`]+`|[A-Za-z_]\w*\s*\(/.test(text);

/**
 * Rung 1 is an idea (no code at all); rungs 1 and 2 contain no line of the solution. Code comes
 * from rung 3 on, then the Parsons puzzle, then the solution.
 */
function ladderIssues(exercise: LoadedExercise, problem: Problem): ContentIssue[] {
  const { data } = exercise;
  const hints = "hints" in data ? (data.hints as string[]) : [];
  const solution = exercise.solution;
  const lines =
    solution === undefined || data.kind === "scratch" ? [] : puzzleLines(solution).filter(telling);
  if (hints[0] !== undefined && looksLikeCode(hints[0]))
    problem(["hints", 0], "第 1 级提示只讲思路，不写代码：代码片段从第 3 级提示开始");
  hints.slice(0, 2).forEach((hint, index) => {
    const found = lines.find((line) => squeeze(hint).includes(squeeze(line)));
    if (found)
      problem(
        ["hints", index],
        `第 ${index + 1} 级提示里有参考答案的一整行（${found.trim()}）：前两级提示只讲思路、指出是哪一行或哪种写法`,
      );
  });
  return [];
}
