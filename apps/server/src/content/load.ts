import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parseProject, rendererOpcodesIn } from "@qisi/studio/checks/scratch";
import type { ContentIssue } from "./issues.ts";
import { splitLesson } from "./lesson-markdown.ts";
import { explanationIssues, lessonRuleIssues } from "./lesson-rules.ts";
import { authoringIssues } from "./lints.ts";
import { loadProgramStep, taskIssues } from "./load-steps.ts";
import {
  type CourseFile,
  CourseFile as CourseSchema,
  ExerciseFile,
  type LessonFrontmatter,
  LessonFrontmatter as LessonSchema,
} from "./schema.ts";
import { type LineOf, parseYaml } from "./yaml-file.ts";

export interface LoadedExercise {
  /** `<lesson id>-e<n>`. */
  id: string;
  n: number;
  file: string;
  data: ExerciseFile;
  /** `exercise-<n>.solution.py` / `.solution.cpp` (required for Python and C++), `exercise-<n>.solution.json` (Scratch: required). */
  solution?: string;
  /** `exercise-<n>.starter.py` / `.starter.cpp` (optional; an empty editor otherwise). */
  starter?: string;
  /** Scratch: the text of each `wrong` entry's project file, in order (only the content test runs them). */
  wrongProjects?: string[];
  /** Scratch predict and run-and-see: the project the step runs; Scratch predict: its pictures as data URLs. */
  project?: string;
  pictures?: Record<string, string>;
  /** The line a field of the YAML is on, for the lints and lesson rules that run after loading. */
  lineOf?: LineOf;
}

export interface LoadedStep {
  title: string;
  markdown: string;
  exercise?: LoadedExercise;
  /** The line of its `## ` heading in lesson.md. */
  line: number;
}

export interface LoadedLesson {
  folder: string;
  file: string;
  /** The line of the frontmatter's first field. */
  frontmatterLine: number;
  meta: LessonFrontmatter;
  intro: string;
  steps: LoadedStep[];
}

export interface LoadedUnit {
  id: string;
  title: string;
  lessons: LoadedLesson[];
}

export interface LoadedCourse {
  uid: string;
  file: string;
  course: CourseFile;
  units: LoadedUnit[];
}

export interface LoadedContent {
  courses: LoadedCourse[];
  issues: ContentIssue[];
  /** sha256 over every file's path and bytes: what start-up compares before importing. */
  hash: string;
}

/** Bump when the importer writes the same files differently, so every server imports once more. */
const importerVersion = "2";

/** Reads and validates content/courses; every problem is collected (with file and line), none thrown. */
export function loadContent(root: string): LoadedContent {
  const issues: ContentIssue[] = [];
  const hash = createHash("sha256").update(`importer ${importerVersion}\0`);
  const coursesDir = join(root, "courses");
  const courses: LoadedCourse[] = [];
  const rel = (path: string) => relative(root, path).split("\\").join("/");
  const read = (path: string, encoding: "utf8" | "base64" = "utf8") => {
    const bytes = readFileSync(path);
    hash
      .update(`${rel(path)}\0`)
      .update(bytes)
      .update("\0");
    return bytes.toString(encoding);
  };
  if (!existsSync(coursesDir)) {
    return {
      courses,
      hash: hash.digest("hex"),
      issues: [{ file: "courses", line: 1, reason: "没有 courses 文件夹" }],
    };
  }
  for (const uid of readdirSync(coursesDir).sort()) {
    const dir = join(coursesDir, uid);
    if (!statSync(dir).isDirectory()) continue;
    const course = loadCourse(dir, uid, read, rel, issues);
    if (course) courses.push(course);
  }
  checkUniqueIds(courses, issues);
  courses.sort((a, b) => a.course.order - b.course.order || a.uid.localeCompare(b.uid));
  return { courses, issues, hash: hash.digest("hex") };
}

export type Read = (path: string, encoding?: "utf8" | "base64") => string;
export type Rel = (path: string) => string;

function loadCourse(
  dir: string,
  uid: string,
  read: Read,
  rel: Rel,
  issues: ContentIssue[],
): LoadedCourse | null {
  const file = rel(join(dir, "course.yaml"));
  if (!/^[a-z0-9][a-z0-9-]*$/.test(uid))
    issues.push({ file: rel(dir), line: 1, reason: "课程文件夹名只能用小写字母、数字和连字符" });
  if (!existsSync(join(dir, "course.yaml"))) {
    issues.push({ file: rel(dir), line: 1, reason: "课程文件夹里没有 course.yaml" });
    return null;
  }
  const { value: course, issues: courseIssues } = parseYaml(
    read(join(dir, "course.yaml")),
    CourseSchema,
    file,
  );
  issues.push(...courseIssues);
  const folders = readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort();
  const lessons = new Map<string, LoadedLesson>();
  for (const folder of folders) {
    if (!/^\d{2}-[a-z0-9-]+$/.test(folder)) {
      issues.push({
        file: rel(join(dir, folder)),
        line: 1,
        reason: "课的文件夹名要像 01-hello 这样：两位序号、连字符、小写英文",
      });
      continue;
    }
    const lesson = loadLesson(join(dir, folder), folder, read, rel, issues);
    if (lesson) lessons.set(folder, lesson);
  }
  if (!course) return null;
  const named = course.units.flatMap((unit) => unit.lessons);
  for (const folder of folders.filter((name) => /^\d{2}-/.test(name) && !named.includes(name)))
    issues.push({ file, line: 1, reason: `课 ${folder} 不在任何单元（units）里` });
  const seen = new Set<string>();
  named.forEach((folder, index) => {
    if (seen.has(folder)) issues.push({ file, line: 1, reason: `课 ${folder} 在单元里出现了两次` });
    seen.add(folder);
    if (!folders.includes(folder))
      issues.push({ file, line: 1, reason: `单元里的课 ${folder} 没有这个文件夹` });
    if (index > 0 && folder < named[index - 1]!)
      issues.push({
        file,
        line: 1,
        reason: `单元里的课要按文件夹序号排列：${folder} 写在了 ${named[index - 1]} 后面`,
      });
  });
  for (const lesson of lessons.values()) issues.push(...explanationIssues(lesson, course.kind));
  const units = course.units.map((unit) => ({
    id: unit.id,
    title: unit.title,
    lessons: unit.lessons.flatMap((folder) => lessons.get(folder) ?? []),
  }));
  return { uid, file, course, units };
}

function loadLesson(
  dir: string,
  folder: string,
  read: Read,
  rel: Rel,
  issues: ContentIssue[],
): LoadedLesson | null {
  const file = rel(join(dir, "lesson.md"));
  const names = readdirSync(dir);
  if (!names.includes("lesson.md")) {
    issues.push({ file: rel(dir), line: 1, reason: "课的文件夹里没有 lesson.md" });
    return null;
  }
  const { lesson: source, issues: splitIssues } = splitLesson(read(join(dir, "lesson.md")), file);
  issues.push(...splitIssues);
  if (!source) return null;
  const { value: meta, issues: metaIssues } = parseYaml(
    source.frontmatter,
    LessonSchema,
    file,
    source.frontmatterLine,
  );
  issues.push(...metaIssues);
  for (const name of names) {
    const known =
      name === "lesson.md" ||
      /^exercise-\d+(\.yaml|\.(solution|starter)\.(py|cpp)|\.[a-z0-9-]+\.(json|png|svg))$/.test(name);
    if (!known)
      issues.push({
        file: rel(join(dir, name)),
        line: 1,
        reason:
          "课的文件夹里只放 lesson.md 和 exercise-<n>.yaml（及其 .solution.py/.cpp、.starter.py/.cpp，Scratch 的 .solution.json 和作品 .json，预测题的图片 .png/.svg）",
      });
  }
  const used = new Set<number>();
  const steps: LoadedStep[] = [];
  for (const step of source.steps) {
    let exercise: LoadedExercise | undefined;
    if (step.exercise !== undefined) {
      used.add(step.exercise);
      exercise = loadExercise(dir, step.exercise, meta?.id ?? folder, read, rel, issues) ?? undefined;
      if (!names.includes(`exercise-${step.exercise}.yaml`))
        issues.push({ file, line: step.line, reason: `这一步要用的 exercise-${step.exercise}.yaml 不存在` });
    }
    steps.push({
      title: step.title,
      markdown: step.markdown,
      line: step.line,
      ...(exercise && { exercise }),
    });
  }
  for (const name of names) {
    const n = /^exercise-(\d+)\.yaml$/.exec(name)?.[1];
    if (n && !used.has(Number(n)))
      issues.push({
        file: rel(join(dir, name)),
        line: 1,
        reason: `没有哪一步用到这个练习（在某一步最后写 ::: exercise-${n}）`,
      });
  }
  if (!meta) return null;
  const lesson = { folder, file, meta, intro: source.intro, steps, frontmatterLine: source.frontmatterLine };
  issues.push(...lessonRuleIssues(lesson), ...authoringIssues(lesson));
  return lesson;
}

/** The extension of an exercise's solution and starter files, by language (none: no code files). */
const codeExtension: Record<"python" | "cpp" | "quiz", string | undefined> = {
  python: "py",
  cpp: "cpp",
  quiz: undefined,
};
const languageName: Record<"python" | "cpp" | "quiz", string> = {
  python: "Python",
  cpp: "C++",
  quiz: "选择题",
};

function loadExercise(
  dir: string,
  n: number,
  lessonId: string,
  read: Read,
  rel: Rel,
  issues: ContentIssue[],
): LoadedExercise | null {
  const path = join(dir, `exercise-${n}.yaml`);
  if (!existsSync(path)) return null;
  const file = rel(path);
  const yaml = read(path);
  const { value: data, issues: dataIssues, lineOf } = parseYaml(yaml, ExerciseFile, file);
  issues.push(...dataIssues);
  if (!data) return null;
  const optional = (suffix: string) => {
    const extra = join(dir, `exercise-${n}.${suffix}`);
    return existsSync(extra) ? read(extra) : undefined;
  };
  const id = `${lessonId}-e${n}`;
  const loaded = (() => {
    if (data.kind === "scratch") return loadScratchExercise(dir, n, id, file, data, read, rel, issues);
    if (data.kind === "predict" || data.kind === "run")
      return loadProgramStep(dir, n, id, file, data, read, rel, issues, lineOf);
    // Code files carry the language's extension; a quiz has none.
    const language = data.kind === "parsons" ? data.language : data.kind;
    const extension = codeExtension[language];
    for (const other of Object.values(codeExtension).filter((ext) => ext !== extension))
      for (const role of ["solution", "starter"])
        if (existsSync(join(dir, `exercise-${n}.${role}.${other}`)))
          issues.push({
            file,
            line: 1,
            reason: extension
              ? `这是 ${languageName[language]} 练习，代码文件要叫 exercise-${n}.${role}.${extension}`
              : `选择题没有代码文件 exercise-${n}.${role}.${other}`,
          });
    const solution = extension ? optional(`solution.${extension}`) : undefined;
    const starter = extension ? optional(`starter.${extension}`) : undefined;
    if (extension && solution === undefined)
      issues.push({
        file,
        line: 1,
        reason: `${languageName[language]} 练习要有参考答案 exercise-${n}.solution.${extension}`,
      });
    if (data.kind === "parsons" && starter !== undefined)
      issues.push({ file, line: 1, reason: "拼程序的题没有起始程序：孩子从打乱的几行开始" });
    return { id, n, file, data, solution, starter };
  })();
  issues.push(...taskIssues(loaded, lineOf));
  return { ...loaded, lineOf };
}

/**
 * A Scratch exercise's project files: the reference `exercise-<n>.solution.json` and each `wrong`
 * project, which must be Scratch 3 project.json files. A reference whose running scripts use blocks
 * only a renderer can judge (touching, colours, edge bounce, pen) is refused when the exercise has
 * behaviour checks: scratch-vm in Node would answer them wrongly without a word.
 */
function loadScratchExercise(
  dir: string,
  n: number,
  id: string,
  file: string,
  data: Extract<ExerciseFile, { kind: "scratch" }>,
  read: Read,
  rel: Rel,
  issues: ContentIssue[],
): LoadedExercise {
  const project = (name: string, what: string) => {
    const path = join(dir, name);
    if (!existsSync(path)) {
      issues.push({ file, line: 1, reason: `${what} ${name} 不存在` });
      return undefined;
    }
    const text = read(path);
    const parsed = parseProject(text);
    if (!parsed) issues.push({ file: rel(path), line: 1, reason: "这不是 Scratch 3 的 project.json" });
    return { text, parsed };
  };
  const solution = project(`exercise-${n}.solution.json`, "Scratch 练习要有参考答案");
  const renderer = solution?.parsed && data.behaviour.length > 0 ? rendererOpcodesIn(solution.parsed) : [];
  if (renderer.length > 0)
    issues.push({
      file,
      line: 1,
      reason: `参考答案用到了${renderer.map((label) => `“${label}”`).join("、")}：服务器上没有画面，检查不了这样的程序的行为，请换一种不靠画面的检查（content/README.md）`,
    });
  const wrongProjects = data.wrong.map((wrong) => {
    if (!wrong.project.startsWith(`exercise-${n}.`))
      issues.push({ file, line: 1, reason: `${wrong.project} 要以 exercise-${n}. 开头` });
    return project(wrong.project, "错误示例作品")?.text ?? "";
  });
  const starterPath = join(dir, `exercise-${n}.starter.json`);
  const starter = existsSync(starterPath)
    ? project(`exercise-${n}.starter.json`, "起始作品")?.text
    : undefined;
  return { id, n, file, data, solution: solution?.text, starter, wrongProjects };
}

/** Ids are keys in one database: a course, unit, lesson or package id may appear once in all content. */
function checkUniqueIds(courses: LoadedCourse[], issues: ContentIssue[]) {
  const seen = new Map<string, string>();
  const claim = (kind: string, id: string, file: string) => {
    const key = `${kind} ${id}`;
    const before = seen.get(key);
    if (before) issues.push({ file, line: 1, reason: `${kind} ${id} 已经在 ${before} 用过了` });
    else seen.set(key, file);
  };
  for (const course of courses) {
    for (const unit of course.course.units) claim("单元", unit.id, course.file);
    for (const pkg of course.course.packages) claim("套餐", pkg.uid, course.file);
    for (const unit of course.units)
      for (const lesson of unit.lessons) claim("课", lesson.meta.id, lesson.file);
  }
}
