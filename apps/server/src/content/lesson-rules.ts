import type { ContentIssue } from "./issues.ts";
import { lessonCounts } from "./lesson-counts.ts";
import type { LoadedExercise, LoadedLesson } from "./load.ts";

/**
 * The lesson rules of the format v2 (issue 37), for every lesson that is not a draft. They follow
 * PRIMM and the best courses' numbers (SCHOOL.md): a lesson opens with something to predict or
 * run, has a predict step and a fix or modify step before the child makes anything alone, and
 * enough checked items for its length; no lesson is prose only. A lesson not yet written says so
 * (`draft: true`): it is listed as "这节课正在编写中" and none of this applies until it is written.
 */
export function lessonRuleIssues(lesson: LoadedLesson): ContentIssue[] {
  if (lesson.meta.draft) return [];
  const { file, meta } = lesson;
  const issues: ContentIssue[] = [];
  const problem = (line: number, reason: string) => issues.push({ file, line, reason });
  const checked = lesson.steps.flatMap((step) => (step.exercise ? [{ step, exercise: step.exercise }] : []));
  const needed = checkedItemsFor(meta.minutes);
  if (checked.length === 0) {
    problem(
      lesson.frontmatterLine,
      meta.kind === "video"
        ? "视频课也要有关于视频的问题（选择题、预测题），不能只有文字：还没写好就先标 draft: true"
        : "这节课只有文字，没有一个要检查的练习：还没写好就先标 draft: true",
    );
    return issues;
  }
  if (checked.length < needed)
    problem(
      lesson.frontmatterLine,
      `${meta.minutes} 分钟的课至少要有 ${needed} 个检查的练习（现在只有 ${checked.length} 个）：多加几个预测、修改、小练习`,
    );
  if (meta.kind === "lesson") {
    const first = checked[0]!;
    if (!isPredictOrRun(first.exercise))
      problem(
        first.step.line,
        "课的第一个练习要先让孩子预测或运行程序（kind: predict 或 run），再让他自己写（PRIMM）",
      );
    if (!checked.some(({ exercise }) => exercise.data.kind === "predict"))
      problem(
        lesson.frontmatterLine,
        "一节课至少要有一个预测题（kind: predict）：先猜程序会做什么，再运行看看",
      );
    if (!checked.some(({ exercise }) => isFixOrModify(exercise)))
      problem(
        lesson.frontmatterLine,
        "一节课至少要有一个改错或修改的练习（task: fix 或 task: modify），在孩子从头写之前",
      );
  }
  if (meta.kind === "project") {
    const stages = checked.filter(({ exercise }) => isCodeTask(exercise));
    if (stages.length < 2)
      problem(lesson.frontmatterLine, "项目课要分几个阶段把项目做出来，每个阶段一个检查的练习（至少两个）");
  }
  return issues;
}

/**
 * A Python or C++ lesson explains in at least this many Chinese characters (issue 39: short steps,
 * but enough words to teach, not a task list). Scratch lessons for 6-to-9-year-olds show instead of
 * tell (issue 40) and have no such minimum.
 */
export const MIN_EXPLANATION_CHARACTERS = 800;

/** The explanation minimum of a written (not draft) Python or C++ lesson, on its frontmatter line. */
export function explanationIssues(lesson: LoadedLesson, courseKind: string): ContentIssue[] {
  if (lesson.meta.draft || courseKind === "scratch" || lesson.meta.kind === "video") return [];
  const { characters } = lessonCounts(lesson);
  if (characters >= MIN_EXPLANATION_CHARACTERS) return [];
  return [
    {
      file: lesson.file,
      line: lesson.frontmatterLine,
      reason: `讲解只有 ${characters} 个汉字（代码不算），一节课至少要 ${MIN_EXPLANATION_CHARACTERS} 个：把每一步为什么这样写讲清楚；还没写好就先标 draft: true`,
    },
  ];
}

/** 8 checked items for 30 minutes (Code.org's ~11 levels a lesson, futurecoder's short steps), at least 3. */
export const checkedItemsFor = (minutes: number) => Math.max(3, Math.ceil((minutes * 8) / 30));

const isPredictOrRun = (exercise: LoadedExercise) =>
  exercise.data.kind === "predict" || exercise.data.kind === "run";

const isCodeTask = (exercise: LoadedExercise) =>
  exercise.data.kind === "python" || exercise.data.kind === "cpp" || exercise.data.kind === "scratch";

const isFixOrModify = (exercise: LoadedExercise) =>
  isCodeTask(exercise) &&
  "task" in exercise.data &&
  (exercise.data.task === "fix" || exercise.data.task === "modify");
