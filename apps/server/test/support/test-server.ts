import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { RouteOptions } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import type { DevOutbox } from "../../src/adapters/sms/dev-outbox.ts";
import { buildApp, type Overrides } from "../../src/app.ts";
import { loadConfig, type ServerConfig } from "../../src/config.ts";
import type { AppContext } from "../../src/context.ts";
import { type Database, pgliteDatabase } from "../../src/db/connect.ts";

export type Backend = "pglite" | "postgres";
/** Every integration suite runs once per database (describe.each). */
export const backends: Backend[] = ["pglite", "postgres"];

export interface TestServer {
  url: string;
  ctx: AppContext;
  /** The route table, as registered. */
  routes: RouteOptions[];
  outbox: DevOutbox;
  close(): Promise<void>;
}

/** A fresh, empty database in the shared test cluster, so files never see each other's rows. */
export async function freshPostgresDatabase(fromTemplate = true): Promise<string> {
  const adminUrl = inject("postgresUrl");
  const name = `qisi_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${fromTemplate ? " TEMPLATE qisi_template" : ""}`);
  await admin.end();
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

let pgliteTemplate: Blob | null = null;

/**
 * A migrated, seeded in-memory PGlite, loaded from the dump the global setup made once for the
 * whole run (global-setup.ts): building one from scratch runs initdb and every migration, 8–15 s
 * on a busy machine, and each test file used to pay that again.
 */
export async function freshPglite(): Promise<Database & { client: PGlite }> {
  return pgliteDatabase(await PGlite.create({ loadDataDir: await templateDump() }));
}

async function templateDump(): Promise<Blob> {
  pgliteTemplate ??= new Blob([await readFile(inject("pgliteTemplate"))]);
  return pgliteTemplate;
}

/**
 * The same migrated, seeded database on disk, where a server started with `DATA_DIR=dataDir`
 * opens it (`<DATA_DIR>/pglite`): the server's process then starts on an existing database instead
 * of running initdb and every migration itself (tens of seconds on a busy machine), as a server
 * restarted on its data does.
 */
export async function pgliteDataDir(dataDir: string): Promise<void> {
  const client = await PGlite.create(join(dataDir, "pglite"), { loadDataDir: await templateDump() });
  await client.close();
}

/** The real server on port 0 with test settings: easy captcha, high limits, in-memory PGlite or Postgres. */
export async function startTestServer(
  backend: Backend,
  env: Record<string, string> = {},
  overrides: Overrides = {},
): Promise<TestServer> {
  const config: ServerConfig = loadConfig({
    DATA_DIR: ":memory:",
    STATIC_DIR: "",
    CAPTCHA_MAX_NUMBER: "200",
    RATE_LIMIT_MAX: "100000",
    IP_RATE_LIMIT_MAX: "100000",
    AUTH_RATE_LIMIT_MAX: "100000",
    SMS_DAILY_PER_IP: "100000",
    JWT_SECRET: "test-secret",
    CORS_ORIGINS: "https://allowed.example",
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    // The repository's problems are imported by the tests that need them (judge.test.ts).
    PROBLEMS_DIR: "",
    // Every lesson is a draft until it is rewritten on the format v2 (issue 37); the suites that
    // run on them preview drafts, and the draft tests turn this off.
    CONTENT_PREVIEW_DRAFTS: "1",
    ...(backend === "postgres" && !overrides.database && { DATABASE_URL: await freshPostgresDatabase() }),
    ...env,
  });
  const ownDatabase = !overrides.database && backend === "pglite" ? await freshPglite() : null;
  const { app, ctx, routes } = await buildApp(
    config,
    ownDatabase ? { ...overrides, database: ownDatabase } : overrides,
  );
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    url: `${address}/api`,
    ctx,
    routes,
    outbox: ctx.devOutbox!,
    close: async () => {
      await app.close();
      await ownDatabase?.close();
    },
  };
}
