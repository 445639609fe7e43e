import cookie from "@fastify/cookie";
import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { createAdapters } from "./adapters/create-adapters.ts";
import { AccessTokens } from "./auth/access-token.ts";
import { Captcha } from "./auth/captcha.ts";
import { RefreshTokens } from "./auth/refresh-tokens.ts";
import { loadSigningSecret } from "./auth/secrets.ts";
import { SessionCache } from "./auth/session-cache.ts";
import { SmsCodes } from "./auth/sms-codes.ts";
import type { ServerConfig } from "./config.ts";
import type { AppContext } from "./context.ts";
import { type Database, openDatabase } from "./db/connect.ts";
import { installErrorHandler, notFoundBody } from "./error-handler.ts";
import { accountRoutes } from "./routes/accounts.ts";
import { adminRoutes } from "./routes/admin.ts";
import { adminRedirectRoutes } from "./routes/admin-redirects.ts";
import { appRoutes } from "./routes/apps.ts";
import { assetRoutes } from "./routes/assets.ts";
import { devRoutes } from "./routes/dev.ts";
import { diagRoutes } from "./routes/diag.ts";
import { healthRoutes } from "./routes/health.ts";
import { liveRoutes } from "./routes/live.ts";
import { orderRoutes } from "./routes/orders.ts";
import { paymentNotifyRoutes } from "./routes/payment-notify.ts";
import { paymentRoutes } from "./routes/payments.ts";
import { profileRoutes } from "./routes/profile.ts";
import { progressRoutes } from "./routes/progress.ts";
import { projectRoutes } from "./routes/projects.ts";
import { qrRoutes } from "./routes/qr.ts";
import { findRedirect, redirectRoutes } from "./routes/redirects.ts";
import { scratchRoutes } from "./routes/scratch.ts";
import { seedStarterLibrary } from "./scratch-library/library.ts";
import { seedCatalog } from "./seed/seed.ts";
import { serveSite } from "./static-site.ts";

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
}

export type Overrides = Partial<Pick<AppContext, "devOutbox" | "smsCodes" | "wechatOauth" | "payments">> & {
  database?: Database;
};

/** Builds the whole server: database (migrated and seeded), adapters, API under /api and the site. */
export async function buildApp(config: ServerConfig, overrides: Overrides = {}): Promise<BuiltApp> {
  const database =
    overrides.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await seedCatalog(database.db);
  await seedStarterLibrary(database.db);
  const secret = loadSigningSecret(config.jwtSecret, config.dataDir);
  const adapters = createAdapters(config);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    secret,
    accessTokens: new AccessTokens(secret, config.accessTokenTtl),
    refreshTokens: new RefreshTokens(database.db, config.refreshTokenTtl),
    sessionCache: new SessionCache(config.sessionCacheMs),
    captcha: new Captcha(secret, config.captchaMaxNumber, database.db),
    devOutbox: overrides.devOutbox ?? adapters.devOutbox,
    smsCodes: new SmsCodes(secret, database.db, overrides.devOutbox ?? adapters.sms, {
      dailyPerPhone: config.smsDailyPerPhone,
      dailyPerIp: config.smsDailyPerIp,
    }),
    wechatOauth: overrides.wechatOauth ?? adapters.wechatOauth,
    payments: overrides.payments ?? adapters.payments,
  };

  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    // Plain JSON bodies stay small; project and asset routes raise their own limits.
    bodyLimit: 1024 * 1024,
    forceCloseConnections: "idle",
    return503OnClosing: true,
  });
  // A database handed in belongs to the caller (tests share one between servers).
  if (!overrides.database) app.addHook("onClose", () => database.close());
  // While shutting down, answers to requests in flight close their keep-alive connection, so close()
  // does not wait for idle sockets to time out.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
  installErrorHandler(app);

  await app.register(helmet, {
    // The site decides its own CSP and isolation headers (Scratch and Pyodide need special ones).
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-site" },
  });
  // Partners frame the studios at /embed/… (DESIGN.md); every other page keeps helmet's SAMEORIGIN.
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/embed/")) reply.removeHeader("x-frame-options");
  });
  await app.register(cors, {
    origin: (origin, callback) =>
      callback(null, !origin || config.corsOrigins.includes(origin) ? (origin ?? false) : false),
    credentials: true,
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    allowedHeaders: ["Authorization", "Content-Type", "X-RETRY"],
    maxAge: 600,
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    max: config.rateLimitMax,
    timeWindow: 60_000,
    // Only the API is limited: a school computer room shares one address, and forty children
    // opening the site at once fetch more than a thousand static files in a minute.
    allowList: (request) => !request.url.startsWith("/api/"),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: "Too many requests.",
      code: "rate_limited",
      detail: "操作太频繁了，请稍等一会儿再试。",
      retryAfter: Math.ceil(context.ttl / 1000),
    }),
  });

  await app.register(
    async (api) => {
      api.setNotFoundHandler((_request, reply) => reply.code(404).send(notFoundBody));
      for (const routes of [
        healthRoutes,
        accountRoutes,
        profileRoutes,
        devRoutes,
        appRoutes,
        projectRoutes,
        orderRoutes,
        paymentRoutes,
        liveRoutes,
        diagRoutes,
        redirectRoutes,
        qrRoutes,
        scratchRoutes,
        progressRoutes,
        adminRoutes,
        adminRedirectRoutes,
      ]) {
        await api.register(async (scope) => routes(scope, ctx));
      }
      await api.register(async (scope) => assetRoutes(scope, ctx));
      await api.register(async (scope) => paymentNotifyRoutes(scope, ctx));
    },
    { prefix: "/api" },
  );
  await app.register(async (root) => healthRoutes(root, ctx));
  await serveSite(app, config.staticDir, {
    shortLink: async (id) => (await findRedirect(ctx, id))?.url ?? null,
  });
  return { app, ctx };
}
