import type { LoadedLesson } from "./load.ts";

/** What a lesson holds, for `content check --report` and the delivered-lesson minimums (issue 39). */
export interface LessonCounts {
  steps: number;
  /** Steps with an exercise: each is checked. */
  checked: number;
  /** Chinese characters of explanation: the intro and the steps' prose, code blocks left out. */
  characters: number;
  /** Runs the checks make of the child's program (tests, function calls, random inputs)… */
  tests: number;
  /** …of which the child never saw the input. */
  unseen: number;
}

const han = /\p{Script=Han}/gu;

/** The prose a child reads: fenced code is a program, not an explanation. */
export function chineseCharacters(markdown: string): number {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, "").match(han)?.length ?? 0;
}

interface Counted {
  tests?: readonly { hidden?: boolean }[];
  function?: { tests?: readonly { hidden?: boolean }[] };
  random?: { count?: number };
  samples?: number;
}

export function lessonCounts(lesson: LoadedLesson): LessonCounts {
  let tests = 0;
  let unseen = 0;
  for (const step of lesson.steps) {
    const data = step.exercise?.data as Counted | undefined;
    if (!data) continue;
    const all = [...(data.tests ?? []), ...(data.function?.tests ?? [])];
    tests += all.length + (data.random?.count ?? 0);
    // C++ shows its first `samples` tests; Python marks each test it hides.
    unseen +=
      data.samples === undefined
        ? all.filter((test) => test.hidden).length
        : Math.max(0, all.length - data.samples);
    unseen += data.random?.count ?? 0;
  }
  return {
    steps: lesson.steps.length,
    checked: lesson.steps.filter((step) => step.exercise).length,
    characters: chineseCharacters([lesson.intro, ...lesson.steps.map((step) => step.markdown)].join("\n")),
    tests,
    unseen,
  };
}

export const formatLessonCounts = (lesson: LoadedLesson, counts: LessonCounts) =>
  `${lesson.meta.id} ${lesson.meta.title}${lesson.meta.draft ? "（编写中）" : ""}：${counts.steps} 步，${counts.checked} 个检查的练习，讲解 ${counts.characters} 个汉字，检查运行 ${counts.tests} 次（${counts.unseen} 次用孩子没见过的输入）`;
