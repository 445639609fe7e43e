/**
 * Migrates and seeds the database at argv[2] (a Postgres URL). The global setup runs it with
 * `node --conditions=source`: vitest loads global setups without the workspace's source condition,
 * and seeding reads content/ through @qisi/api's contract schemas.
 */
import { openDatabase } from "../../src/db/connect.ts";
import { seedCatalog } from "../../src/seed/seed.ts";

const database = await openDatabase({ databaseUrl: process.argv[2]!, dataDir: null });
try {
  await seedCatalog(database.db);
} finally {
  await database.close();
}
