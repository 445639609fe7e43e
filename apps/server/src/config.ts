import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { maxProjectBodyChars } from "@qisi/api/contract";

/** Everything the server reads from the environment, parsed once at start. README.md lists each variable. */
export interface ServerConfig {
  port: number;
  host: string;
  production: boolean;
  logLevel: string;
  /** PGlite files live here (and the generated JWT secret); null keeps everything in memory (tests). */
  dataDir: string | null;
  /** When set, node-postgres is used instead of PGlite. */
  databaseUrl: string | null;
  jwtSecret: string | null;
  /** Seconds an access token lives. */
  accessTokenTtl: number;
  /** Seconds a refresh cookie lives. */
  refreshTokenTtl: number;
  corsOrigins: string[];
  /** Built site to serve on the same port; null serves only the API. */
  staticDir: string | null;
  /** Where people reach the site; sandbox payment QR codes point here. */
  publicUrl: string;
  trustProxy: boolean;
  captchaMaxNumber: number;
  smsDailyPerPhone: number;
  smsDailyPerIp: number;
  /** Requests per minute per IP across the API. */
  rateLimitMax: number;
  /** How long `GET accounts/session` may repeat its answer for the same refresh cookie; 0 turns it off. */
  sessionCacheMs: number;
  /** Requests per minute per IP to the sign-in calls that send or check codes. */
  authRateLimitMax: number;
  smsProvider: "dev" | "aliyun";
  wechatOauth: "dev" | "wechat";
  paymentProvider: "sandbox" | "wechatpay";
  /** Phone numbers made admins when they sign in (`ADMIN_PHONES`, comma-separated). */
  adminPhones: string[];
  /** The API reference page at /api/docs: on outside production, in production only with `API_DOCS=1`. */
  apiDocs: boolean;
  /** Live sync (课堂同步): lifetimes in seconds and the limits on guessing short numbers. */
  live: LiveSettings;
  /** What one account may keep. */
  quotas: QuotaSettings;
  /** Seconds between cleanups of expired snapshots and unused uploads; 0 turns the timer off. */
  cleanupInterval: number;
  env: Record<string, string | undefined>;
}

export interface LiveSettings {
  /** A snapshot is deleted this long after its last write. */
  snapshotTtl: number;
  /** A short number works this long after it was issued; the studio then gets a new one. */
  numberTtl: number;
  /** Wrong numbers one address may try per 10 minutes. */
  missesPerIp: number;
  /** Look-ups of one number (from anywhere) per 10 minutes. */
  lookupsPerNumber: number;
}

export interface QuotaSettings {
  projectsPerAccount: number;
  /** Characters of one project's body (Scratch project.json or Python source). */
  projectChars: number;
  /** Different costumes and sounds one Scratch project may name. */
  assetsPerProject: number;
  /** An upload no project names is deleted after this many seconds. */
  orphanAssetGrace: number;
}

const serverPackageDir = resolve(fileURLToPath(new URL(".", import.meta.url)), "..");

function int(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? "", 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** A comma-separated variable as a list, blanks dropped. */
function list(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const port = int(env.PORT, 8080);
  const staticDir =
    env.STATIC_DIR === "" ? null : resolve(env.STATIC_DIR ?? resolve(serverPackageDir, "../site/dist"));
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    production: env.NODE_ENV === "production",
    logLevel: env.LOG_LEVEL ?? "warn",
    dataDir: env.DATA_DIR === ":memory:" ? null : resolve(env.DATA_DIR ?? "./data"),
    databaseUrl: env.DATABASE_URL || null,
    jwtSecret: env.JWT_SECRET || null,
    accessTokenTtl: int(env.ACCESS_TOKEN_TTL, 15 * 60),
    refreshTokenTtl: int(env.REFRESH_TOKEN_TTL, 30 * 24 * 3600),
    corsOrigins: list(env.CORS_ORIGINS),
    staticDir,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    captchaMaxNumber: int(env.CAPTCHA_MAX_NUMBER, 100_000),
    smsDailyPerPhone: int(env.SMS_DAILY_PER_PHONE, 10),
    smsDailyPerIp: int(env.SMS_DAILY_PER_IP, 30),
    rateLimitMax: int(env.RATE_LIMIT_MAX, 1200),
    sessionCacheMs: int(env.SESSION_CACHE_MS, 2000),
    authRateLimitMax: int(env.AUTH_RATE_LIMIT_MAX, 20),
    smsProvider: oneOf(env.SMS_PROVIDER, ["dev", "aliyun"] as const, "dev"),
    wechatOauth: oneOf(env.WECHAT_OAUTH, ["dev", "wechat"] as const, "dev"),
    paymentProvider: oneOf(env.PAYMENT_PROVIDER, ["sandbox", "wechatpay"] as const, "sandbox"),
    adminPhones: list(env.ADMIN_PHONES),
    apiDocs: env.API_DOCS === undefined ? env.NODE_ENV !== "production" : env.API_DOCS === "1",
    live: {
      snapshotTtl: int(env.LIVE_SNAPSHOT_TTL, 24 * 3600),
      numberTtl: int(env.LIVE_NUMBER_TTL, 30 * 60),
      missesPerIp: int(env.LIVE_NUMBER_MISSES_PER_IP, 20),
      lookupsPerNumber: int(env.LIVE_NUMBER_LOOKUPS, 10),
    },
    quotas: {
      projectsPerAccount: int(env.MAX_PROJECTS_PER_ACCOUNT, 1000),
      projectChars: Math.min(int(env.MAX_PROJECT_CHARS, maxProjectBodyChars), maxProjectBodyChars),
      assetsPerProject: int(env.MAX_ASSETS_PER_PROJECT, 1000),
      orphanAssetGrace: int(env.ORPHAN_ASSET_GRACE, 24 * 3600),
    },
    cleanupInterval: int(env.CLEANUP_INTERVAL, 3600),
    env,
  };
}
