import type { ExerciseKind, LessonStep, PassedHow, QuizAnswer } from "@qisi/api/contract";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * The database schema, written once: every table, column, default, key, check and index is declared
 * here, and the SQL migrations in ./migrations/ are generated from it (`pnpm --filter @qisi/server
 * db:generate`; see the README). test/schema-drift.test.ts fails when this file and the migrations
 * disagree. Constraint and index names are spelled out as Postgres named them in the hand-written
 * migrations 0001-0003 (`<table>_<column>_key`, `_fkey`, `_check`, `_pkey`), so later generated
 * migrations that change or drop them find them by name.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export type AccountRole = "learner" | "admin";

const time = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A foreign key whose rows go when the row they point at is deleted (ON DELETE CASCADE). */
const cascade = (name: string, column: AnyPgColumn, target: AnyPgColumn) =>
  foreignKey({ name, columns: [column], foreignColumns: [target] }).onDelete("cascade");

export const accounts = pgTable(
  "accounts",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").unique("accounts_phone_key"),
    wxOpenId: text("wx_openid").unique("accounts_wx_openid_key"),
    name: text("name").notNull().default(""),
    nickname: text("nickname").notNull().default(""),
    avatar: text("avatar").notNull().default(""),
    locale: text("locale").notNull().default("zh-CN"),
    createdAt: time("created_at").notNull().defaultNow(),
    /** 'admin' sees /admin and /api/admin/* (ADMIN_PHONES at sign-in, or `cli admin grant <phone>`). */
    role: text("role").$type<AccountRole>().notNull().default("learner"),
  },
  (t) => [check("accounts_role_check", sql`${t.role} IN ('learner', 'admin')`)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: integer("account_id").notNull(),
    family: text("family").notNull(),
    createdAt: time("created_at").notNull().defaultNow(),
    expiresAt: time("expires_at").notNull(),
    revokedAt: time("revoked_at"),
  },
  (t) => [
    cascade("refresh_tokens_account_id_fkey", t.accountId, accounts.id),
    index("refresh_tokens_family").on(t.family),
    index("refresh_tokens_account").on(t.accountId),
  ],
);

export const smsCodes = pgTable(
  "sms_codes",
  {
    id: text("id").primaryKey(),
    phone: text("phone").notNull(),
    ip: text("ip").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: time("created_at").notNull().defaultNow(),
    expiresAt: time("expires_at").notNull(),
    usedAt: time("used_at"),
  },
  (t) => [
    index("sms_codes_phone").on(t.phone, t.createdAt.desc().nullsFirst()),
    index("sms_codes_ip").on(t.ip, t.createdAt.desc().nullsFirst()),
  ],
);

/** Solved captchas, so one proof of work buys one SMS. */
export const captchaUses = pgTable("captcha_uses", {
  signature: text("signature").primaryKey(),
  usedAt: time("used_at").notNull().defaultNow(),
});

/**
 * Answers to requests sent with an `Idempotency-Key` (the SMS code request): a retry with the same key
 * gets the first answer again instead of spending the captcha twice or sending a second SMS. `reply`
 * is null while the first request is still running. Rows older than ten minutes are swept.
 */
export const idempotentReplies = pgTable(
  "idempotent_replies",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** A hash of what the request asked for: the same key with another request is refused. */
    fingerprint: text("fingerprint").notNull(),
    status: integer("status"),
    reply: jsonb("reply"),
    createdAt: time("created_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "idempotent_replies_pkey", columns: [table.scope, table.key] }),
    index("idempotent_replies_created_at_idx").on(table.createdAt),
  ],
);

export const apps = pgTable("apps", {
  uid: text("uid").primaryKey(),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  description: text("description").notNull(),
  cover: text("cover").notNull(),
  kind: text("kind").$type<"scratch" | "python" | "cpp">().notNull(),
  depotId: text("depot_id").notNull(),
  highlights: jsonb("highlights").$type<string[]>().notNull().default([]),
  sort: integer("sort").notNull().default(0),
  /** Who the course is for, in years (course.yaml `ages`); `ages_to` null means "and up". */
  agesFrom: integer("ages_from"),
  agesTo: integer("ages_to"),
  /** What the child should know first (course.yaml `prerequisites`). */
  prerequisites: text("prerequisites"),
  /** The GESP track and level the course prepares for (course.yaml `gesp`). */
  gespTrack: text("gesp_track").$type<"scratch" | "python" | "cpp">(),
  gespLevel: integer("gesp_level"),
});

export const salesPackages = pgTable(
  "sales_packages",
  {
    uid: text("uid").primaryKey(),
    appUid: text("app_uid").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    priceFen: integer("price_fen").notNull(),
    listPriceFen: integer("list_price_fen"),
    lessons: integer("lessons").notNull(),
    /** A trial: what it cost is taken off the course's full package later (issue 26). */
    trial: boolean("trial").notNull().default(false),
    sort: integer("sort").notNull().default(0),
    /**
     * Every lesson it sells is written (none is a draft), computed at each content import (issue 39):
     * only such a package may be ordered. A course with none on sale is 即将开课.
     */
    onSale: boolean("on_sale").notNull().default(false),
  },
  (t) => [
    cascade("sales_packages_app_uid_fkey", t.appUid, apps.uid),
    check("sales_packages_price_fen_check", sql`${t.priceFen} >= 0`),
  ],
);

export const depots = pgTable("depots", {
  id: text("id").primaryKey(),
  appUid: text("app_uid").notNull(),
  title: text("title").notNull(),
});

export const depotGroups = pgTable(
  "depot_groups",
  {
    id: text("id").primaryKey(),
    depotId: text("depot_id").notNull(),
    title: text("title").notNull(),
    sort: integer("sort").notNull(),
  },
  (t) => [cascade("depot_groups_depot_id_fkey", t.depotId, depots.id)],
);

export const lessons = pgTable(
  "lessons",
  {
    id: text("id").primaryKey(),
    groupId: text("group_id").notNull(),
    kind: text("kind").$type<"lesson" | "video" | "project">().notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    videoUrl: text("video_url"),
    starterProjectId: text("starter_project_id"),
    /** A taster lesson: readable by anyone signed in; every other lesson needs the course (issue 16). */
    free: boolean("free").notNull().default(false),
    /** How long the lesson takes, for the public outline; null when not yet known. */
    minutes: integer("minutes"),
    sort: integer("sort").notNull(),
    /** The lesson's steps from content/ (issue 20): prose, each with at most one exercise. */
    steps: jsonb("steps").$type<LessonStep[]>().notNull().default([]),
    /** The GESP level the lesson prepares for, when its author gave one. */
    level: integer("level"),
    /** The lesson player's text before the first step (Markdown); empty when the lesson has none. */
    intro: text("intro").notNull().default(""),
    /** Not written yet (issue 37): listed as "这节课正在编写中", never opened or finished. */
    draft: boolean("draft").notNull().default(false),
  },
  (t) => [cascade("lessons_group_id_fkey", t.groupId, depotGroups.id)],
);

/**
 * An exercise of a lesson step, imported from content/ (issue 20). `spec` is the whole validated
 * exercise with its reference solution and answers: server-only, never sent as it is.
 */
export const exercises = pgTable(
  "exercises",
  {
    /** `<lesson id>-e<n>` from `exercise-<n>.yaml`, so it stays put while the lesson is edited. */
    id: text("id").primaryKey(),
    lessonId: text("lesson_id").notNull(),
    kind: text("kind").$type<ExerciseKind>().notNull(),
    title: text("title").notNull(),
    spec: jsonb("spec").$type<Record<string, unknown>>().notNull(),
    sort: integer("sort").notNull(),
  },
  (t) => [
    cascade("exercises_lesson_id_fkey", t.lessonId, lessons.id),
    index("exercises_lesson").on(t.lessonId),
  ],
);

/** What content/ looked like when it was last imported (a hash), so start-up imports only on change. */
export const contentImports = pgTable("content_imports", {
  name: text("name").primaryKey(),
  hash: text("hash").notNull(),
  importedAt: time("imported_at").notNull().defaultNow(),
});

export const userApps = pgTable(
  "user_apps",
  {
    accountId: integer("account_id").notNull(),
    appUid: text("app_uid").notNull(),
    grantedAt: time("granted_at").notNull().defaultNow(),
    orderId: text("order_id"),
    /**
     * How many of the course's first lessons the grant opens: a trial package's lesson count, or null
     * for the whole course. A later, wider grant (the upgrade) replaces it with null.
     */
    lessonLimit: integer("lesson_limit"),
  },
  (t) => [
    primaryKey({ name: "user_apps_pkey", columns: [t.accountId, t.appUid] }),
    cascade("user_apps_account_id_fkey", t.accountId, accounts.id),
    cascade("user_apps_app_uid_fkey", t.appUid, apps.uid),
  ],
);

/**
 * 开课时提醒我 (issue 39): an account asked for a text message when a 即将开课 course opens. The
 * content import that opens the course sets `due_at` (in its transaction, under its lock); a server
 * then claims due rows (`claimed_at`, one atomic UPDATE, so two servers never take the same row),
 * texts them and sets `sent_at`. A send that fails is released for the next try; a server that dies
 * between claiming and sending loses that text rather than risk sending it twice.
 */
export const courseReminders = pgTable(
  "course_reminders",
  {
    accountId: integer("account_id").notNull(),
    appUid: text("app_uid").notNull(),
    createdAt: time("created_at").notNull().defaultNow(),
    dueAt: time("due_at"),
    claimedAt: time("claimed_at"),
    sentAt: time("sent_at"),
  },
  (t) => [
    primaryKey({ name: "course_reminders_pkey", columns: [t.accountId, t.appUid] }),
    cascade("course_reminders_account_id_fkey", t.accountId, accounts.id),
    cascade("course_reminders_app_uid_fkey", t.appUid, apps.uid),
    index("course_reminders_due").on(t.dueAt).where(sql`${t.sentAt} IS NULL AND ${t.claimedAt} IS NULL`),
  ],
);

export const projects = pgTable(
  "projects",
  {
    id: text("id").primaryKey(),
    ownerId: integer("owner_id").notNull(),
    kind: text("kind").$type<"scratch" | "python" | "cpp">().notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    thumbnail: text("thumbnail"),
    parentId: text("parent_id"),
    rootId: text("root_id"),
    origin: text("origin").$type<"new" | "copy" | "remix">().notNull(),
    shared: boolean("shared").notNull().default(false),
    version: integer("version").notNull().default(1),
    createdAt: time("created_at").notNull().defaultNow(),
    updatedAt: time("updated_at").notNull().defaultNow(),
    /**
     * The lesson this is the learner's own copy of (made from the lesson's starter on first open);
     * null for everything else, copies of the copy included. No foreign key: lessons are content
     * that an import may replace, and the child's work must outlive that.
     */
    lessonId: text("lesson_id"),
  },
  (t) => [
    cascade("projects_owner_id_fkey", t.ownerId, accounts.id),
    // One copy per learner and lesson (nulls are distinct): two first opens at once make one.
    uniqueIndex("projects_owner_lesson").on(t.ownerId, t.lessonId),
    index("projects_owner_updated").on(t.ownerId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("projects_parent").on(t.parentId),
    // The contract's ProjectKind; a kind the studios cannot open must not be stored.
    check("projects_kind_check", sql`${t.kind} IN ('scratch', 'python', 'cpp')`),
  ],
);

/**
 * Content-addressed Scratch assets: the key is md5(bytes) + extension, so equal files are stored once.
 * `source` 'library' (shipped, seeded or imported by an operator, and every asset stored before
 * uploads were told apart) is kept for good; an 'upload' from a learner goes once no project uses it
 * (the cleanup timer) or with its uploader's account.
 */
export const assets = pgTable(
  "assets",
  {
    md5ext: text("md5ext").primaryKey(),
    contentType: text("content_type").notNull(),
    data: bytea("data").notNull(),
    size: integer("size").notNull(),
    createdAt: time("created_at").notNull().defaultNow(),
    source: text("source").$type<"library" | "upload">().notNull().default("library"),
    uploaderId: integer("uploader_id"),
  },
  (t) => [
    foreignKey({
      name: "assets_uploader_id_fkey",
      columns: [t.uploaderId],
      foreignColumns: [accounts.id],
    }).onDelete("set null"),
    index("assets_uploader").on(t.uploaderId),
  ],
);

/** Which assets a saved Scratch project names (its costumes and sounds), kept with each save. */
export const projectAssets = pgTable(
  "project_assets",
  {
    projectId: text("project_id").notNull(),
    md5ext: text("md5ext").notNull(),
  },
  (t) => [
    primaryKey({ name: "project_assets_pkey", columns: [t.projectId, t.md5ext] }),
    cascade("project_assets_project_id_fkey", t.projectId, projects.id),
    index("project_assets_md5ext").on(t.md5ext),
  ],
);

export interface StoredOrderLine {
  package_uid: string;
  app_uid: string;
  title: string;
  count: number;
  unitPriceFen: number;
  /** Taken off this line: what the account paid for the course's trial (issue 26). */
  creditFen?: number;
}

export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    accountId: integer("account_id").notNull(),
    status: text("status").$type<"pending" | "paid" | "cancelled" | "expired">().notNull(),
    totalFen: integer("total_fen").notNull(),
    lines: jsonb("lines").$type<StoredOrderLine[]>().notNull(),
    createdAt: time("created_at").notNull().defaultNow(),
    paidAt: time("paid_at"),
  },
  (t) => [
    cascade("orders_account_id_fkey", t.accountId, accounts.id),
    index("orders_account").on(t.accountId),
    index("orders_created").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey(),
    accountId: integer("account_id").notNull(),
    orderId: text("order_id"),
    status: text("status").$type<"pending" | "paid" | "failed" | "cancelled" | "expired">().notNull(),
    amountFen: integer("amount_fen").notNull(),
    institution: text("institution").$type<"wechatpay">().notNull(),
    channel: text("channel").$type<"jsapi" | "h5" | "native">().notNull(),
    provider: text("provider").notNull(),
    providerRef: text("provider_ref"),
    codeUrl: text("code_url"),
    h5Url: text("h5_url"),
    jsapi: jsonb("jsapi").$type<Record<string, string>>(),
    createdAt: time("created_at").notNull().defaultNow(),
    expiresAt: time("expires_at").notNull(),
    paidAt: time("paid_at"),
    /**
     * Why this payment's money must go back: `duplicate` when it completed for an order another
     * payment had already paid (the courses are granted once; an operator refunds this one).
     */
    refundReason: text("refund_reason").$type<"duplicate">(),
  },
  (t) => [
    cascade("payments_account_id_fkey", t.accountId, accounts.id),
    cascade("payments_order_id_fkey", t.orderId, orders.id),
    index("payments_account").on(t.accountId),
    index("payments_created").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // One payment waits per order: asking again answers (or replaces) it, so an order cannot be
    // paid twice through two live QR codes. Two requests racing meet here.
    uniqueIndex("payments_one_pending_per_order").on(t.orderId).where(sql`status = 'pending'`),
    check("payments_refund_reason_check", sql`refund_reason IN ('duplicate')`),
  ],
);

/**
 * Live sync (课堂同步): the latest code and console a Python studio posted. `id` (128 random bits) is
 * what a teacher's view reads by; writing needs the secret whose hash is kept; `number` is the short
 * code shown to the teacher, valid until `number_expires_at`. A row goes at `expires_at`.
 */
export const liveSnapshots = pgTable(
  "live_snapshots",
  {
    id: text("id").primaryKey(),
    secretHash: text("secret_hash").notNull(),
    accountId: integer("account_id"),
    number: bigint("number", { mode: "number" }).unique("live_snapshots_number_key"),
    numberExpiresAt: time("number_expires_at"),
    name: text("name").notNull(),
    code: text("code").notNull(),
    console: text("console").notNull(),
    createdAt: time("created_at").notNull().defaultNow(),
    updatedAt: time("updated_at").notNull().defaultNow(),
    expiresAt: time("expires_at").notNull(),
  },
  (t) => [
    cascade("live_snapshots_account_id_fkey", t.accountId, accounts.id),
    index("live_snapshots_account").on(t.accountId),
    index("live_snapshots_expires").on(t.expiresAt),
  ],
);

export const redirects = pgTable("redirects", {
  id: text("id").primaryKey(),
  url: text("url").notNull(),
  /** Short links list newest first on the admin page. */
  createdAt: time("created_at").notNull().defaultNow(),
});

/** One row per learner and lesson opened: opening records visited_at, 完成本课 sets done_at. */
export const lessonProgress = pgTable(
  "lesson_progress",
  {
    accountId: integer("account_id").notNull(),
    lessonId: text("lesson_id").notNull(),
    visitedAt: time("visited_at").notNull().defaultNow(),
    doneAt: time("done_at"),
  },
  (t) => [
    primaryKey({ name: "lesson_progress_pkey", columns: [t.accountId, t.lessonId] }),
    cascade("lesson_progress_account_id_fkey", t.accountId, accounts.id),
    cascade("lesson_progress_lesson_id_fkey", t.lessonId, lessons.id),
  ],
);

/**
 * One learner's record of one exercise (issue 20): attempts checked on the server, hint rungs
 * revealed, seconds the player reported, and when the server's check first passed (never cleared:
 * a later failing attempt does not take a pass back). Goes with the exercise and with the account.
 */
export const exerciseProgress = pgTable(
  "exercise_progress",
  {
    accountId: integer("account_id").notNull(),
    exerciseId: text("exercise_id").notNull(),
    attempts: integer("attempts").notNull().default(0),
    hintsUsed: integer("hints_used").notNull().default(0),
    passedAt: time("passed_at"),
    seconds: integer("seconds").notNull().default(0),
    /**
     * A quiz's last answer (a letter, letters or a boolean), so the player shows it as the learner
     * left it after a reload; it is marked again from the content when read. Null for code exercises.
     */
    lastAnswer: jsonb("last_answer").$type<QuizAnswer>(),
    /**
     * How the first pass came (issue 37): own, parsons (the puzzle was shown) or solution (the
     * solution, or a prediction's answer, was shown first). Set with `passed_at`, never changed.
     */
    passedHow: text("passed_how").$type<PassedHow>(),
    updatedAt: time("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "exercise_progress_pkey", columns: [t.accountId, t.exerciseId] }),
    cascade("exercise_progress_account_id_fkey", t.accountId, accounts.id),
    cascade("exercise_progress_exercise_id_fkey", t.exerciseId, exercises.id),
  ],
);

/**
 * Study time per learner and lesson (issue 37), measured by the server: each activity it sees
 * (a heartbeat of the visible lesson page, an attempt, a hint) adds the time since the last one,
 * when that gap is short enough to have been spent studying. No posted number is ever added.
 */
export const studyTime = pgTable(
  "study_time",
  {
    accountId: integer("account_id").notNull(),
    lessonId: text("lesson_id").notNull(),
    seconds: integer("seconds").notNull().default(0),
    lastActivityAt: time("last_activity_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "study_time_pkey", columns: [t.accountId, t.lessonId] }),
    cascade("study_time_account_id_fkey", t.accountId, accounts.id),
    cascade("study_time_lesson_id_fkey", t.lessonId, lessons.id),
  ],
);

/**
 * The code a learner has in the lesson player's editor for one exercise (issue 37), so switching
 * exercises, reloading or another computer starts from where they were. The last version only;
 * bounded like an attempt's code. Goes with the exercise and with the account.
 */
export const exerciseCode = pgTable(
  "exercise_code",
  {
    accountId: integer("account_id").notNull(),
    exerciseId: text("exercise_id").notNull(),
    code: text("code").notNull(),
    updatedAt: time("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "exercise_code_pkey", columns: [t.accountId, t.exerciseId] }),
    cascade("exercise_code_account_id_fkey", t.accountId, accounts.id),
    cascade("exercise_code_exercise_id_fkey", t.exerciseId, exercises.id),
    // The contract's bound (64 Ki characters), kept by the table too.
    check("exercise_code_length_check", sql`char_length(${t.code}) <= 65536`),
  ],
);

/**
 * The Scratch studio's library (issue 8): costumes, backdrops, sprites and sounds in Scratch's library
 * JSON format; their files are rows of `assets`. `source` is 'starter' for the shipped items (rewritten
 * at every start) or 'import' for what an operator added.
 */
export const scratchLibrary = pgTable(
  "scratch_library",
  {
    id: text("id").primaryKey(),
    kind: text("kind").$type<"costume" | "backdrop" | "sprite" | "sound">().notNull(),
    name: text("name").notNull(),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    item: jsonb("item").$type<Record<string, unknown>>().notNull(),
    source: text("source").$type<"starter" | "import">().notNull(),
    sort: integer("sort").notNull().default(0),
    createdAt: time("created_at").notNull().defaultNow(),
  },
  (t) => [
    check("scratch_library_kind_check", sql`${t.kind} IN ('costume', 'backdrop', 'sprite', 'sound')`),
    index("scratch_library_kind").on(t.kind, t.sort, t.name),
  ],
);

/**
 * Judge problems (issue 18), from `content/problems` at start-up or an operator's zip. The statement,
 * limits and samples are public; `checker` and `subtasks` are the judge's (packages/judge `Problem`);
 * `package` is the Hydro-layout zip it came from (export hands it back); `content_hash` tells an
 * unchanged package from a changed one, so start-up rewrites only what changed.
 */
export const problems = pgTable(
  "problems",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    level: integer("level").notNull().default(0),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    statement: text("statement").notNull(),
    timeLimitMs: integer("time_limit_ms").notNull(),
    memoryLimitMb: integer("memory_limit_mb").notNull(),
    samples: jsonb("samples").$type<{ input: string; output: string }[]>().notNull().default([]),
    checker: jsonb("checker").$type<Record<string, unknown>>().notNull(),
    subtasks: jsonb("subtasks").$type<Record<string, unknown>[] | null>(),
    testCount: integer("test_count").notNull(),
    package: bytea("package").notNull(),
    contentHash: text("content_hash").notNull(),
    /** 'content' (the repo's content/problems, kept in step at start-up) or 'import' (an operator's). */
    source: text("source").$type<"content" | "import">().notNull(),
    updatedAt: time("updated_at").notNull().defaultNow(),
  },
  (t) => [check("problems_source_check", sql`${t.source} IN ('content', 'import')`)],
);

/** A problem's hidden tests, never sent to a browser: only the judge reads them. */
export const problemTests = pgTable(
  "problem_tests",
  {
    problemId: text("problem_id").notNull(),
    index: integer("index").notNull(),
    input: text("input").notNull(),
    output: text("output").notNull(),
  },
  (t) => [
    primaryKey({ name: "problem_tests_pkey", columns: [t.problemId, t.index] }),
    cascade("problem_tests_problem_id_fkey", t.problemId, problems.id),
  ],
);

export type SubmissionStateColumn = "queued" | "compiling" | "running" | "done";

/**
 * A learner's submission and the judge's progress on it: the worker that holds its job writes
 * `state` and `progress_*` as it goes (the site polls), then the verdict, per-test results and
 * compiler diagnostics. `attempts` counts the judge runs (a crashed worker's job is run again).
 */
export const submissions = pgTable(
  "submissions",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id").notNull(),
    problemId: text("problem_id").notNull(),
    language: text("language").$type<"cpp" | "python">().notNull(),
    source: text("source").notNull(),
    state: text("state").$type<SubmissionStateColumn>().notNull().default("queued"),
    progressTest: integer("progress_test"),
    progressOf: integer("progress_of"),
    verdict: text("verdict"),
    score: integer("score"),
    timeMs: integer("time_ms"),
    memoryKb: integer("memory_kb"),
    cases: jsonb("cases").$type<Record<string, unknown>[]>().notNull().default([]),
    diagnostics: jsonb("diagnostics").$type<Record<string, unknown>[]>().notNull().default([]),
    attempts: integer("attempts").notNull().default(0),
    createdAt: time("created_at").notNull().defaultNow(),
    finishedAt: time("finished_at"),
  },
  (t) => [
    check("submissions_language_check", sql`${t.language} IN ('cpp', 'python')`),
    check("submissions_state_check", sql`${t.state} IN ('queued', 'compiling', 'running', 'done')`),
    cascade("submissions_account_id_fkey", t.accountId, accounts.id),
    cascade("submissions_problem_id_fkey", t.problemId, problems.id),
    index("submissions_account_created").on(
      t.accountId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("submissions_account_problem").on(t.accountId, t.problemId),
  ],
);

/**
 * C++ programs compiled to WebAssembly for the C++ studio, by content: the key is sha256 of the
 * compiler's name and version, the flags and the source, so equal programs compile once and the
 * module is served with immutable caching. Rows live in the database, not on disk, so every server
 * instance behind one Postgres shares them. `warnings` are the compile's diagnostics, shown again
 * on a cache hit. `usedAt` lets the cleanup drop modules nobody ran for a while.
 */
export const cppModules = pgTable(
  "cpp_modules",
  {
    hash: text("hash").primaryKey(),
    wasm: bytea("wasm").notNull(),
    size: integer("size").notNull(),
    compiler: text("compiler").notNull(),
    warnings: jsonb("warnings").$type<CppDiagnosticRow[]>().notNull().default([]),
    createdAt: time("created_at").notNull().defaultNow(),
    usedAt: time("used_at").notNull().defaultNow(),
  },
  (t) => [index("cpp_modules_used_at").on(t.usedAt)],
);

export interface CppDiagnosticRow {
  file: string;
  line: number;
  column: number;
  severity: "error" | "warning" | "note" | "fatal";
  message: string;
}

/**
 * What a worker slot runs a job on: each worker process has slots per resource (a Scratch check
 * needs a VM of its own, a C++ job the compiler), and claims only jobs it can start at once.
 */
export type WorkResource = "python" | "cpp" | "scratch" | "quiz";
/** Lane 0 (lesson checks) is always taken before lane 1 (judge submissions). */
export type WorkLane = 0 | 1;
export type WorkTask = "attempt" | "submission";

/**
 * The one queue of checking and judging (issue 38): a row per lesson attempt or judge submission
 * waiting or running; the row goes when its result is recorded. Every server and worker process on
 * the database claims from it (judging/work-queue.ts): lane first, then `ready_at`, which is when
 * the job became its account's turn (its own arrival, or later: the end of the account's previous
 * job plus the time that job took), so accounts take turns and a heavy one falls behind. At most
 * one running row per account, enforced by a unique index, across every process; `heavy` rows (of
 * an account whose last job ran long) get only some of a worker's slots. `claim` names
 * the worker's hold on a running row; `lease_until` is how long it lasts without a heartbeat
 * before another worker may run the job again (`tries` counts the runs).
 */
export const workJobs = pgTable(
  "work_jobs",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id").notNull(),
    lane: integer("lane").$type<WorkLane>().notNull(),
    resource: text("resource").$type<WorkResource>().notNull(),
    task: text("task").$type<WorkTask>().notNull(),
    /** `exercise_attempts.id` or `submissions.id`. */
    refId: integer("ref_id").notNull(),
    state: text("state").$type<"queued" | "running">().notNull().default("queued"),
    queuedAt: time("queued_at").notNull().defaultNow(),
    readyAt: time("ready_at").notNull().defaultNow(),
    claim: text("claim"),
    worker: text("worker"),
    startedAt: time("started_at"),
    leaseUntil: time("lease_until"),
    tries: integer("tries").notNull().default(0),
    /**
     * The account's previous job ran long (an endless loop, a compile bomb): a worker runs only so
     * many heavy jobs at once, so quick checks always have a slot.
     */
    heavy: boolean("heavy").notNull().default(false),
  },
  (t) => [
    check("work_jobs_state_check", sql`${t.state} IN ('queued', 'running')`),
    check("work_jobs_lane_check", sql`${t.lane} IN (0, 1)`),
    check("work_jobs_task_check", sql`${t.task} IN ('attempt', 'submission')`),
    check("work_jobs_resource_check", sql`${t.resource} IN ('python', 'cpp', 'scratch', 'quiz')`),
    cascade("work_jobs_account_id_fkey", t.accountId, accounts.id),
    uniqueIndex("work_jobs_task_ref").on(t.task, t.refId),
    uniqueIndex("work_jobs_one_running_per_account").on(t.accountId).where(sql`${t.state} = 'running'`),
    index("work_jobs_queued").on(t.lane, t.readyAt, t.id).where(sql`${t.state} = 'queued'`),
    index("work_jobs_account").on(t.accountId, t.lane, t.queuedAt),
  ],
);

export type AttemptStateColumn = "queued" | "checking" | "done" | "failed";

/**
 * One press of 检查 (issue 38): what the learner sent, queued for the server's check, and its
 * outcome. `result` is the server's `ExerciseCheckResult` once `done` (and only then recorded in
 * `exercise_progress`, exactly once: the worker's finish moves the row out of `checking` in the
 * transaction that records it); `failure` is the Chinese sentence when the server could not check
 * it (nothing recorded). `runs` counts the checks started (a dead worker's job runs again).
 */
export const exerciseAttempts = pgTable(
  "exercise_attempts",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id").notNull(),
    exerciseId: text("exercise_id").notNull(),
    kind: text("kind").$type<ExerciseKind>().notNull(),
    /** The attempt's body without `seconds`: `{kind, code | project | answer}`. */
    body: jsonb("body").$type<Record<string, unknown>>().notNull(),
    seconds: integer("seconds").notNull().default(0),
    state: text("state").$type<AttemptStateColumn>().notNull().default("queued"),
    result: jsonb("result").$type<Record<string, unknown>>(),
    failure: text("failure"),
    runs: integer("runs").notNull().default(0),
    createdAt: time("created_at").notNull().defaultNow(),
    /** When a worker first started checking it: the wait in the queue is `started_at - created_at`. */
    startedAt: time("started_at"),
    finishedAt: time("finished_at"),
  },
  (t) => [
    check("exercise_attempts_state_check", sql`${t.state} IN ('queued', 'checking', 'done', 'failed')`),
    cascade("exercise_attempts_account_id_fkey", t.accountId, accounts.id),
    cascade("exercise_attempts_exercise_id_fkey", t.exerciseId, exercises.id),
    index("exercise_attempts_account_created").on(t.accountId, t.createdAt),
  ],
);

/**
 * Processes that run jobs, by a random id: each heartbeat moves `seen_at`, so a server can tell
 * a child that nobody is checking right now instead of letting the attempt wait for nothing.
 * `resources` lists what its slots can run.
 */
export const workWorkers = pgTable("work_workers", {
  id: text("id").primaryKey(),
  resources: jsonb("resources").$type<WorkResource[]>().notNull(),
  slots: integer("slots").notNull(),
  startedAt: time("started_at").notNull().defaultNow(),
  seenAt: time("seen_at").notNull().defaultNow(),
});

/**
 * Short holds one account takes on something, across every server instance: `compile` while one of
 * its C++ programs compiles (the studio's Run and a C++ check or submission). `expires_at` frees a
 * hold whose process died.
 */
export const accountLeases = pgTable(
  "account_leases",
  {
    accountId: integer("account_id").notNull(),
    purpose: text("purpose").$type<"compile">().notNull(),
    holder: text("holder").notNull(),
    expiresAt: time("expires_at").notNull(),
  },
  (t) => [
    primaryKey({ name: "account_leases_pkey", columns: [t.accountId, t.purpose] }),
    cascade("account_leases_account_id_fkey", t.accountId, accounts.id),
  ],
);

/**
 * Rate-limit counters shared by every server instance: hits in the window that ends at
 * `window_ends`, by key (`attempts:<account>`, `compile:<account>`, `account:<id>`, `ip:<addr>`…).
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    windowEnds: time("window_ends").notNull(),
  },
  (t) => [index("rate_limit_hits_window_ends").on(t.windowEnds)],
);
