import { z } from "zod";
import { IsoTime, SerialId, TextId } from "./common.ts";
import { ExerciseView, LessonStep } from "./lessons.ts";

// ── Apps (courses), depots and lessons (SPEC §3) ─────────────────────────────────────────────────

export const CourseKind = z.enum(["scratch", "python", "cpp"]);
export type CourseKind = z.infer<typeof CourseKind>;

export const App = z.object({
  uid: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  kind: CourseKind,
  depotId: z.string(),
  /** When the learner got the course; absent on catalogue entries. */
  grantedAt: IsoTime.optional(),
  /** `GET apps/user/{userId}` only: lessons the learner has finished (完成本课) and lessons in the course. */
  lessonsDone: z.number().int().optional(),
  lessonsTotal: z.number().int().optional(),
});
export type App = z.infer<typeof App>;

export const SalesPackage = z.object({
  uid: z.string(),
  appUid: z.string(),
  title: z.string(),
  description: z.string(),
  priceFen: z.number().int(),
  /** Crossed-out reference price, if any. */
  listPriceFen: z.number().int().optional(),
  lessons: z.number().int(),
  /** A trial package: after buying it, the full package costs what is left (`GET apps/{appId}/upgrade`). */
  trial: z.boolean(),
  /**
   * On sale: every lesson the package sells is written (none is `draft`), decided at content import.
   * A full package sells all the course's lessons, a trial its first `lessons`. `POST orders` refuses
   * a package that is not (409 `not_on_sale`); the site shows no way to buy it.
   */
  onSale: z.boolean(),
});
export type SalesPackage = z.infer<typeof SalesPackage>;

/**
 * `open`: at least one package is on sale. `coming` (即将开课): none is — the sales page shows the
 * planned syllabus and 开课时提醒我 (`PUT apps/{appId}/reminder`) instead of a buy button.
 */
export const CourseStatus = z.enum(["open", "coming"]);
export type CourseStatus = z.infer<typeof CourseStatus>;

/** GESP (CCF 编程能力等级认证) tracks: 图形化编程 (Scratch), Python, C++. */
export const GespTrack = z.enum(["scratch", "python", "cpp"]);
export type GespTrack = z.infer<typeof GespTrack>;

/** `GET apps/{appId}`: a course with what is on sale for it (sales pages, recommended courses). */
export const AppDetail = z.object({
  ...App.shape,
  description: z.string(),
  highlights: z.array(z.string()),
  packages: z.array(SalesPackage),
  status: CourseStatus,
  /** Who the course is for, in years: `to` absent means "from years and up". From course.yaml. */
  ages: z.object({ from: z.number().int(), to: z.number().int().optional() }).optional(),
  /** What the child should know before starting (Chinese prose from course.yaml). */
  prerequisites: z.string().optional(),
  /** The GESP level the course prepares for, when its author names one. */
  gesp: z.object({ track: GespTrack, level: z.number().int() }).optional(),
});
export type AppDetail = z.infer<typeof AppDetail>;

/**
 * `GET`, `PUT` and `DELETE apps/{appId}/reminder`: whether the signed-in caller asked for a text
 * message when a 即将开课 course opens. `reminded` is false again once that message is sent.
 */
export const CourseReminder = z.object({ appUid: z.string(), reminded: z.boolean() });
export type CourseReminder = z.infer<typeof CourseReminder>;

export const LessonKind = z.enum(["lesson", "video", "project"]);

export const DepotItem = z.object({
  id: z.string(),
  title: z.string(),
  kind: LessonKind,
  lessonId: z.string(),
  /** A taster lesson: anyone signed in may read it; the others need the course. */
  free: z.boolean(),
  /** How long the lesson takes; absent when not yet known. */
  minutes: z.number().int().optional(),
  /** Not written yet (issue 37): the outline says "这节课正在编写中"; it cannot be opened or finished. */
  draft: z.boolean().optional(),
  /** Filled by the client: running number from 1 across all groups (SPEC §3). */
  displaySeq: z.number().int().optional(),
});
export type DepotItem = z.infer<typeof DepotItem>;

export const DepotGroup = z.object({
  id: z.string(),
  title: z.string(),
  children: z.array(DepotItem),
});
export type DepotGroup = z.infer<typeof DepotGroup>;

/** `GET apps/{appId}/depot`. */
export const Depot = z.object({
  id: z.string(),
  appUid: z.string(),
  title: z.string(),
  children: z.array(DepotGroup),
});
export type Depot = z.infer<typeof Depot>;

/**
 * A lesson with its text. Only for those who may learn it (issue 16): the course's buyers and
 * admins, or anyone signed in for a `free` lesson. The outline (`Depot`) is what everyone sees.
 */
export const Lesson = z.object({
  id: z.string(),
  title: z.string(),
  /** Markdown-lite text: paragraphs separated by blank lines. */
  body: z.string(),
  videoUrl: z.string().optional(),
  starterProjectId: z.string().optional(),
  kind: LessonKind,
  free: z.boolean(),
  minutes: z.number().int().optional(),
  /** The lesson player's text before the first step (Markdown). */
  intro: z.string().optional(),
  /** The lesson as steps: prose, each with at most one exercise (issue 20). Empty: prose only. */
  steps: z.array(LessonStep).default([]),
  /** The steps' exercises as the learner sees them, in step order. */
  exercises: z.array(ExerciseView).default([]),
});
export type Lesson = z.infer<typeof Lesson>;

/**
 * `GET apps/depot/{depotId}/data`: every lesson of a course, for its buyers and admins (others get
 * 401/403 `not_entitled`); the client uses `{}` when it fails (SPEC §7).
 */
export const DepotData = z.object({ lessons: z.record(z.string(), Lesson).optional() });
export type DepotData = z.infer<typeof DepotData>;

export const AppParams = z.object({ appId: TextId });
export const DepotParams = z.object({ depotId: TextId });
export const UserParams = z.object({ userId: SerialId });

// ── Lesson progress (issue 7) ────────────────────────────────────────────────────────────────────

/**
 * `POST lessons/{lessonId}/progress`: opening a lesson records a visit (no `done`); 完成本课 sends
 * `done: true`; `done: false` takes it back. Like reading the lesson, it needs the course (or a
 * signed-in learner for a `free` lesson); the course cards count it for the courses the learner owns.
 */
export const LessonProgressBody = z.strictObject({ done: z.boolean().optional() });
export type LessonProgressBody = z.infer<typeof LessonProgressBody>;

/** `GET lessons/{lessonId}` (one lesson, see `Lesson`) and `POST lessons/{lessonId}/progress`. */
export const LessonParams = z.object({ lessonId: TextId });

export const LessonProgress = z.object({
  lessonId: z.string(),
  appUid: z.string(),
  visitedAt: IsoTime,
  doneAt: IsoTime.nullable(),
});
export type LessonProgress = z.infer<typeof LessonProgress>;

export const CourseProgressQuery = z.object({ app: TextId });

/** `GET lessons/progress?app={uid}`: the learner's opened and finished lessons in one course. */
export const CourseProgress = z.object({
  appUid: z.string(),
  visited: z.array(z.string()),
  done: z.array(z.string()),
  /**
   * Per lesson that has exercises: how many there are and how many the learner passed, and how
   * (`how`: on their own, after the Parsons puzzle, after the solution).
   */
  exercises: z
    .record(
      z.string(),
      z.object({
        passed: z.number().int(),
        total: z.number().int(),
        how: z
          .object({ own: z.number().int(), parsons: z.number().int(), solution: z.number().int() })
          .optional(),
      }),
    )
    .default({}),
});
export type CourseProgress = z.infer<typeof CourseProgress>;

/**
 * `POST dev/grants` (development and tests only, beside the payment sandbox): gives the signed-in
 * caller a whole course as an earlier buyer holds it — the one way to own a course that is not on
 * sale, for tests of what its buyers see while its lessons are still being written.
 */
export const DevGrantBody = z.strictObject({ app: TextId });
export type DevGrantBody = z.infer<typeof DevGrantBody>;
