import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { maxProjectBodyChars } from "@qisi/api/contract";
import { type RunnerChoice, runnerChoiceFromEnv } from "@qisi/judge";
import { cspOrigin } from "./http/content-security-policy.ts";
import { type Networks, parseNetworks } from "./http/networks.ts";
import { partnerOrigins } from "./http/partner-origins.ts";
import { isKnownTimeZone } from "./time/zoned-day.ts";

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
  /**
   * Partner sites whose pages call the API with credentials (`CORS_ORIGINS`, comma-separated): CORS
   * answers them with credentials, and their cookies are cross-site (http/partner-origins.ts).
   */
  corsOrigins: string[];
  /** Built site to serve on the same port; null serves only the API. */
  staticDir: string | null;
  /** content/: courses and lessons imported at start when they changed (CONTENT_DIR). */
  contentDir: string;
  /** Where people reach the site; sandbox payment QR codes point here. */
  publicUrl: string;
  /**
   * Which proxies in front of us may name the client (X-Forwarded-For, -Proto): none (false), the
   * nearest N hops, or the proxies at these addresses. Never every hop: that lets anyone pick their IP.
   */
  trustProxy: false | number | string[];
  captchaMaxNumber: number;
  smsDailyPerPhone: number;
  smsDailyPerIp: number;
  /** Requests per minute across the API per signed-in account. */
  rateLimitMax: number;
  /** Requests per minute across the API per IP, for requests without an account. */
  ipRateLimitMax: number;
  /** School networks (a computer room behind one address): exempt from the per-IP limits. */
  schoolNetworks: Networks;
  /** The zone whose midnight starts a new day for daily limits (IANA name). */
  timeZone: string;
  /** How long `GET accounts/session` may repeat its answer for the same refresh cookie; 0 turns it off. */
  sessionCacheMs: number;
  /** Requests per minute per phone number to the sign-in calls that send or check codes. */
  authRateLimitMax: number;
  /** Exercise attempts checked per minute per account (a Python check starts a process). */
  exerciseAttemptsPerMinute: number;
  /**
   * Lessons marked `draft: true` (issue 37) open like written ones, for an author previewing their
   * work and for the tests that still run on the sample lessons until they are rewritten
   * (CONTENT_PREVIEW_DRAFTS=1). Off in production: a draft is listed as "这节课正在编写中" only.
   */
  previewDraftLessons: boolean;
  smsProvider: "dev" | "aliyun";
  wechatOauth: "dev" | "wechat";
  paymentProvider: "sandbox" | "wechatpay";
  /** `ALLOW_DEV_ADAPTERS=1`: a production start may use development stand-ins (sandbox payments, dev SMS, dev WeChat). */
  allowDevAdapters: boolean;
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
  /** Live sync (课堂同步): lifetimes in seconds and the limits on guessing short numbers. */
  live: LiveSettings;
  /** What one account may keep. */
  quotas: QuotaSettings;
  /** Seconds between cleanups of expired snapshots and unused uploads; 0 turns the timer off. */
  cleanupInterval: number;
  /** The judge's queue and where problems come from (issue 18). */
  judge: JudgeSettings;
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

export interface JudgeSettings {
  /**
   * Who runs learner code (`JUDGE_RUNNER=native`: C++ on g++; `PYTHON_RUNNER=native|pyodide`,
   * default auto: the host's CPython in bubblewrap where it has python3 and bwrap, else Pyodide).
   */
  runner: RunnerChoice;
  /**
   * Jobs this process runs at once (`JUDGE_WORKERS`): lesson checks and judge submissions, from the
   * one queue in the database. 0 leaves them all to separate `judge-worker` processes.
   */
  workers: number;
  /** Scratch checks this process runs at once, each in a scratch-vm thread of its own (`SCRATCH_CHECKERS`). */
  scratchCheckers: number;
  /** Seconds a running job's hold lasts without a heartbeat before another worker runs it again (≥ 3). */
  heartbeatSeconds: number;
  /** Times a job whose worker died is run again before it ends: the check not done, the submission 系统错误. */
  retryLimit: number;
  /** How often every process looks for jobs whose worker died, seconds. */
  monitorSeconds: number;
  /**
   * Seconds without a heartbeat from any worker that checks a kind before checks of that kind are
   * refused (a Chinese 503: nobody is checking) instead of waiting (`WORKER_SILENT_SECONDS`). Longer
   * than a hold: a worker whose machine is overloaded is slow, not gone.
   */
  workerSilentSeconds: number;
  /** Jobs that may wait in the queue, all accounts together; more get 429 (`QUEUE_MAX`). */
  queueMax: number;
  /** Lesson checks one account may have waiting to start (`CHECKS_WAITING_PER_ACCOUNT`). */
  checksWaitingPerAccount: number;
  /** Judge submissions one account may have waiting or being judged (`SUBMISSIONS_PENDING_PER_ACCOUNT`). */
  submissionsPendingPerAccount: number;
  /** How long `POST exercises/{id}/attempts` waits for the server's result before answering "pending", ms. */
  attemptWaitMs: number;
  /** Folder of Hydro-layout problem packages, imported at start when changed; null skips it. */
  problemsDir: string | null;
}

const serverPackageDir = resolve(fileURLToPath(new URL(".", import.meta.url)), "..");

/** The repository's content/ folder (courses, lessons, exercises as files), from src/ or dist/ alike. */
export const defaultContentDir = resolve(serverPackageDir, "../../content");

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

/** Runs a setting's parser, naming the variable when its value is refused. */
function setting<T>(name: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new Error(`${name}: ${(error as Error).message}`);
  }
}

/** `TRUST_PROXY`: unset or 0 (none), a hop count, or proxy addresses/CIDRs, comma-separated. */
function trustedProxies(value: string | undefined): false | number | string[] {
  const text = (value ?? "").trim();
  if (text === "" || text === "0" || text === "false") return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === "true") {
    throw new Error(
      "TRUST_PROXY=true would trust every X-Forwarded-For hop, so anyone could choose their IP and escape the " +
        "per-IP limits. Give the number of proxies in front of the server (TRUST_PROXY=1) or their addresses " +
        "(TRUST_PROXY=10.0.0.5,10.0.1.0/24).",
    );
  }
  const addresses = list(text);
  setting("TRUST_PROXY", () => parseNetworks(addresses));
  return addresses;
}

function timeZone(value: string | undefined): string {
  const zone = value?.trim() || "Asia/Shanghai";
  if (!isKnownTimeZone(zone))
    throw new Error(`TIME_ZONE: "${zone}" is not an IANA time zone (for example Asia/Shanghai)`);
  return zone;
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
    corsOrigins: partnerOrigins(list(env.CORS_ORIGINS), env.NODE_ENV === "production"),
    staticDir,
    contentDir: resolve(env.CONTENT_DIR ?? defaultContentDir),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    captchaMaxNumber: int(env.CAPTCHA_MAX_NUMBER, 100_000),
    smsDailyPerPhone: int(env.SMS_DAILY_PER_PHONE, 10),
    smsDailyPerIp: int(env.SMS_DAILY_PER_IP, 30),
    rateLimitMax: int(env.RATE_LIMIT_MAX, 1200),
    ipRateLimitMax: int(env.IP_RATE_LIMIT_MAX, 6000),
    schoolNetworks: setting("SCHOOL_NETWORKS", () => parseNetworks(list(env.SCHOOL_NETWORKS))),
    timeZone: timeZone(env.TIME_ZONE),
    sessionCacheMs: int(env.SESSION_CACHE_MS, 2000),
    authRateLimitMax: int(env.AUTH_RATE_LIMIT_MAX, 20),
    exerciseAttemptsPerMinute: int(env.EXERCISE_ATTEMPTS_PER_MINUTE, 30),
    previewDraftLessons: env.CONTENT_PREVIEW_DRAFTS === "1",
    smsProvider: oneOf(env.SMS_PROVIDER, ["dev", "aliyun"] as const, "dev"),
    wechatOauth: oneOf(env.WECHAT_OAUTH, ["dev", "wechat"] as const, "dev"),
    paymentProvider: oneOf(env.PAYMENT_PROVIDER, ["sandbox", "wechatpay"] as const, "sandbox"),
    allowDevAdapters: env.ALLOW_DEV_ADAPTERS === "1",
    adminPhones: list(env.ADMIN_PHONES),
    embedOrigins: partnerOrigins(list(env.EMBED_ORIGINS), env.NODE_ENV === "production", "EMBED_ORIGINS"),
    cspOrigins: list(env.CSP_ORIGINS).map((origin) => cspOrigin(origin, "CSP_ORIGINS")),
    hstsIncludeSubdomains: env.HSTS_INCLUDE_SUBDOMAINS === "1",
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
    judge: {
      runner: runnerChoiceFromEnv(env),
      workers: Math.max(0, int(env.JUDGE_WORKERS, availableParallelism())),
      scratchCheckers: Math.max(1, int(env.SCRATCH_CHECKERS, 2)),
      heartbeatSeconds: Math.max(3, int(env.JUDGE_HEARTBEAT_SECONDS, 20)),
      retryLimit: Math.max(0, int(env.JUDGE_RETRY_LIMIT, 2)),
      monitorSeconds: Math.max(1, int(env.JUDGE_MONITOR_SECONDS, 5)),
      workerSilentSeconds: Math.max(3, int(env.WORKER_SILENT_SECONDS, 60)),
      queueMax: Math.max(1, int(env.QUEUE_MAX, 400)),
      checksWaitingPerAccount: Math.max(1, int(env.CHECKS_WAITING_PER_ACCOUNT, 2)),
      submissionsPendingPerAccount: Math.max(1, int(env.SUBMISSIONS_PENDING_PER_ACCOUNT, 2)),
      attemptWaitMs: Math.max(0, int(env.ATTEMPT_WAIT_MS, 2500)),
      problemsDir:
        env.PROBLEMS_DIR === ""
          ? null
          : resolve(env.PROBLEMS_DIR ?? resolve(serverPackageDir, "../../content/problems")),
    },
    env,
  };
}
