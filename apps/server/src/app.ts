import cookie from "@fastify/cookie";
import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import { type Compiler, createCompiler } from "@qisi/judge";
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { AccountDeletionStore } from "./accounts/deletion-store.ts";
import { devOutboxPlugin } from "./accounts/dev-outbox-plugin.ts";
import { accountsPlugin } from "./accounts/plugin.ts";
import { profilePlugin } from "./accounts/profile-plugin.ts";
import { AccountStore } from "./accounts/store.ts";
import { wechatPlugin } from "./accounts/wechat-plugin.ts";
import { createAdapters } from "./adapters/create-adapters.ts";
import { devAdaptersInUse, refuseDevAdaptersInProduction } from "./adapters/dev-adapters.ts";
import { adminPlugin } from "./admin/plugin.ts";
import { AdminStore } from "./admin/store.ts";
import { assetsPlugin } from "./assets/plugin.ts";
import { AssetStore } from "./assets/store.ts";
import { AccessTokens } from "./auth/access-token.ts";
import { Captcha } from "./auth/captcha.ts";
import { RefreshTokens } from "./auth/refresh-tokens.ts";
import { loadSigningSecret } from "./auth/secrets.ts";
import { SessionCache } from "./auth/session-cache.ts";
import { SmsCodes } from "./auth/sms-codes.ts";
import type { ServerConfig } from "./config.ts";
import type { AppContext } from "./context.ts";
import { devGrantPlugin } from "./courses/dev-grant-plugin.ts";
import { EntitlementStore } from "./courses/entitlement-store.ts";
import { coursesPlugin } from "./courses/plugin.ts";
import { progressPlugin } from "./courses/progress-plugin.ts";
import { ProgressStore } from "./courses/progress-store.ts";
import { CourseStore } from "./courses/store.ts";
import { CompileLeases } from "./cpp/compile-leases.ts";
import { CppCompileService } from "./cpp/compile-service.ts";
import { cppPlugin } from "./cpp/plugin.ts";
import { CppModuleStore } from "./cpp/store.ts";
import { type Database, openDatabase } from "./db/connect.ts";
import { diagPlugin } from "./diag/plugin.ts";
import { clientErrors, frameworkErrors, installErrorHandler, notFoundBody } from "./error-handler.ts";
import { activityPlugin } from "./exercises/activity-plugin.ts";
import { AttemptStore } from "./exercises/attempt-store.ts";
import { certificatePlugin } from "./exercises/certificate-plugin.ts";
import { exerciseCodePlugin } from "./exercises/code-plugin.ts";
import { ExerciseCodeStore } from "./exercises/code-store.ts";
import { parsonsPlugin } from "./exercises/parsons-plugin.ts";
import { exercisesPlugin } from "./exercises/plugin.ts";
import { ExerciseStore } from "./exercises/store.ts";
import { StudyTimeStore } from "./exercises/study-time.ts";
import { healthPlugin } from "./health/plugin.ts";
import { inlineScriptHashes } from "./http/content-security-policy.ts";
import { contractValidatorCompiler } from "./http/contract-validator.ts";
import { createGuards } from "./http/guards.ts";
import { logEachRequest, loggerOptions } from "./http/log-serializers.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { apiRateLimit } from "./http/rate-limits.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { sharedRateLimitStore } from "./http/shared-rate-limit-store.ts";
import { IdempotencyStore } from "./idempotency/store.ts";
import { submissionEnqueuer } from "./judging/enqueue-submission.ts";
import { createWorkSystem } from "./judging/work-system.ts";
import { livePlugin } from "./live/plugin.ts";
import { LiveStore } from "./live/store.ts";
import { runCleanup, startCleanupTimer } from "./maintenance/cleanup.ts";
import { paymentNotifyPlugin } from "./orders/notify-plugin.ts";
import { ordersPlugin } from "./orders/plugin.ts";
import { OrderStore, PaymentStore } from "./orders/store.ts";
import { upgradePlugin } from "./orders/upgrade-plugin.ts";
import { problemAdminPlugin } from "./problems/admin-plugin.ts";
import { importContentProblems } from "./problems/import.ts";
import { problemsPlugin } from "./problems/plugin.ts";
import { ProblemStore } from "./problems/store.ts";
import { projectsPlugin } from "./projects/plugin.ts";
import { ProjectStore } from "./projects/store.ts";
import { qrPlugin } from "./qr/plugin.ts";
import { redirectsPlugin } from "./redirects/plugin.ts";
import { RedirectStore } from "./redirects/store.ts";
import { remindersPlugin } from "./reminders/plugin.ts";
import { sendDueReminders } from "./reminders/send.ts";
import { ReminderStore } from "./reminders/store.ts";
import { seedStarterLibrary } from "./scratch-library/library.ts";
import { scratchLibraryPlugin } from "./scratch-library/plugin.ts";
import { seedCatalog } from "./seed/seed.ts";
import { serveSite } from "./static-site.ts";
import { submissionsPlugin } from "./submissions/plugin.ts";
import { SubmissionStore } from "./submissions/store.ts";

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every route as registered (method, url, schema, hooks): what the route-table tests walk. */
  routes: RouteOptions[];
}

export type Overrides = Partial<Pick<AppContext, "devOutbox" | "smsCodes" | "wechatOauth" | "payments">> & {
  database?: Database;
  /** The C++ compiler of the studio and of this process's workers (tests hand in one that fails). */
  cppCompiler?: () => Compiler;
};

/** Builds the whole server: database (migrated and seeded), adapters, API under /api and the site. */
export async function buildApp(config: ServerConfig, overrides: Overrides = {}): Promise<BuiltApp> {
  // Before the database opens: a misconfigured production server must not start at all.
  refuseDevAdaptersInProduction(config);
  const database =
    overrides.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await seedCatalog(database.db, config.contentDir);
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
      timeZone: config.timeZone,
      schoolNetworks: config.schoolNetworks,
    }),
    wechatOauth: overrides.wechatOauth ?? adapters.wechatOauth,
    payments: overrides.payments ?? adapters.payments,
  };

  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    // One line per request instead, without query or body (http/log-serializers.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count trusts that many proxies nearest to us (Fastify's types lack the number form).
    trustProxy:
      typeof config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // Plain JSON bodies stay small; project and asset routes raise their own limits.
    bodyLimit: 1024 * 1024,
    forceCloseConnections: "idle",
    return503OnClosing: true,
    frameworkErrors,
    clientErrorHandler: clientErrors,
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
  const entitlements = new EntitlementStore(ctx.db);
  const guards = createGuards(ctx, entitlements);
  const redirectStore = new RedirectStore(ctx.db);
  const liveStore = new LiveStore(ctx.db);
  const assetStore = new AssetStore(ctx.db);
  const cppStore = new CppModuleStore(ctx.db);
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
  if (config.production && database.kind === "pglite") {
    app.log.warn(
      "Running in production on embedded PGlite, which never fsyncs: a power cut can lose recent writes. " +
        "Set DATABASE_URL to a Postgres database (apps/server/README.md, Durability).",
    );
  }
  if (config.production) {
    // Allowed on purpose (ALLOW_DEV_ADAPTERS=1); still said at every start so nobody forgets.
    for (const adapter of devAdaptersInUse(config)) {
      app.log.warn(`development stand-in in production (ALLOW_DEV_ADAPTERS=1): ${adapter.service}`);
    }
  }
  if (config.judge.problemsDir) {
    const imported = await importContentProblems(new ProblemStore(ctx.db), config.judge.problemsDir);
    for (const { folder, reason } of imported.refused) {
      app.log.warn(`problem package ${folder} not imported: ${reason.replaceAll("\n", "; ")}`);
    }
  }
  // The one queue of checks and judging lives in the same database; this process runs
  // `judge.workers` jobs at a time (0: separate `judge-worker` processes do). Stopped before the
  // database closes.
  const work = createWorkSystem(database, config.judge, {
    slots: config.judge.workers,
    ...(overrides.cppCompiler ? { compiler: overrides.cppCompiler } : {}),
    onError: (error) => app.log.error({ err: error }, "work queue"),
  });
  app.addHook("onReady", () => work.start());
  app.addHook("preClose", () => work.stop());
  // 开课时提醒我: texts the reminders a content import made due (this server's or another's), after
  // start-up and without holding it up; a close waits for the run in flight.
  const reminderStore = new ReminderStore(ctx.db);
  const sms = overrides.devOutbox ?? adapters.sms;
  let reminderRun: Promise<unknown> = Promise.resolve();
  app.addHook("onReady", async () => {
    reminderRun = sendDueReminders(reminderStore, sms, app.log).catch((error: unknown) =>
      app.log.error({ err: error }, "course-open reminders"),
    );
  });
  app.addHook("preClose", async () => {
    await reminderRun;
  });
  if (config.cleanupInterval > 0) {
    const stores = { live: liveStore, assets: assetStore, cppModules: cppStore };
    let cleanup: { stop(): Promise<void> } | null = null;
    app.addHook("onReady", async () => {
      const run = () => runCleanup(stores, config.quotas.orphanAssetGrace);
      cleanup = startCleanupTimer(run, config.cleanupInterval, app.log);
    });
    app.addHook("preClose", async () => cleanup?.stop());
  }

  await registerSecurityHeaders(app, {
    embedOrigins: config.embedOrigins,
    extraOrigins: config.cspOrigins,
    inlineScripts: inlineScriptHashes(config.staticDir),
    hstsIncludeSubdomains: config.hstsIncludeSubdomains,
  });
  // Credentials for exactly the partner origins (CORS_ORIGINS); the same list makes their cookies
  // cross-site (auth/sessions.ts). A function origin also sends `Vary: Origin`.
  await app.register(cors, {
    origin: (origin, callback) =>
      callback(null, !origin || config.corsOrigins.includes(origin) ? (origin ?? false) : false),
    credentials: true,
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    allowedHeaders: ["Authorization", "Content-Type", "X-RETRY", "Idempotency-Key"],
    maxAge: 600,
  });
  await app.register(cookie);
  await registerOpenApi(app, { docsPage: config.apiDocs });
  // Counted in the database, so every instance on one Postgres keeps the same limits.
  const rateLimits = sharedRateLimitStore(ctx.db);
  app.addHook("onClose", async () => rateLimits.close());
  await app.register(rateLimit, apiRateLimit(config, ctx.accessTokens, rateLimits.Store));

  await app.register(
    async (api) => {
      api.setNotFoundHandler((_request, reply) => reply.code(404).send(notFoundBody));
      await api.register(healthPlugin, { database, guards });
      const accountStore = new AccountStore(ctx.db);
      await api.register(accountsPlugin, {
        ctx,
        store: accountStore,
        idempotency: new IdempotencyStore(ctx.db),
        guards,
      });
      await api.register(wechatPlugin, { ctx, store: accountStore, guards });
      await api.register(profilePlugin, {
        ctx,
        store: accountStore,
        // Uploads and live snapshots go first, by their own stores (an upload's uploader is cleared
        // when the account row goes, so afterwards nobody could tell whose it was).
        deletion: new AccountDeletionStore(ctx.db, [
          (accountId) => assetStore.deleteForAccount(accountId),
          (accountId) => liveStore.deleteForAccount(accountId),
        ]),
        guards,
      });
      if (!config.production && ctx.devOutbox) {
        await api.register(devOutboxPlugin, { outbox: ctx.devOutbox, guards });
      }
      if (!config.production && config.paymentProvider === "sandbox") {
        await api.register(devGrantPlugin, { entitlements, guards });
      }
      const problemStore = new ProblemStore(ctx.db);
      await api.register(problemsPlugin, { store: problemStore, guards });
      await api.register(submissionsPlugin, {
        store: new SubmissionStore(ctx.db),
        problems: problemStore,
        guards,
        enqueue: submissionEnqueuer(work.queue),
        maxPending: config.judge.submissionsPendingPerAccount,
      });
      await api.register(problemAdminPlugin, { store: problemStore, guards });
      await api.register(projectsPlugin, {
        store: new ProjectStore(ctx.db),
        guards,
        quotas: config.quotas,
        entitlements,
      });
      const exerciseStore = new ExerciseStore(ctx.db);
      const progressStore = new ProgressStore(ctx.db);
      await api.register(coursesPlugin, {
        store: new CourseStore(ctx.db),
        entitlements,
        exercises: exerciseStore,
        guards,
        previewDrafts: config.previewDraftLessons,
      });
      await api.register(progressPlugin, {
        store: progressStore,
        entitlements,
        exercises: exerciseStore,
        guards,
      });
      const studyTime = new StudyTimeStore(ctx.db);
      await api.register(exercisesPlugin, {
        db: ctx.db,
        store: exerciseStore,
        attempts: new AttemptStore(ctx.db),
        entitlements,
        guards,
        work,
        attemptsPerMinute: config.exerciseAttemptsPerMinute,
        waitMs: config.judge.attemptWaitMs,
        studyTime,
      });
      await api.register(parsonsPlugin, { store: exerciseStore, studyTime, entitlements, guards, work });
      await api.register(activityPlugin, { store: exerciseStore, studyTime, entitlements, guards });
      await api.register(certificatePlugin, { store: exerciseStore, studyTime, guards });
      await api.register(exerciseCodePlugin, {
        store: new ExerciseCodeStore(ctx.db),
        exercises: exerciseStore,
        entitlements,
        guards,
      });
      await api.register(livePlugin, { db: ctx.db, store: liveStore, guards, settings: config.live });
      await api.register(diagPlugin, { guards, db: ctx.db, production: config.production });
      await api.register(redirectsPlugin, { store: redirectStore, guards });
      await api.register(remindersPlugin, { store: reminderStore, guards });
      await api.register(qrPlugin, { guards });
      await api.register(scratchLibraryPlugin, { db: ctx.db, guards });
      const paymentStore = new PaymentStore(ctx.db);
      const orderStore = new OrderStore(ctx.db);
      await api.register(upgradePlugin, { orders: orderStore, guards });
      await api.register(ordersPlugin, {
        orders: orderStore,
        payments: paymentStore,
        provider: ctx.payments,
        guards,
      });
      await api.register(paymentNotifyPlugin, { payments: paymentStore, provider: ctx.payments, guards });
      await api.register(adminPlugin, { store: new AdminStore(ctx.db), redirects: redirectStore, guards });
      await api.register(assetsPlugin, { store: assetStore, guards });
      const cppService = new CppCompileService(
        overrides.cppCompiler ?? createCompiler,
        cppStore,
        new CompileLeases(ctx.db),
      );
      app.addHook("onClose", () => cppService.close());
      await api.register(cppPlugin, { service: cppService, store: cppStore, guards });
    },
    { prefix: "/api" },
  );
  await app.register(healthPlugin, { database, guards });
  await serveSite(app, config.staticDir, {
    shortLink: async (id) => (await redirectStore.find(id))?.url ?? null,
  });
  return { app, ctx, routes };
}
