/**
 * Writes a migrated, seeded PGlite data directory (a tarball) to argv[2]. The global setup runs it
 * once per test run with `node --conditions=source` (see seed-database.ts for why a child process):
 * creating a PGlite database runs initdb and every migration (8–15 s on a busy 2-core machine),
 * while loading this dump takes about a second, so each test file loads it instead of building it.
 */
import { writeFile } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../../src/db/connect.ts";
import { seedCatalog } from "../../src/seed/seed.ts";

const database = await openDatabase({ databaseUrl: null, dataDir: null });
try {
  await seedCatalog(database.db);
  const client = (database as typeof database & { client: PGlite }).client;
  const dump = await client.dumpDataDir("none");
  await writeFile(process.argv[2]!, new Uint8Array(await dump.arrayBuffer()));
} finally {
  await database.close();
}
