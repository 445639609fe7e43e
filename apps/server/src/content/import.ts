import type { StoredPythonCheck } from "@qisi/api/contract";
import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "../db/connect.ts";
import {
  apps,
  contentImports,
  courseReminders,
  depotGroups,
  depots,
  exercises,
  lessons,
  salesPackages,
} from "../db/schema.ts";
import { ContentInvalidError } from "./issues.ts";
import { type LoadedContent, type LoadedCourse, type LoadedLesson, loadContent } from "./load.ts";
import { expandPythonChecks } from "./python-expectations.ts";
import { trustedPython } from "./trusted-python.ts";

/**
 * Any fixed number: the key of the advisory lock held while content is imported. Setting a reminder
 * takes it shared (reminders/store.ts), so a reminder is never set between an import's look at the
 * course and its commit, where it would be neither refused nor made due.
 */
export const contentLock = 20_2611_25;

/**
 * Raised when the importer writes something new from the same files (0014: the lessons' intro), so
 * a database imported by an older server is imported again although content/ did not change.
 */
const importerVersion = 4;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Brings the database to what content/ says, when content/ changed since the last import (its hash).
 * Content with any problem is refused before anything is written, and the import is one transaction:
 * the server never runs on half-imported content. Python exercises' expected answers are computed
 * from their references first (python-expectations.ts), outside the transaction. Returns whether it
 * imported.
 */
export async function ensureContent(
  db: Db,
  root: string,
  options: { force?: boolean } = {},
): Promise<boolean> {
  const content = loadContent(root);
  if (content.issues.length > 0) throw new ContentInvalidError(content.issues);
  const current = async (reader: Pick<Db, "select">) => {
    const [last] = await reader.select().from(contentImports).where(eq(contentImports.name, "courses"));
    return last?.hash === stamp(content);
  };
  if (!options.force && (await current(db))) return false;
  const python = trustedPython();
  const expanded = await expandPythonChecks(content, root, python).finally(() => python.close());
  if (expanded.issues.length > 0) throw new ContentInvalidError(expanded.issues);
  return db.transaction(async (tx) => {
    // Instances starting together import one after the other; the later ones find the hash current.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${contentLock})`);
    if (!options.force && (await current(tx))) return false;
    await writeContent(tx, content, expanded.checks);
    return true;
  });
}

/**
 * Which of a course's packages are on sale (issue 39): those whose every lesson is written, none a
 * `draft`. A full package sells all the course's lessons in outline order; a trial its first
 * `lessons`. Keyed by package uid.
 */
export function packagesOnSale({
  course,
  units,
}: Pick<LoadedCourse, "course" | "units">): Map<string, boolean> {
  const outline = units.flatMap((unit) => unit.lessons);
  const delivered = (count: number) => outline.slice(0, count).every((lesson) => !lesson.meta.draft);
  return new Map(
    course.packages.map((pkg) => [pkg.uid, delivered(pkg.trial ? pkg.lessons : outline.length)]),
  );
}

/**
 * Upserts every course, unit, lesson, exercise and package by its id (ids never change, so progress,
 * orders and links stay attached). Units, lessons and exercises that left an imported course are
 * deleted; courses and packages are never deleted here, because orders point at them — a package
 * that left the content, or whose course did, is taken off sale instead. A course that had no
 * package on sale and now has one has opened: its reminders (开课时提醒我) become due, here in the
 * import's transaction, so exactly one import marks them and a server sends them afterwards
 * (reminders/send.ts).
 */
async function writeContent(tx: Tx, content: LoadedContent, checks: Map<string, StoredPythonCheck>) {
  await tx
    .update(salesPackages)
    .set({ onSale: false })
    .where(
      notInArray(
        salesPackages.appUid,
        content.courses.map((course) => course.uid),
      ),
    );
  for (const [index, loaded] of content.courses.entries()) {
    const { uid, course, units } = loaded;
    const wasOpen = await tx
      .select({ uid: salesPackages.uid })
      .from(salesPackages)
      .where(and(eq(salesPackages.appUid, uid), eq(salesPackages.onSale, true)))
      .limit(1);
    const depotId = `depot-${uid}`;
    const appRow = {
      uid,
      title: course.title,
      summary: course.summary,
      description: course.description,
      cover: course.cover,
      kind: course.kind,
      depotId,
      highlights: course.highlights,
      sort: index,
      agesFrom: course.ages?.from ?? null,
      agesTo: course.ages?.to ?? null,
      prerequisites: course.prerequisites ?? null,
      gespTrack: course.gesp?.track ?? null,
      gespLevel: course.gesp?.level ?? null,
    };
    await tx.insert(apps).values(appRow).onConflictDoUpdate({ target: apps.uid, set: appRow });
    const depotRow = { id: depotId, appUid: uid, title: course.title };
    await tx.insert(depots).values(depotRow).onConflictDoUpdate({ target: depots.id, set: depotRow });
    const lessonIds: string[] = [];
    for (const [unitIndex, unit] of units.entries()) {
      const groupRow = { id: unit.id, depotId, title: unit.title, sort: unitIndex };
      await tx
        .insert(depotGroups)
        .values(groupRow)
        .onConflictDoUpdate({ target: depotGroups.id, set: groupRow });
      for (const [lessonIndex, lesson] of unit.lessons.entries()) {
        lessonIds.push(lesson.meta.id);
        await writeLesson(tx, lesson, unit.id, unitIndex * 100 + lessonIndex, checks);
      }
    }
    const unitIds = units.map((unit) => unit.id);
    const groupsOfDepot = tx
      .select({ id: depotGroups.id })
      .from(depotGroups)
      .where(eq(depotGroups.depotId, depotId));
    await tx
      .delete(lessons)
      .where(and(inArray(lessons.groupId, groupsOfDepot), notInArray(lessons.id, lessonIds)));
    await tx
      .delete(depotGroups)
      .where(and(eq(depotGroups.depotId, depotId), notInArray(depotGroups.id, unitIds)));
    const onSale = packagesOnSale(loaded);
    for (const [packageIndex, pkg] of course.packages.entries()) {
      const packageRow = {
        uid: pkg.uid,
        appUid: uid,
        title: pkg.title,
        description: pkg.description,
        priceFen: pkg.priceFen,
        listPriceFen: pkg.listPriceFen ?? null,
        lessons: pkg.lessons,
        trial: pkg.trial,
        sort: packageIndex,
        onSale: onSale.get(pkg.uid) ?? false,
      };
      await tx
        .insert(salesPackages)
        .values(packageRow)
        .onConflictDoUpdate({ target: salesPackages.uid, set: packageRow });
    }
    const packageUids = course.packages.map((pkg) => pkg.uid);
    await tx
      .update(salesPackages)
      .set({ onSale: false })
      .where(
        packageUids.length > 0
          ? and(eq(salesPackages.appUid, uid), notInArray(salesPackages.uid, packageUids))
          : eq(salesPackages.appUid, uid),
      );
    if (wasOpen.length === 0 && [...onSale.values()].some(Boolean)) {
      await tx
        .update(courseReminders)
        .set({ dueAt: new Date() })
        .where(
          and(eq(courseReminders.appUid, uid), isNull(courseReminders.dueAt), isNull(courseReminders.sentAt)),
        );
    }
  }
  const done = { name: "courses", hash: stamp(content), importedAt: new Date() };
  await tx.insert(contentImports).values(done).onConflictDoUpdate({ target: contentImports.name, set: done });
}

const stamp = (content: LoadedContent) => `v${importerVersion}:${content.hash}`;

async function writeLesson(
  tx: Tx,
  lesson: LoadedLesson,
  groupId: string,
  sort: number,
  checks: Map<string, StoredPythonCheck>,
) {
  const { meta } = lesson;
  const row = {
    id: meta.id,
    groupId,
    kind: meta.kind,
    title: meta.title,
    body: plainBody(lesson),
    videoUrl: meta.video ?? null,
    starterProjectId: meta.starterProject ?? null,
    free: meta.free,
    minutes: meta.minutes,
    level: meta.level ?? null,
    draft: meta.draft,
    intro: lesson.intro,
    sort,
    steps: lesson.steps.map((step) => ({
      title: step.title,
      markdown: step.markdown,
      ...(step.exercise && { exerciseId: step.exercise.id }),
    })),
  };
  await tx.insert(lessons).values(row).onConflictDoUpdate({ target: lessons.id, set: row });
  const exerciseIds: string[] = [];
  for (const [stepIndex, step] of lesson.steps.entries()) {
    const exercise = step.exercise;
    if (!exercise) continue;
    exerciseIds.push(exercise.id);
    const exerciseRow = {
      id: exercise.id,
      lessonId: meta.id,
      kind: exercise.data.kind,
      title: exercise.data.title ?? step.title,
      // A Python exercise's expanded cases go with it (`check`): the server's checks read them.
      spec: {
        ...exercise.data,
        solution: exercise.solution,
        starter: exercise.starter,
        ...(checks.has(exercise.id) && { check: checks.get(exercise.id) }),
        ...(exercise.project !== undefined && { project: exercise.project }),
        ...(exercise.pictures &&
          Object.keys(exercise.pictures).length > 0 && { pictures: exercise.pictures }),
      } as Record<string, unknown>,
      sort: stepIndex,
    };
    await tx
      .insert(exercises)
      .values(exerciseRow)
      .onConflictDoUpdate({ target: exercises.id, set: exerciseRow });
  }
  await tx
    .delete(exercises)
    .where(
      exerciseIds.length > 0
        ? and(eq(exercises.lessonId, meta.id), notInArray(exercises.id, exerciseIds))
        : eq(exercises.lessonId, meta.id),
    );
}

/**
 * The lesson as the class page shows it today (paragraphs split by blank lines), until the lesson
 * player renders `steps`: the intro and each step's heading and prose.
 */
function plainBody(lesson: LoadedLesson): string {
  const parts = lesson.intro ? [lesson.intro] : [];
  for (const step of lesson.steps) parts.push(step.title, step.markdown);
  // That page shows text, not Markdown: drop the fences and the inline marks.
  return parts
    .join("\n\n")
    .replace(/^\s*(```|~~~).*$\n?/gm, "")
    .replace(/\*\*|`/g, "");
}
