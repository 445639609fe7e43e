import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/db/connect.ts";
import { seedCatalog } from "../../src/seed/seed.ts";
import { startTestPostgres } from "./postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One Postgres cluster for the whole run; each test file makes its own database in it. */
export default async function setup(project: TestProject) {
  const postgres = await startTestPostgres();
  try {
    // A migrated, seeded template: each test file copies it (CREATE DATABASE … TEMPLATE) in milliseconds.
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query("CREATE DATABASE qisi_template");
    await admin.end();
    const template = await openDatabase({
      databaseUrl: postgres.url.replace(/\/postgres$/, "/qisi_template"),
      dataDir: null,
    });
    try {
      await seedCatalog(template.db);
    } finally {
      await template.close();
    }
  } catch (error) {
    postgres.stop();
    throw new Error(
      "Could not migrate and seed the template database. When src/db/schema.ts was changed, " +
        "run `pnpm --filter @qisi/server db:generate` and commit the new migration " +
        "(test/schema-drift.test.ts says what differs).",
      { cause: error },
    );
  }
  project.provide("postgresUrl", postgres.url);
  return () => postgres.stop();
}
