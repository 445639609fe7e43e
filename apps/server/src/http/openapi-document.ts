import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";

/** The OpenAPI document as committed in apps/server/openapi.json: stable JSON, two-space indent. */
export async function openApiDocument(): Promise<string> {
  const config = loadConfig({ DATA_DIR: ":memory:", STATIC_DIR: "", LOG_LEVEL: "silent", NODE_ENV: "test" });
  const { app } = await buildApp(config);
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
  }
}
