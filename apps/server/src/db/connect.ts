import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { runMigrations } from "./migrate.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: "pglite" | "postgres";
  /** Postgres: the address it was opened with (the judge queue opens its own connections there). */
  url?: string;
  db: Db;
  /** Runs SQL text with several statements and no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs one parameterised query and returns its rows (migration bookkeeping). */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  /** PGlite directory; null keeps the database in memory. */
  dataDir: string | null;
}

/** Opens Postgres when a URL is given, else embedded PGlite, and brings the schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir);
  await runMigrations(database);
  return database;
}

function openPostgres(url: string): Database {
  // A database that does not answer fails the query after 5 s (a Chinese 503), not never.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection dropped by the database (restarted, unreachable) must not end the process,
  // which an unheard 'error' event would; the next query opens a new connection.
  pool.on("error", () => {});
  return {
    kind: "postgres",
    url,
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    exec: async (sql) => {
      await pool.query(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return pgliteDatabase(await PGlite.create(dataDir ? `${dataDir}/pglite` : undefined));
}

/** Wraps an open PGlite (tests start theirs from a ready-made dump, which is several times faster). */
export function pgliteDatabase(client: PGlite): Database & { client: PGlite } {
  return {
    kind: "pglite",
    client,
    db: drizzlePglite({ client, schema }) as unknown as Db,
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows,
    close: () => client.close(),
  };
}
