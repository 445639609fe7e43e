import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./connect.ts";

/** Next to this file in the sources, next to the bundle in dist/ (the build copies them). */
const migrationsDir = fileURLToPath(new URL("./migrations/", import.meta.url));

/**
 * Applies every migrations/*.sql not yet recorded, each in its own transaction, in name order.
 *
 * The files are generated from schema.ts by drizzle-kit (`db:generate`, numbered after the last entry
 * of migrations/meta/_journal.json); 0001-0003 were written by hand before that and stay as they are.
 * drizzle-kit separates statements with `--> statement-breakpoint`, which is an SQL comment: a file
 * runs as it is, every statement inside the one DO block below. So a migration cannot hold what
 * does not run in a transaction (an index declared `.concurrently()`) or in PL/pgSQL (a bare SELECT).
 * `dir` is for tests.
 */
export async function runMigrations(database: Database, dir = migrationsDir): Promise<void> {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort();
  // Under the same lock as the files: CREATE TABLE IF NOT EXISTS alone races between instances.
  await database.exec(`DO $setup$ BEGIN
    PERFORM pg_advisory_xact_lock(724311);
    CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
  END $setup$;`);
  for (const name of files) {
    const sql = readFileSync(join(dir, name), "utf8");
    const quoted = name.replaceAll("'", "''");
    // One DO statement is one transaction: the lock, the check, the change and its record commit together,
    // so two instances starting at once on one Postgres never apply a file twice.
    await database.exec(`DO $migration$ BEGIN
      PERFORM pg_advisory_xact_lock(724311);
      IF NOT EXISTS (SELECT 1 FROM schema_migrations WHERE name = '${quoted}') THEN
        ${sql}
        INSERT INTO schema_migrations (name) VALUES ('${quoted}');
      END IF;
    END $migration$;`);
  }
}
