import {
  bigint,
  boolean,
  customType,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** Mirrors migrations/*.sql, which are the source of truth for both PGlite and Postgres. */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export type AccountRole = "learner" | "admin";

const time = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const accounts = pgTable("accounts", {
  id: serial("id").primaryKey(),
  phone: text("phone"),
  wxOpenId: text("wx_openid"),
  name: text("name").notNull().default(""),
  nickname: text("nickname").notNull().default(""),
  avatar: text("avatar").notNull().default(""),
  locale: text("locale").notNull().default("zh-CN"),
  role: text("role").$type<AccountRole>().notNull().default("learner"),
  createdAt: time("created_at").notNull().defaultNow(),
});

export const refreshTokens = pgTable("refresh_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  accountId: integer("account_id").notNull(),
  family: text("family").notNull(),
  createdAt: time("created_at").notNull().defaultNow(),
  expiresAt: time("expires_at").notNull(),
  revokedAt: time("revoked_at"),
});

export const smsCodes = pgTable("sms_codes", {
  id: text("id").primaryKey(),
  phone: text("phone").notNull(),
  ip: text("ip").notNull(),
  codeHash: text("code_hash").notNull(),
  attempts: integer("attempts").notNull().default(0),
  createdAt: time("created_at").notNull().defaultNow(),
  expiresAt: time("expires_at").notNull(),
  usedAt: time("used_at"),
});

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
  highlights: jsonb("highlights").$type<string[]>().notNull(),
  sort: integer("sort").notNull().default(0),
});

export const salesPackages = pgTable("sales_packages", {
  uid: text("uid").primaryKey(),
  appUid: text("app_uid").notNull(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  priceFen: integer("price_fen").notNull(),
  listPriceFen: integer("list_price_fen"),
  lessons: integer("lessons").notNull(),
  sort: integer("sort").notNull().default(0),
});

export const depots = pgTable("depots", {
  id: text("id").primaryKey(),
  appUid: text("app_uid").notNull(),
  title: text("title").notNull(),
});

export const depotGroups = pgTable("depot_groups", {
  id: text("id").primaryKey(),
  depotId: text("depot_id").notNull(),
  title: text("title").notNull(),
  sort: integer("sort").notNull(),
});

export const lessons = pgTable("lessons", {
  id: text("id").primaryKey(),
  groupId: text("group_id").notNull(),
  kind: text("kind").$type<"lesson" | "video" | "project">().notNull(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  videoUrl: text("video_url"),
  starterProjectId: text("starter_project_id"),
  sort: integer("sort").notNull(),
});

export const userApps = pgTable("user_apps", {
  accountId: integer("account_id").notNull(),
  appUid: text("app_uid").notNull(),
  grantedAt: time("granted_at").notNull().defaultNow(),
  orderId: text("order_id"),
});

export const projects = pgTable("projects", {
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
});

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

export const orders = pgTable("orders", {
  id: text("id").primaryKey(),
  accountId: integer("account_id").notNull(),
  status: text("status").$type<"pending" | "paid" | "cancelled" | "expired">().notNull(),
  totalFen: integer("total_fen").notNull(),
  lines: jsonb("lines").$type<StoredOrderLine[]>().notNull(),
  createdAt: time("created_at").notNull().defaultNow(),
  paidAt: time("paid_at"),
});

export const payments = pgTable("payments", {
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
});

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
  createdAt: time("created_at").notNull().defaultNow(),
});

export const lessonProgress = pgTable("lesson_progress", {
  accountId: integer("account_id").notNull(),
  lessonId: text("lesson_id").notNull(),
  visitedAt: time("visited_at").notNull().defaultNow(),
  doneAt: time("done_at"),
});

export const scratchLibrary = pgTable("scratch_library", {
  id: text("id").primaryKey(),
  kind: text("kind").$type<"costume" | "backdrop" | "sprite" | "sound">().notNull(),
  name: text("name").notNull(),
  tags: jsonb("tags").$type<string[]>().notNull(),
  item: jsonb("item").$type<Record<string, unknown>>().notNull(),
  source: text("source").$type<"starter" | "import">().notNull(),
  sort: integer("sort").notNull().default(0),
  createdAt: time("created_at").notNull().defaultNow(),
});
