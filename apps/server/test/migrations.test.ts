import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/connect.ts";
import { runMigrations } from "../src/db/migrate.ts";
import { seedCatalog } from "../src/seed/seed.ts";
import { freshPostgresDatabase } from "./support/test-server.ts";

const migrationsDir = fileURLToPath(new URL("../src/db/migrations/", import.meta.url));
/** The shipped files in name order (listed, not written out, so a new migration needs no edit here). */
const shipped = readdirSync(migrationsDir)
  .filter((name) => name.endsWith(".sql"))
  .sort();

describe("migrations on an empty Postgres", () => {
  it("let several instances start together: each file is applied once", async () => {
    const url = await freshPostgresDatabase(false);
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: url, dataDir: null })),
    );
    try {
      await Promise.all(instances.map((instance) => seedCatalog(instance.db)));
      const applied = await instances[0]!.query<{ name: string }>("SELECT name FROM schema_migrations");
      expect(shipped.slice(0, 3)).toEqual([
        "0001_init.sql",
        "0002_scratch_library.sql",
        "0003_admin_progress.sql",
      ]);
      expect(applied.map((row) => row.name)).toEqual(shipped);
      const apps = await instances[1]!.query<{ n: number }>("SELECT count(*)::int AS n FROM apps");
      expect(apps[0]!.n).toBe(6);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });

  it("apply a file as drizzle-kit writes it (statement breakpoints) once, on a database that has the others", async () => {
    const dir = mkdtempSync(join(tmpdir(), "qisi-migrations-"));
    const database = await openDatabase({ databaseUrl: await freshPostgresDatabase(false), dataDir: null });
    try {
      cpSync(migrationsDir, dir, { recursive: true });
      await database.exec("INSERT INTO accounts (phone) VALUES ('13800000000')");
      // What `db:generate` wrote for a throwaway column and index in schema.ts.
      writeFileSync(
        join(dir, "9999_dusty_echo.sql"),
        'ALTER TABLE "accounts" ADD COLUMN "throwaway" integer DEFAULT 7 NOT NULL;--> statement-breakpoint\n' +
          'ALTER TABLE "accounts" ADD COLUMN "blurb" text;--> statement-breakpoint\n' +
          'CREATE INDEX "accounts_blurb" ON "accounts" USING btree ("blurb");',
      );
      await runMigrations(database, dir);
      await runMigrations(database, dir);
      const applied = await database.query<{ name: string }>(
        "SELECT name FROM schema_migrations ORDER BY name",
      );
      expect(applied.map((row) => row.name)).toEqual([...shipped, "9999_dusty_echo.sql"]);
      expect(await database.query("SELECT phone, throwaway, blurb FROM accounts")).toEqual([
        { phone: "13800000000", throwaway: 7, blurb: null },
      ]);
      const index = await database.query("SELECT 1 FROM pg_indexes WHERE indexname = 'accounts_blurb'");
      expect(index).toHaveLength(1);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
