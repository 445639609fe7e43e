import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify, stripVTControlCharacters } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../src/db/connect.ts";

/**
 * src/db/schema.ts is the one description of the tables; the files in src/db/migrations/ are generated
 * from it by drizzle-kit (`pnpm --filter @qisi/server db:generate`) and applied by src/db/migrate.ts.
 * This file fails when the two drift apart:
 *  - a change in schema.ts without its migration (drizzle-kit would write a new file), and
 *  - migrations that build something else than schema.ts says: the database our runner makes from
 *    migrations/*.sql is compared, table by table, with the one drizzle-kit's own SQL for schema.ts makes.
 */

const serverDir = fileURLToPath(new URL("..", import.meta.url));
const migrationsDir = join(serverDir, "src/db/migrations");
const drizzleKit = join(serverDir, "node_modules/drizzle-kit/bin.cjs");
const fix = "run `pnpm --filter @qisi/server db:generate` and commit the new migration";

const work = mkdtempSync(join(tmpdir(), "qisi-drift-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Generated {
  output: string;
  /** Files in the out folder afterwards (meta/ included), relative to it. */
  files: string[];
}

/**
 * `drizzle-kit generate` with our drizzle.config.ts, writing into `out` instead of src/db/migrations.
 * It exits 0 even when it fails (an unreadable snapshot, a rename it cannot ask about without a TTY),
 * so the output is returned for the caller to read.
 */
async function generate(out: string): Promise<Generated> {
  const config = join(work, `${Date.now()}-${Math.random().toString(36).slice(2)}.config.ts`);
  // drizzle-kit reads earlier snapshots at `./${out}/meta/…`: `out` must be relative to the working directory.
  writeFileSync(
    config,
    `import config from ${JSON.stringify(join(serverDir, "drizzle.config.ts"))};\n` +
      `export default { ...config, out: ${JSON.stringify(relative(serverDir, out))} };\n`,
  );
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [drizzleKit, "generate", "--config", config],
    { cwd: serverDir, env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" } },
  ).catch((error: { stdout?: string; stderr?: string; message: string }) => ({
    stdout: error.stdout ?? "",
    stderr: `${error.stderr ?? ""}\n${error.message}\nError: drizzle-kit exited with an error`,
  }));
  return {
    output: stripVTControlCharacters(`${stdout}\n${stderr}`),
    files: readdirSync(out, { recursive: true, encoding: "utf8" }).sort(),
  };
}

/** What a database's public schema is made of, one line per thing, keyed by what it is. */
type Structure = Map<string, string>;

async function structure(database: Database): Promise<Structure> {
  const result: Structure = new Map();
  const tables = await database.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> 'schema_migrations'`,
  );
  for (const { name } of tables) result.set(`table ${name}`, "exists");
  const columns = await database.query<{
    tab: string;
    col: string;
    type: string;
    not_null: boolean;
    default_value: string | null;
    identity: string;
    generated: string;
  }>(
    `SELECT c.relname AS tab, a.attname AS col, format_type(a.atttypid, a.atttypmod) AS type,
            a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS default_value,
            a.attidentity AS identity, a.attgenerated AS generated
     FROM pg_attribute a
     JOIN pg_class c ON c.oid = a.attrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> 'schema_migrations'
       AND a.attnum > 0 AND NOT a.attisdropped`,
  );
  // Column order is left out on purpose: a column added later sits last in an old database,
  // wherever schema.ts lists it, and Postgres cannot move it.
  for (const c of columns) {
    const parts = [c.type, c.not_null ? "NOT NULL" : "NULL"];
    if (c.default_value !== null) parts.push(`DEFAULT ${c.default_value}`);
    if (c.identity) parts.push(`IDENTITY ${c.identity}`);
    if (c.generated) parts.push(`GENERATED ${c.generated}`);
    result.set(`column ${c.tab}.${c.col}`, parts.join(" "));
  }
  const constraints = await database.query<{ tab: string; name: string; def: string }>(
    `SELECT c.relname AS tab, k.conname AS name, pg_get_constraintdef(k.oid) AS def
     FROM pg_constraint k
     JOIN pg_class c ON c.oid = k.conrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relname <> 'schema_migrations' AND k.contype <> 'n'`,
  );
  // Postgres 18 (PGlite) also lists NOT NULL as constraints ('n'); the columns above already say it.
  for (const k of constraints) result.set(`constraint ${k.tab}.${k.name}`, k.def);
  const indexes = await database.query<{ tab: string; name: string; def: string }>(
    `SELECT tablename AS tab, indexname AS name, indexdef AS def FROM pg_indexes
     WHERE schemaname = 'public' AND tablename <> 'schema_migrations'`,
  );
  for (const i of indexes) result.set(`index ${i.tab}.${i.name}`, i.def);
  const sequences = await database.query<{ name: string; owner: string | null }>(
    `SELECT s.relname AS name, t.relname || '.' || a.attname AS owner
     FROM pg_class s
     JOIN pg_namespace n ON n.oid = s.relnamespace
     LEFT JOIN pg_depend d ON d.objid = s.oid AND d.classid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
     LEFT JOIN pg_class t ON t.oid = d.refobjid
     LEFT JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
     WHERE n.nspname = 'public' AND s.relkind = 'S'`,
  );
  for (const s of sequences) result.set(`sequence ${s.name}`, s.owner ? `owned by ${s.owner}` : "not owned");
  return result;
}

/** Lines saying how `migrated` differs from `declared`; empty when they are equal. */
function differences(migrated: Structure, declared: Structure): string[] {
  const keys = [...new Set([...migrated.keys(), ...declared.keys()])].sort();
  const lines: string[] = [];
  for (const key of keys) {
    const got = migrated.get(key);
    const want = declared.get(key);
    if (got === want) continue;
    if (got === undefined)
      lines.push(`  ${key}: in schema.ts (${want}), but the migrations do not create it`);
    else if (want === undefined)
      lines.push(`  ${key}: the migrations create it (${got}), but schema.ts lacks it`);
    else lines.push(`  ${key}:\n    migrations: ${got}\n    schema.ts:  ${want}`);
  }
  return lines;
}

describe("schema.ts and the migrations", () => {
  let pending: Generated;
  let fromEmpty: Generated & { sql: string };
  let database: Database;

  beforeAll(async () => {
    const pendingDir = join(work, "pending");
    cpSync(migrationsDir, pendingDir, { recursive: true });
    const emptyDir = join(work, "from-empty");
    [pending, fromEmpty, database] = await Promise.all([
      generate(pendingDir),
      generate(emptyDir).then((generated) => {
        const files = generated.files.filter((name) => name.endsWith(".sql"));
        const sql = files.map((name) => readFileSync(join(emptyDir, name), "utf8")).join("\n");
        return { ...generated, sql };
      }),
      // In-memory PGlite with every migration applied by our runner (the server's own start-up path).
      openDatabase({ databaseUrl: null, dataDir: null }),
    ]);
  });
  afterAll(() => database?.close());

  it("has a migration for every change in schema.ts (drizzle-kit generate writes nothing new)", () => {
    const before = readdirSync(migrationsDir, { recursive: true, encoding: "utf8" }).sort();
    const written = pending.files.filter((name) => !before.includes(name));
    if (written.length > 0) {
      const sql = written
        .filter((name) => name.endsWith(".sql"))
        .map((name) => `-- ${name}\n${readFileSync(join(work, "pending", name), "utf8")}`);
      expect.fail(
        `schema.ts has changes without a migration: drizzle-kit generate would write ${written.join(", ")}.\n` +
          `To fix it, ${fix}.\n\n${sql.join("\n")}`,
      );
    }
    if (/\bError\b/.test(pending.output)) {
      expect.fail(
        "drizzle-kit generate fails on schema.ts and the committed migrations (when it asks whether a " +
          `column or table was renamed, run db:generate in a terminal to answer):\n\n${pending.output}`,
      );
    }
    expect(pending.output).toContain("No schema changes");
  });

  it("lists every migration file in drizzle-kit's journal, in order", () => {
    const journal = JSON.parse(readFileSync(join(migrationsDir, "meta/_journal.json"), "utf8")) as {
      entries: { idx: number; tag: string }[];
    };
    const files = readdirSync(migrationsDir).filter((name) => name.endsWith(".sql"));
    expect(files.sort(), "migrations/*.sql and meta/_journal.json disagree").toEqual(
      journal.entries.map((entry) => `${entry.tag}.sql`),
    );
    expect(journal.entries.map((entry) => entry.tag.slice(0, 4))).toEqual(
      journal.entries.map((entry) => String(entry.idx).padStart(4, "0")),
    );
  });

  it("builds with our migrations exactly the tables, keys and indexes that schema.ts declares", async () => {
    expect(fromEmpty.output).not.toMatch(/\bError\b/);
    expect(fromEmpty.sql).toContain("CREATE TABLE");
    const migrated = await structure(database);
    // The same database, emptied, then built by drizzle-kit's SQL for schema.ts from nothing.
    await database.exec("DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
    await database.exec(fromEmpty.sql);
    const declared = await structure(database);
    expect(declared.size).toBeGreaterThan(100);
    const lines = differences(migrated, declared);
    if (lines.length > 0) {
      expect.fail(
        `The database built by src/db/migrations/*.sql differs from src/db/schema.ts:\n${lines.join("\n")}\n\n` +
          `If you changed schema.ts, ${fix}. If you edited or wrote a migration by hand, ` +
          "declare the same in schema.ts (names included) so drizzle-kit knows it.",
      );
    }
  });
});
