import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startTestPostgres } from "./postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
    /** A migrated, seeded PGlite data directory (tarball) that every test file loads. */
    pgliteTemplate: string;
  }
}

const run = promisify(execFile);

/**
 * Vitest loads global setups without the workspace's source condition, and seeding reads content/
 * through @qisi/api's contract schemas: both templates are made by `node --conditions=source`.
 */
function node(script: string, argument: string) {
  return run(
    process.execPath,
    ["--conditions=source", fileURLToPath(new URL(script, import.meta.url)), argument],
    { maxBuffer: 16 * 1024 * 1024 },
  );
}

/**
 * One Postgres cluster and one PGlite dump for the whole run; each test file makes its own
 * database from them. Both templates are built here, side by side (one waits on Postgres, the
 * other is PGlite's CPU work), instead of once per test file.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "qisi-test-db-"));
  const pgliteTemplate = join(dir, "pglite-template.tar");
  const postgres = await startTestPostgres();
  const stop = () => {
    postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.all([
      (async () => {
        // A migrated, seeded template: each test file copies it (CREATE DATABASE … TEMPLATE) in milliseconds.
        const admin = new pg.Client({ connectionString: postgres.url });
        await admin.connect();
        await admin.query("CREATE DATABASE qisi_template");
        await admin.end();
        await node("./seed-database.ts", postgres.url.replace(/\/postgres$/, "/qisi_template"));
      })(),
      node("./pglite-template.ts", pgliteTemplate),
    ]);
  } catch (error) {
    stop();
    const output = error as { stdout?: string; stderr?: string };
    throw new Error(
      "Could not migrate and seed the template databases. When src/db/schema.ts was changed, " +
        "run `pnpm --filter @qisi/server db:generate` and commit the new migration " +
        `(test/schema-drift.test.ts says what differs).\n${output.stderr ?? ""}${output.stdout ?? ""}`,
      { cause: error },
    );
  }
  project.provide("postgresUrl", postgres.url);
  project.provide("pgliteTemplate", pgliteTemplate);
  return stop;
}
