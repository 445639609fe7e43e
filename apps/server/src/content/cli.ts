/**
 * `pnpm content check` validates content/ and lists every problem with file and line (exit 1);
 * `pnpm content import` also writes it to the database (DATABASE_URL or DATA_DIR, like the server),
 * in one transaction, even when its hash is unchanged. The server imports by itself at start-up when
 * content/ changed; this command is for authors and operators.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { createAdapters } from "../adapters/create-adapters.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/connect.ts";
import { sendDueReminders } from "../reminders/send.ts";
import { ReminderStore } from "../reminders/store.ts";
import { ensureContent, packagesOnSale } from "./import.ts";
import { formatIssues } from "./issues.ts";
import { formatLessonCounts, lessonCounts } from "./lesson-counts.ts";
import { type LoadedCourse, loadContent } from "./load.ts";
import {
  type ExerciseMutationReport,
  formatExerciseReport,
  formatMutationTotals,
  mutationIssues,
  mutationReportOf,
} from "./proofs/mutation-report.ts";
import { createNodeContentRunners } from "./proofs/node-runners.ts";
import { expandPythonChecks } from "./python-expectations.ts";
import { trustedPython } from "./trusted-python.ts";

const usage = `pnpm content check [--dir content]    检查课程内容，列出每个问题（文件:行: 原因）
pnpm content check --report           还用只抄答案的程序和参考答案的变体试一遍每个练习的检查，列出每个练习的结果
pnpm content import [--dir content]   检查并导入数据库（一个事务：要么全部导入，要么什么都不改）
pnpm content try <练习 id> <程序文件…>  像孩子点“检查”一样检查这些程序，打印孩子会读到的话（写课时先试自己的错答案）
`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      dir: { type: "string" },
      report: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  const command = positionals[0];
  if (values.help || (command !== "check" && command !== "import" && command !== "try")) {
    process.stdout.write(usage);
    return values.help ? 0 : 2;
  }
  const config = loadConfig({ ...process.env, ...(values.dir && { CONTENT_DIR: values.dir }) });
  const content = loadContent(config.contentDir);
  if (content.issues.length > 0) {
    process.stderr.write(
      `${formatIssues(content.issues)}\n\n课程内容有 ${content.issues.length} 个问题，请改好再试。\n`,
    );
    return 1;
  }
  // Every Python reference runs on every case: a reference that fails stops here, with its line.
  const python = trustedPython();
  const expanded = await expandPythonChecks(content, config.contentDir, python).finally(() => python.close());
  if (expanded.issues.length > 0) {
    process.stderr.write(
      `${formatIssues(expanded.issues)}\n\n课程内容有 ${expanded.issues.length} 个问题，请改好再试。\n`,
    );
    return 1;
  }
  const lessons = content.courses.flatMap((course) => course.units.flatMap((unit) => unit.lessons));
  const exercises = lessons.flatMap((lesson) => lesson.steps.flatMap((step) => step.exercise ?? []));
  const summary = `${content.courses.length} 门课程、${lessons.length} 节课、${exercises.length} 个练习`;
  if (command === "try") return tryPrograms(lessons, positionals.slice(1));
  if (command === "check") {
    if (values.report) return report(content.courses);
    process.stdout.write(`课程内容没有问题：${summary}。\n${formatSales(content.courses)}\n`);
    return 0;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let texted = 0;
  try {
    await ensureContent(database.db, config.contentDir, { force: true });
    // A course this import opened texts its 开课时提醒我 reminders now (the servers would at their next start).
    const log = {
      info: () => {},
      warn: ({ reason }: { reason: string }, message: string) =>
        process.stderr.write(`${message}: ${reason}\n`),
    };
    texted = (await sendDueReminders(new ReminderStore(database.db), createAdapters(config).sms, log)).sent;
  } finally {
    await database.close();
  }
  process.stdout.write(`已导入：${summary}。\n${formatSales(content.courses)}\n`);
  if (texted > 0) process.stdout.write(`已发出 ${texted} 条开课提醒短信。\n`);
  return 0;
}

/**
 * Which packages are on sale (every lesson they sell written) and which courses are 即将开课, as the
 * site will show them (issue 39).
 */
function formatSales(courses: LoadedCourse[]): string {
  return courses
    .map((course) => {
      const onSale = packagesOnSale(course);
      const selling = course.course.packages.filter((pkg) => onSale.get(pkg.uid)).map((pkg) => pkg.title);
      const drafts = course.units.flatMap((unit) => unit.lessons).filter((lesson) => lesson.meta.draft);
      return selling.length > 0
        ? `  在售  ${course.course.title}：${selling.join("、")}`
        : `  即将开课  ${course.course.title}（${drafts.length} 节课还在编写）`;
    })
    .join("\n");
}

/**
 * `--report`: each lesson's counts, then each code exercise tried with constant programs and
 * mutants (proofs/mutation-report.ts). Holes stop it like any other content issue.
 */
async function report(courses: LoadedCourse[]): Promise<number> {
  const runners = createNodeContentRunners();
  const reports: ExerciseMutationReport[] = [];
  try {
    for (const course of courses) {
      process.stdout.write(`\n${course.course.title}\n`);
      for (const lesson of course.units.flatMap((unit) => unit.lessons)) {
        process.stdout.write(`\n${formatLessonCounts(lesson, lessonCounts(lesson))}\n`);
        for (const step of lesson.steps) {
          const result = step.exercise && (await mutationReportOf(step.exercise, runners));
          if (!result) continue;
          reports.push(result);
          process.stdout.write(`${formatExerciseReport(result)}\n`);
        }
      }
    }
  } finally {
    await runners.close();
  }
  process.stdout.write(`\n${formatMutationTotals(reports)}\n`);
  const holes = mutationIssues(reports);
  if (holes.length === 0) return 0;
  process.stderr.write(`\n${formatIssues(holes)}\n\n检查有 ${holes.length} 个漏洞，请改好再试。\n`);
  return 1;
}

/**
 * `try`: an author's own wrong answers, checked the way 检查 checks a child's (the server's
 * checkers, the real Pyodide, judge and scratch-vm), each with the sentence the child would read.
 */
async function tryPrograms(
  lessons: LoadedCourse["units"][number]["lessons"],
  args: string[],
): Promise<number> {
  const [id, ...files] = args;
  const exercise = lessons
    .flatMap((lesson) => lesson.steps.flatMap((step) => step.exercise ?? []))
    .find((candidate) => candidate.id === id);
  if (!exercise || files.length === 0) {
    process.stderr.write(
      exercise ? "要给出至少一个程序文件。\n" : `没有 id 是“${id ?? ""}”的练习（像 25s2-01-l1-e2 这样）。\n`,
    );
    return 2;
  }
  const runners = createNodeContentRunners();
  try {
    for (const file of files) {
      const verdict = await runners.check(exercise, readFileSync(file, "utf8"));
      process.stdout.write(`${file}：${verdict.passed ? "通过" : "没通过"}\n  ${verdict.message}\n`);
    }
  } finally {
    await runners.close();
  }
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
