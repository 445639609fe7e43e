import cookie from "@fastify/cookie";
import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { devOutboxPlugin } from "./accounts/dev-outbox-plugin.ts";
import { accountsPlugin } from "./accounts/plugin.ts";
import { profilePlugin } from "./accounts/profile-plugin.ts";
import { AccountStore } from "./accounts/store.ts";
import { createAdapters } from "./adapters/create-adapters.ts";
import { adminPlugin } from "./admin/plugin.ts";
import { AdminStore } from "./admin/store.ts";
import { AccessTokens } from "./auth/access-token.ts";
import { Captcha } from "./auth/captcha.ts";
import { RefreshTokens } from "./auth/refresh-tokens.ts";
import { loadSigningSecret } from "./auth/secrets.ts";
import { SessionCache } from "./auth/session-cache.ts";
import { SmsCodes } from "./auth/sms-codes.ts";
import type { ServerConfig } from "./config.ts";
import type { AppContext } from "./context.ts";
import { coursesPlugin } from "./courses/plugin.ts";
import { progressPlugin } from "./courses/progress-plugin.ts";
import { ProgressStore } from "./courses/progress-store.ts";
import { CourseStore } from "./courses/store.ts";
import { type Database, openDatabase } from "./db/connect.ts";
import { diagPlugin } from "./diag/plugin.ts";
import { frameworkErrors, installErrorHandler, notFoundBody } from "./error-handler.ts";
import { healthPlugin } from "./health/plugin.ts";
import { inlineScriptHashes } from "./http/content-security-policy.ts";
import { contractValidatorCompiler } from "./http/contract-validator.ts";
import { createGuards } from "./http/guards.ts";
import { logEachRequest, loggerOptions } from "./http/log-serializers.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { livePlugin } from "./live/plugin.ts";
import { LiveStore } from "./live/store.ts";
import { ordersPlugin } from "./orders/plugin.ts";
import { OrderStore, PaymentStore } from "./orders/store.ts";
import { projectsPlugin } from "./projects/plugin.ts";
import { ProjectStore } from "./projects/store.ts";
import { qrPlugin } from "./qr/plugin.ts";
import { redirectsPlugin } from "./redirects/plugin.ts";
import { RedirectStore } from "./redirects/store.ts";
import { assetRoutes } from "./routes/assets.ts";
import { paymentNotifyRoutes } from "./routes/payment-notify.ts";
import { seedStarterLibrary } from "./scratch-library/library.ts";
import { scratchLibraryPlugin } from "./scratch-library/plugin.ts";
import { seedCatalog } from "./seed/seed.ts";
import { serveSite } from "./static-site.ts";

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every route as registered (method, url, schema, hooks): what the route-table tests walk. */
  routes: RouteOptions[];
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
    logger: loggerOptions(config.logLevel),
    // One line per request instead, without query or body (http/log-serializers.ts).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    // Plain JSON bodies stay small; project and asset routes raise their own limits.
    bodyLimit: 1024 * 1024,
    forceCloseConnections: "idle",
    return503OnClosing: true,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  // Route schemas are the contract's zod schemas: requests are parsed by them and answers are
  // serialized through them, so a column missing from a response schema never leaves the server.
  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest("accountId", 0);
  const routes: RouteOptions[] = [];
  app.addHook("onRoute", (route) => {
    routes.push(route as RouteOptions);
  });
  const guards = createGuards(ctx);
  const redirectStore = new RedirectStore(ctx.db);
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
  logEachRequest(app);

  await registerSecurityHeaders(app, {
    embedOrigins: config.embedOrigins,
    extraOrigins: config.cspOrigins,
    inlineScripts: inlineScriptHashes(config.staticDir),
    hstsIncludeSubdomains: config.hstsIncludeSubdomains,
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
  await registerOpenApi(app, { docsPage: config.apiDocs });
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
      await api.register(healthPlugin, { database, guards });
      const accountStore = new AccountStore(ctx.db);
      await api.register(accountsPlugin, { ctx, store: accountStore, guards });
      await api.register(profilePlugin, { store: accountStore, sessionCache: ctx.sessionCache, guards });
      if (!config.production && ctx.devOutbox) {
        await api.register(devOutboxPlugin, { outbox: ctx.devOutbox, guards });
      }
      await api.register(projectsPlugin, { store: new ProjectStore(ctx.db), guards });
      await api.register(coursesPlugin, { store: new CourseStore(ctx.db), guards });
      await api.register(progressPlugin, { store: new ProgressStore(ctx.db), guards });
      await api.register(livePlugin, { store: new LiveStore(ctx.db), guards });
      await api.register(diagPlugin, { guards });
      await api.register(redirectsPlugin, { store: redirectStore, guards });
      await api.register(qrPlugin, { guards });
      await api.register(scratchLibraryPlugin, { db: ctx.db, guards });
      await api.register(ordersPlugin, {
        orders: new OrderStore(ctx.db),
        payments: new PaymentStore(ctx.db),
        provider: ctx.payments,
        guards,
      });
      await api.register(adminPlugin, { store: new AdminStore(ctx.db), redirects: redirectStore, guards });
      await api.register(async (scope) => assetRoutes(scope, ctx));
      await api.register(async (scope) => paymentNotifyRoutes(scope, ctx));
    },
    { prefix: "/api" },
  );
  await app.register(healthPlugin, { database, guards });
  await serveSite(app, config.staticDir, {
    shortLink: async (id) => (await redirectStore.find(id))?.url ?? null,
  });
  return { app, ctx, routes };
}
