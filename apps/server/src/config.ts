import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { cspOrigin } from "./http/content-security-policy.ts";

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
  /** Partner origins that may frame `/embed/…` and the studio frame (`EMBED_ORIGINS`, comma-separated). */
  embedOrigins: string[];
  /** Other origins the site's pages load from, added to the CSP (`CSP_ORIGINS`, comma-separated). */
  cspOrigins: string[];
  /** HSTS (sent over https only) also covers subdomains (`HSTS_INCLUDE_SUBDOMAINS=1`). */
  hstsIncludeSubdomains: boolean;
  /** The API reference page at /api/docs: on outside production, in production only with `API_DOCS=1`. */
  apiDocs: boolean;
  env: Record<string, string | undefined>;
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
    embedOrigins: list(env.EMBED_ORIGINS).map((origin) => cspOrigin(origin, "EMBED_ORIGINS")),
    cspOrigins: list(env.CSP_ORIGINS).map((origin) => cspOrigin(origin, "CSP_ORIGINS")),
    hstsIncludeSubdomains: env.HSTS_INCLUDE_SUBDOMAINS === "1",
    apiDocs: env.API_DOCS === undefined ? env.NODE_ENV !== "production" : env.API_DOCS === "1",
    env,
  };
}
