import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/connect.ts";

/**
 * The OpenAPI document as committed in apps/server/openapi.json: stable JSON, two-space indent.
 * The document comes from the route schemas alone, so no problem package is imported; a caller
 * may hand in a database that is already migrated (the route-table test's template PGlite, which
 * it closes itself) instead of paying initdb and every migration for a fresh one.
 */
export async function openApiDocument(database?: Database): Promise<string> {
  const config = loadConfig({
    DATA_DIR: ":memory:",
    STATIC_DIR: "",
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    PROBLEMS_DIR: "",
  });
  const { app } = await buildApp(config, database ? { database } : {});
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
  }
}
