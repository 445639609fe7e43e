import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { TestProject } from "vitest/node";
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
    execFileSync(
      process.execPath,
      [
        "--conditions=source",
        fileURLToPath(new URL("./seed-database.ts", import.meta.url)),
        postgres.url.replace(/\/postgres$/, "/qisi_template"),
      ],
      { stdio: "inherit" },
    );
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
