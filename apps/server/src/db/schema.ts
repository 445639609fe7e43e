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
    sort: integer("sort").notNull().default(0),
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
    sort: integer("sort").notNull(),
  },
  (t) => [cascade("lessons_group_id_fkey", t.groupId, depotGroups.id)],
);

export const userApps = pgTable(
  "user_apps",
  {
    accountId: integer("account_id").notNull(),
    appUid: text("app_uid").notNull(),
    grantedAt: time("granted_at").notNull().defaultNow(),
    orderId: text("order_id"),
  },
  (t) => [
    primaryKey({ name: "user_apps_pkey", columns: [t.accountId, t.appUid] }),
    cascade("user_apps_account_id_fkey", t.accountId, accounts.id),
    cascade("user_apps_app_uid_fkey", t.appUid, apps.uid),
  ],
);

export const projects = pgTable(
  "projects",
  {
    id: text("id").primaryKey(),
    ownerId: integer("owner_id").notNull(),
    kind: text("kind").$type<"scratch" | "python">().notNull(),
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
  },
  (t) => [
    cascade("projects_owner_id_fkey", t.ownerId, accounts.id),
    index("projects_owner_updated").on(t.ownerId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("projects_parent").on(t.parentId),
  ],
);

/** Content-addressed Scratch assets: the key is md5(bytes) + extension, so equal files are stored once. */
export const assets = pgTable("assets", {
  md5ext: text("md5ext").primaryKey(),
  contentType: text("content_type").notNull(),
  data: bytea("data").notNull(),
  size: integer("size").notNull(),
  createdAt: time("created_at").notNull().defaultNow(),
});

export interface StoredOrderLine {
  package_uid: string;
  app_uid: string;
  title: string;
  count: number;
  unitPriceFen: number;
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
  },
  (t) => [
    cascade("payments_account_id_fkey", t.accountId, accounts.id),
    cascade("payments_order_id_fkey", t.orderId, orders.id),
    index("payments_account").on(t.accountId),
    index("payments_created").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const liveSnapshots = pgTable("live_snapshots", {
  number: bigint("number", { mode: "number" }).primaryKey(),
  name: text("name").notNull(),
  code: text("code").notNull(),
  console: text("console").notNull(),
  updatedAt: time("updated_at").notNull().defaultNow(),
});

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
